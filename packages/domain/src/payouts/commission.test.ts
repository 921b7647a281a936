import { describe, expect, it } from 'vitest';
import {
  distributionFeeMicros,
  formatRatePercent,
  parseRatePercent,
  RATE_MESSAGES,
  taxWithheldMicros,
} from './commission.js';

describe('percentages typed by an operator', () => {
  it.each([
    ['15', 1500],
    ['12.5', 1250],
    ['0.25', 25],
    ['0', 0],
    ['100', 10_000],
    [' 7.05 ', 705],
  ])('reads %s as %i basis points', (text, basisPoints) =>
    expect(parseRatePercent(text)).toEqual({ ok: true, basisPoints }),
  );

  it.each([
    ['', RATE_MESSAGES.format],
    ['-1', RATE_MESSAGES.format],
    ['1e2', RATE_MESSAGES.format],
    ['12.345', RATE_MESSAGES.decimals],
    ['100.01', RATE_MESSAGES.range],
    ['250', RATE_MESSAGES.range],
  ])('refuses %j', (text, message) => expect(parseRatePercent(text)).toEqual({ ok: false, message }));

  it('writes basis points with two decimals', () => {
    expect([0, 25, 1250, 10_000].map(formatRatePercent)).toEqual(['0.00', '0.25', '12.50', '100.00']);
  });
});

describe('distribution fee', () => {
  it('is 0 at 0 % (the default) and exact where the product is whole', () => {
    expect(distributionFeeMicros(123_456_789n, 0)).toBe(0n);
    expect(distributionFeeMicros(100_000_000n, 1500)).toBe(15_000_000n);
  });

  it('truncates the sub-micro rest toward zero, so a negative line gets exactly the opposite fee', () => {
    // 0.003125 × 12.5 % = 0.000390625: 390 micro-units, the 0.625 stays with the artist.
    expect(distributionFeeMicros(3_125n, 1250)).toBe(390n);
    expect(distributionFeeMicros(-3_125n, 1250)).toBe(-390n);
    expect(distributionFeeMicros(1n, 9999)).toBe(0n);
  });

  it('never takes more than the rate: fee <= amount × rate for any amount', () => {
    for (let amount = 1n; amount < 5_000n; amount += 37n)
      for (const rate of [1, 333, 1250, 9999])
        expect(distributionFeeMicros(amount, rate) * 10_000n <= amount * BigInt(rate)).toBe(true);
  });
});

describe('tax withheld from a payout', () => {
  it('is amount × rate truncated to the cent', () => {
    expect(taxWithheldMicros(100_000_000n, 2_000_000n, 3000)).toBe(30_000_000n);
    // 33.33 × 24 % = 7.9992 -> 7.99
    expect(taxWithheldMicros(33_330_000n, 660_000n, 2400)).toBe(7_990_000n);
    expect(taxWithheldMicros(50_000_000n, 0n, 0)).toBe(0n);
  });

  it('never leaves less than nothing after the fee', () => {
    expect(taxWithheldMicros(10_000_000n, 250_000n, 10_000)).toBe(9_750_000n);
  });
});
