import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { salesChannelName } from './channel-names.js';
import { RunningConversion, convertFloor, floorDiv, parseExchangeRate } from './exchange-rate.js';
import {
  formatGraphAmount,
  formatRatePerUnit,
  formatSalesAmount,
  padSinglePointGraph,
  shiftMonth,
} from './sales-figures.js';

describe('channel display names', () => {
  it.each([
    ['Spotify Streaming', 'Spotify'],
    ['IG_UGC', 'Instagram UCG'],
    ['Merlin', 'Admin Rebate'],
    ['', 'Other Revenue'],
    ['   ', 'Other Revenue'],
    [null, 'Other Revenue'],
    ['Deezer', 'Deezer'],
    ['Spotify', 'Spotify'],
  ])('%j -> %s', (raw, shown) => expect(salesChannelName(raw)).toBe(shown));
});

describe('sales figures', () => {
  it('fees and totals show 6 decimals, graph totals 2, truncated toward zero', () => {
    expect(formatSalesAmount(1_234_567_891n)).toBe('1234.567891');
    expect(formatSalesAmount(-5n)).toBe('-0.000005');
    expect(formatGraphAmount(1_239_999n)).toBe('1.23');
    expect(formatGraphAmount(-1_239_999n)).toBe('-1.23');
    expect(formatGraphAmount(9_999n)).toBe('0.00');
  });

  it('stream rate is the amount per unit, 6 decimals', () => {
    expect(formatRatePerUnit(3_000_000n, 1000n)).toBe('0.003000');
    expect(formatRatePerUnit(10n, 3n)).toBe('0.000003');
    expect(formatRatePerUnit(5n, 0n)).toBe('0.000000');
  });

  it('shifts months across years', () => {
    expect(shiftMonth('2024-02', -2)).toBe('2023-12');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
  });

  it('pads a single-point graph with zero points 1 and 2 months before', () => {
    expect(padSinglePointGraph([{ month: '2024-01', total: '5.00' }])).toEqual([
      { month: '2023-11', total: '0.00' },
      { month: '2023-12', total: '0.00' },
      { month: '2024-01', total: '5.00' },
    ]);
    const two = [
      { month: '2024-01', total: '1.00' },
      { month: '2024-02', total: '2.00' },
    ];
    expect(padSinglePointGraph(two)).toEqual(two);
    expect(padSinglePointGraph([])).toEqual([]);
  });
});

describe('exchange rate conversion', () => {
  it('reads a decimal rate as an exact fraction', () => {
    expect(parseExchangeRate('0.8731')).toEqual({ numerator: 8731n, denominator: 10000n });
    expect(parseExchangeRate('1')).toEqual({ numerator: 1n, denominator: 1n });
    expect(() => parseExchangeRate('1e-3')).toThrow();
    expect(() => parseExchangeRate('0')).toThrow();
    expect(() => parseExchangeRate('-1.2')).toThrow();
  });

  it('floors, also below zero', () => {
    expect(floorDiv(7n, 2n)).toBe(3n);
    expect(floorDiv(-7n, 2n)).toBe(-4n);
    expect(convertFloor(1_000_000n, parseExchangeRate('0.333333333'))).toBe(333_333n);
  });

  it('three thirds of a rate add up to the converted total exactly', () => {
    const rate = parseExchangeRate('0.87');
    const conversion = new RunningConversion(rate);
    const lines = [3_333_334n, 3_333_333n, 3_333_333n].map((m) => conversion.next(m));
    // 10 EUR x 0.87 = 8.70 exactly; each line is within a micro-unit of its exact share.
    expect(lines).toEqual([2_900_000n, 2_900_000n, 2_900_000n]);
    expect(lines.reduce((a, b) => a + b, 0n)).toBe(8_700_000n);
  });

  it('an uneven split carries the remainder to the line that completes a unit', () => {
    const conversion = new RunningConversion(parseExchangeRate('0.5'));
    expect([1n, 1n, 1n, 1n].map((m) => conversion.next(m))).toEqual([0n, 1n, 0n, 1n]);
    expect(conversion.total).toBe(2n);
  });

  it('property: lines sum to floor(total x rate) and each is within one micro-unit of exact', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -5_000_000n, max: 50_000_000n }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 0, max: 8 }),
        (amounts, digits, scale) => {
          const rate = { numerator: BigInt(digits), denominator: 10n ** BigInt(scale) };
          const conversion = new RunningConversion(rate);
          let sum = 0n;
          let total = 0n;
          for (const amount of amounts) {
            const converted = conversion.next(amount);
            const exact = amount * rate.numerator; // compare in units of 1/denominator
            const diff = converted * rate.denominator - exact;
            expect(diff > -2n * rate.denominator && diff < 2n * rate.denominator).toBe(true);
            sum += converted;
            total += amount;
          }
          expect(sum).toBe(convertFloor(total, rate));
          expect(conversion.total).toBe(sum);
        },
      ),
    );
  });
});
