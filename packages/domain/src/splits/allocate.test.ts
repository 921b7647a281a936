import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate, allocateWithRecoup, type SharePayee } from './allocate.js';

const sum = (values: { amountMicros: bigint }[]) => values.reduce((total, v) => total + v.amountMicros, 0n);
const asObject = (values: { key: string; amountMicros: bigint }[]) =>
  Object.fromEntries(values.map((v) => [v.key, v.amountMicros]));

describe('allocate: each payee gets their share truncated toward zero, the owner the rest', () => {
  it.each([
    { name: 'even split', amount: 1_000_000n, payees: [['a', 5000]], expected: { a: 500_000n, owner: 500_000n } },
    {
      name: 'thirds: the remainder micro-unit goes to the owner',
      amount: 100n,
      payees: [
        ['a', 3333],
        ['b', 3333],
      ],
      expected: { a: 33n, b: 33n, owner: 34n },
    },
    {
      name: 'three payees of 33.33 % on 1 micro-unit: all to the owner',
      amount: 1n,
      payees: [
        ['a', 3333],
        ['b', 3333],
        ['c', 3333],
      ],
      expected: { a: 0n, b: 0n, c: 0n, owner: 1n },
    },
    { name: '100 % to one payee on 1 micro-unit', amount: 1n, payees: [['a', 10_000]], expected: { a: 1n, owner: 0n } },
    {
      name: '0.01 % of 9 999 micro-units floors to 0',
      amount: 9_999n,
      payees: [['a', 1]],
      expected: { a: 0n, owner: 9_999n },
    },
    {
      name: '0.01 % of 10 000 micro-units is exactly 1',
      amount: 10_000n,
      payees: [['a', 1]],
      expected: { a: 1n, owner: 9_999n },
    },
    {
      name: 'refund: thirds of -100',
      amount: -100n,
      payees: [
        ['a', 3333],
        ['b', 3333],
      ],
      expected: { a: -33n, b: -33n, owner: -34n },
    },
    {
      name: 'refund of 1 micro-unit: the owner bears it',
      amount: -1n,
      payees: [['a', 5000]],
      expected: { a: 0n, owner: -1n },
    },
    { name: 'zero', amount: 0n, payees: [['a', 2500]], expected: { a: 0n, owner: 0n } },
    { name: 'no payees', amount: 12_345n, payees: [], expected: { owner: 12_345n } },
  ])('$name', ({ amount, payees, expected }) => {
    const result = allocate(
      amount,
      payees.map(([key, share]) => ({ key: key as string, shareBasisPoints: share as number })),
      'owner',
    );
    expect(asObject(result)).toEqual(expected);
    expect(sum(result)).toBe(amount);
  });

  it('refuses shares over 100 % and the owner as a payee (a programming error past validation)', () => {
    expect(() =>
      allocate(
        10n,
        [
          { key: 'a', shareBasisPoints: 6000 },
          { key: 'b', shareBasisPoints: 4001 },
        ],
        'owner',
      ),
    ).toThrow(RangeError);
    expect(() => allocate(10n, [{ key: 'owner', shareBasisPoints: 10 }], 'owner')).toThrow(RangeError);
    expect(() => allocate(10n, [{ key: 'a', shareBasisPoints: 1.5 }], 'owner')).toThrow(RangeError);
  });
});

