/**
 * Sharing an amount over lines pro rata to their weights (usages), in integer micro-units, with no
 * micro-unit lost: the largest-remainder rule. Each line gets floor(total * w / W); the micro-units
 * left over go one each to the lines with the largest remainders (total * w mod W). Ties between
 * equal remainders go to the larger weight first, then to the earlier line. A negative total is
 * shared as its absolute value and negated. When every weight is zero the lines share equally.
 *
 * `RemainderPlan` applies exactly the same rule in one streaming pass: it needs only the histogram
 * of weights (how many lines have each weight), gathered on a first pass over the file.
 */

function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** The whole-array form: shares in the order of `weights`, summing to `total`. */
export function allocateLargestRemainder(total: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 0) return [];
  if (weights.some((w) => w < 0n)) throw new Error('pro-rata weights must not be negative');
  const allZero = weights.every((w) => w === 0n);
  const effective = allZero ? weights.map(() => 1n) : weights;
  const sum = effective.reduce((a, b) => a + b, 0n);
  const amount = abs(total);
  const shares = effective.map((w) => (amount * w) / sum);
  let left = amount - shares.reduce((a, b) => a + b, 0n);
  const order = effective
    .map((w, index) => ({ index, w, rem: (amount * w) % sum }))
    .sort((a, b) =>
      a.rem === b.rem ? (a.w === b.w ? a.index - b.index : a.w > b.w ? -1 : 1) : a.rem > b.rem ? -1 : 1,
    );
  for (const entry of order) {
    if (left === 0n) break;
    shares[entry.index] += 1n;
    left -= 1n;
  }
  return total < 0n ? shares.map((s) => -s) : shares;
}

interface WeightRule {
  base: bigint;
  /** Lines of this weight, in file order, that get one extra micro-unit. */
  extras: number;
  given: number;
}

/** Streaming form of the same rule; build it from the weight histogram, then call `next` per line in file order. */
export class RemainderPlan {
  private readonly rules = new Map<bigint, WeightRule>();
  private readonly equal: boolean;
  private readonly negative: boolean;

  constructor(total: bigint, histogram: ReadonlyMap<bigint, number>) {
    this.negative = total < 0n;
    let count = 0;
    let sum = 0n;
    for (const [w, n] of histogram) {
      if (w < 0n) throw new Error('pro-rata weights must not be negative');
      count += n;
      sum += w * BigInt(n);
    }
    this.equal = sum === 0n;
    const groups: Array<[bigint, number]> = this.equal ? [[1n, count]] : [...histogram];
    const divisor = this.equal ? BigInt(count) : sum;
    const amount = abs(total);
    let left = amount;
    const ranked = groups.map(([w, n]) => {
      const base = divisor === 0n ? 0n : (amount * w) / divisor;
      left -= base * BigInt(n);
      return { w, n, base, rem: divisor === 0n ? 0n : (amount * w) % divisor };
    });
    ranked.sort((a, b) => (a.rem === b.rem ? (a.w > b.w ? -1 : a.w < b.w ? 1 : 0) : a.rem > b.rem ? -1 : 1));
    for (const group of ranked) {
      const extras = left >= BigInt(group.n) ? group.n : Number(left);
      left -= BigInt(extras);
      this.rules.set(group.w, { base: group.base, extras, given: 0 });
    }
  }

  /** The share of the next line with weight `weight` (lines must come in file order). */
  next(weight: bigint): bigint {
    const rule = this.rules.get(this.equal ? 1n : weight);
    if (!rule) throw new Error(`weight ${weight} was not in the histogram`);
    let share = rule.base;
    if (rule.given < rule.extras) {
      rule.given += 1;
      share += 1n;
    }
    return this.negative ? -share : share;
  }
}
