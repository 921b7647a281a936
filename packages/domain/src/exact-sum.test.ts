import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ExactSum } from './exact-sum.js';

describe('ExactSum', () => {
  it('adds past 2^53 without losing a unit', () => {
    const sum = new ExactSum();
    const big = 2n ** 51n + 3n;
    let expected = 0n;
    for (let i = 0; i < 9; i += 1) {
      sum.add(big);
      expected += big;
    }
    sum.add(-1n);
    expect(sum.total).toBe(expected - 1n);
  });

  it('takes single values beyond a double exactly', () => {
    const sum = new ExactSum();
    sum.add(2n ** 60n + 7n);
    sum.add(5n);
    sum.add(-(2n ** 61n));
    expect(sum.total).toBe(2n ** 60n + 12n - 2n ** 61n);
  });

  it('equals bigint addition for any sequence of values', () => {
    const value = fc.oneof(
      fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }),
      fc.bigInt({ min: -(2n ** 53n), max: 2n ** 53n }),
      fc.bigInt({ min: -1000n, max: 1000n }),
    );
    fc.assert(
      fc.property(fc.array(value, { maxLength: 60 }), (values) => {
        const sum = new ExactSum();
        for (const v of values) sum.add(v);
        expect(sum.total).toBe(values.reduce((a, b) => a + b, 0n));
      }),
    );
  });
});