describe('allocateWithRecoup', () => {
  const payees: SharePayee<string>[] = [
    { key: 'a', shareBasisPoints: 2000 },
    { key: 'b', shareBasisPoints: 3000 },
  ];
  it.each([
    {
      name: 'below the target: all of it to the recoup payee',
      amount: 300n,
      recouped: 0n,
      expected: { a: 300n, b: 0n, owner: 0n },
      after: 300n,
    },
    {
      name: 'straddling: 200 repays the rest, 800 split by shares',
      amount: 1000n,
      recouped: 800n,
      expected: { a: 200n + 160n, b: 240n, owner: 400n },
      after: 1000n,
    },
    {
      name: 'exactly reaching the target',
      amount: 200n,
      recouped: 800n,
      expected: { a: 200n, b: 0n, owner: 0n },
      after: 1000n,
    },
    {
      name: 'recouped already: normal shares',
      amount: 1000n,
      recouped: 1000n,
      expected: { a: 200n, b: 300n, owner: 500n },
      after: 1000n,
    },
    {
      name: 'refund smaller than what was repaid comes back from the recoup payee',
      amount: -300n,
      recouped: 800n,
      expected: { a: -300n, b: 0n, owner: 0n },
      after: 500n,
    },
    {
      name: 'refund larger than what was repaid: the rest by shares',
      amount: -1000n,
      recouped: 600n,
      expected: { a: -600n - 80n, b: -120n, owner: -200n },
      after: 0n,
    },
    {
      name: 'refund with nothing repaid: shares only',
      amount: -10n,
      recouped: 0n,
      expected: { a: -2n, b: -3n, owner: -5n },
      after: 0n,
    },
    {
      name: '1 micro-unit while recouping',
      amount: 1n,
      recouped: 999n,
      expected: { a: 1n, b: 0n, owner: 0n },
      after: 1000n,
    },
  ])('$name', ({ amount, recouped, expected, after }) => {
    const result = allocateWithRecoup(amount, payees, 'owner', {
      payeeKey: 'a',
      targetMicros: 1000n,
      recoupedMicros: recouped,
    });
    expect(asObject(result.allocations)).toEqual(expected);
    expect(result.recoupedMicros).toBe(after);
    expect(sum(result.allocations)).toBe(amount);
  });

  it('refuses a recoup payee who is not a payee, and progress outside [0, target]', () => {
    expect(() =>
      allocateWithRecoup(10n, payees, 'owner', { payeeKey: 'z', targetMicros: 10n, recoupedMicros: 0n }),
    ).toThrow(RangeError);
    expect(() =>
      allocateWithRecoup(10n, payees, 'owner', { payeeKey: 'a', targetMicros: 10n, recoupedMicros: 11n }),
    ).toThrow(RangeError);
  });
});

describe('properties', () => {
  const shares = fc
    .array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 8 })
    .filter((list) => list.reduce((a, b) => a + b, 0) <= 10_000);
  const amount = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });

  it('every micro-unit is assigned, no payee exceeds their exact share, refunds mirror sales', () => {
    fc.assert(
      fc.property(amount, shares, (value, list) => {
        const payees = list.map((share, index) => ({ key: `p${index}`, shareBasisPoints: share }));
        const result = allocate(value, payees, 'owner');
        expect(sum(result)).toBe(value);
        for (const [index, payee] of payees.entries()) {
          const exactTimes10k = value * BigInt(payee.shareBasisPoints);
          const got = result[index].amountMicros * 10_000n;
          expect(got < 0n ? -got : got).toBeLessThanOrEqual(exactTimes10k < 0n ? -exactTimes10k : exactTimes10k);
        }
        expect(allocate(-value, payees, 'owner').map((a) => a.amountMicros)).toEqual(
          result.map((a) => -a.amountMicros),
        );
      }),
    );
  });

  it('with recoup: sums to the amount and progress stays within [0, target] over any sequence', () => {
    fc.assert(
      fc.property(
        fc.array(amount, { maxLength: 20 }),
        shares.filter((list) => list.length > 0),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (amounts, list, target) => {
          const payees = list.map((share, index) => ({ key: `p${index}`, shareBasisPoints: share }));
          let recouped = 0n;
          for (const value of amounts) {
            const result = allocateWithRecoup(value, payees, 'owner', {
              payeeKey: 'p0',
              targetMicros: target,
              recoupedMicros: recouped,
            });
            expect(sum(result.allocations)).toBe(value);
            expect(result.recoupedMicros).toBeGreaterThanOrEqual(0n);
            expect(result.recoupedMicros).toBeLessThanOrEqual(target);
            expect(result.recoupedMicros - recouped).toBe(result.recoupMicros);
            recouped = result.recoupedMicros;
          }
        },
      ),
    );
  });
});
