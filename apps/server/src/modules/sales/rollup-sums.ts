/**
 * Exact integer sums for many rows, held in typed arrays (one column per figure) instead of one
 * object per row: an import adds each line to ten rows, and per-row objects kept the garbage
 * collector busy for ~40 % of the import's CPU (scavenges copying hundreds of thousands of
 * live rows). Doubles add integers exactly below 2^53; a row whose sum passes 2^52 moves it into
 * a bigint (rare: 2^52 micro-units is 4.5 billion currency units) and starts again from zero.
 */
export const SUMMED = ['units', 'amount', 'streamUnits', 'streamAmount'] as const;
export type Summed = (typeof SUMMED)[number];

import { outsideExactRange } from '@liner/domain';

export const outsideExact = outsideExactRange;

export class RollupSums {
  private capacity = 1024;
  size = 0;
  lines = new Float64Array(this.capacity);
  private sums = SUMMED.map(() => new Float64Array(this.capacity));
  private readonly spilled = new Map<number, bigint[]>();

  /** A new row with zero sums; returns its index. */
  addRow(): number {
    if (this.size === this.capacity) this.grow();
    return this.size++;
  }

  private grow(): void {
    this.capacity *= 2;
    const larger = (old: Float64Array) => {
      const next = new Float64Array(this.capacity);
      next.set(old);
      return next;
    };
    this.lines = larger(this.lines);
    this.sums = this.sums.map(larger);
  }

  /** Adds one line's figures (each below 2^52 in magnitude) to row `i`. */
  add(i: number, units: number, amount: number, stream: boolean): void {
    this.lines[i] += 1;
    const [u, a, su, sa] = this.sums;
    u[i] += units;
    a[i] += amount;
    if (stream) {
      su[i] += units;
      sa[i] += amount;
    }
    if (outsideExact(u[i]) || outsideExact(a[i]) || outsideExact(su[i]) || outsideExact(sa[i])) this.spill(i);
  }

  /** Adds figures of any size (the slow path for values a double cannot hold). */
  addLarge(i: number, units: bigint, amount: bigint, stream: boolean): void {
    this.lines[i] += 1;
    const big = this.spill(i);
    big[0] += units;
    big[1] += amount;
    if (stream) {
      big[2] += units;
      big[3] += amount;
    }
  }

  /** Adds row `j` of `from` (every figure and its line count) to row `i`. */
  addSumsOf(i: number, from: RollupSums, j: number): void {
    this.lines[i] += from.lines[j];
    const big = from.spilled.get(j);
    if (big) {
      const mine = this.spill(i);
      for (let f = 0; f < SUMMED.length; f += 1) mine[f] += big[f] + BigInt(from.sums[f][j]);
      return;
    }
    let outside = false;
    for (let f = 0; f < SUMMED.length; f += 1) {
      this.sums[f][i] += from.sums[f][j];
      outside ||= outsideExact(this.sums[f][i]);
    }
    if (outside) this.spill(i);
  }

  private spill(i: number): bigint[] {
    let big = this.spilled.get(i);
    if (!big) this.spilled.set(i, (big = SUMMED.map(() => 0n)));
    for (let f = 0; f < SUMMED.length; f += 1) {
      big[f] += BigInt(this.sums[f][i]);
      this.sums[f][i] = 0;
    }
    return big;
  }

  /** Row `i`'s exact sum of one figure. */
  total(i: number, field: Summed): bigint | number {
    const f = SUMMED.indexOf(field);
    const big = this.spilled.get(i);
    return big ? big[f] + BigInt(this.sums[f][i]) : this.sums[f][i];
  }
}
