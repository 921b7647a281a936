import { describe, expect, it } from 'vitest';
import { allocateLargestRemainder, RemainderPlan } from './pro-rata.js';
import { seededRandom } from './test-support.js';

function viaPlan(total: bigint, weights: bigint[]): bigint[] {
  const histogram = new Map<bigint, number>();
  for (const w of weights) histogram.set(w, (histogram.get(w) ?? 0) + 1);
  const plan = new RemainderPlan(total, histogram);
  return weights.map((w) => plan.next(w));
}

describe('largest-remainder pro rata', () => {
  it('shares 10.000000 over three equal lines: the one spare micro-unit goes to the first line', () => {
    expect(allocateLargestRemainder(10_000_000n, [1n, 1n, 1n])).toEqual([3_333_334n, 3_333_333n, 3_333_333n]);
    expect(viaPlan(10_000_000n, [1n, 1n, 1n])).toEqual([3_333_334n, 3_333_333n, 3_333_333n]);
  });

  it('gives spare micro-units to the largest remainders, then to larger weights on ties', () => {
    // 100 over 1,2,4: exact 14.28, 28.57, 57.14 -> floors 14, 28, 57 (99); the largest remainder is weight 2's.
    expect(allocateLargestRemainder(100n, [1n, 2n, 4n])).toEqual([14n, 29n, 57n]);
    // 5 over 2,2,1,1 (sum 6): floors 1,1,0,0, remainders 4,4,5,5: both weight-1 lines, then the earlier weight-2 line.
    expect(allocateLargestRemainder(5n, [2n, 2n, 1n, 1n])).toEqual([2n, 1n, 1n, 1n]);
    expect(viaPlan(5n, [2n, 2n, 1n, 1n])).toEqual([2n, 1n, 1n, 1n]);
    // 2 over 1,1,4 (sum 6): floors 0,0,1, remainders all 2: the tie goes to the larger weight.
    expect(allocateLargestRemainder(2n, [1n, 1n, 4n])).toEqual([0n, 0n, 2n]);
    expect(viaPlan(2n, [1n, 1n, 4n])).toEqual([0n, 0n, 2n]);
  });

  it('shares negative totals symmetrically, zero weights equally, and nothing over no lines', () => {
    expect(allocateLargestRemainder(-10n, [1n, 1n, 1n])).toEqual([-4n, -3n, -3n]);
    expect(allocateLargestRemainder(7n, [0n, 0n])).toEqual([4n, 3n]);
    expect(viaPlan(7n, [0n, 0n])).toEqual([4n, 3n]);
    expect(allocateLargestRemainder(7n, [])).toEqual([]);
    expect(allocateLargestRemainder(7n, [0n, 5n])).toEqual([0n, 7n]);
  });

  it('property: never loses a micro-unit, stays within one of the exact share, and the streaming plan agrees', () => {
    const random = seededRandom(20260101);
    for (let run = 0; run < 2000; run += 1) {
      const n = 1 + Math.floor(random() * 40);
      const weights = Array.from({ length: n }, () => BigInt(Math.floor(random() * (random() < 0.3 ? 5 : 1_000_000))));
      const magnitude = BigInt(Math.floor(random() * 1e12));
      const total = random() < 0.1 ? -magnitude : magnitude;
      const shares = allocateLargestRemainder(total, weights);
      expect(shares.reduce((a, b) => a + b, 0n)).toBe(total);
      const sum = weights.reduce((a, b) => a + b, 0n);
      const effective = sum === 0n ? weights.map(() => 1n) : weights;
      const divisor = sum === 0n ? BigInt(n) : sum;
      const abs = total < 0n ? -total : total;
      let extras = 0n;
      shares.forEach((share, i) => {
        const floor = (abs * effective[i]) / divisor;
        const got = total < 0n ? -share : share;
        expect(got === floor || got === floor + 1n).toBe(true);
        extras += got - floor;
      });
      expect(extras).toBeLessThan(BigInt(n));
      expect(viaPlan(total, weights)).toEqual(shares);
    }
  });
});
