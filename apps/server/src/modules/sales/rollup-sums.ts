/**
 * Exact integer sums for many rows, held in one typed array instead of one object per row:
 * per-row objects kept the garbage collector busy for ~40 % of an import's CPU (scavenges copying
 * hundreds of thousands of live rows). A row's line count and four sums sit side by side, so
 * adding a line to a row touches one cache line. Doubles add integers exactly below 2^53; a row
 * whose sum passes 2^52 moves it into a bigint (rare: 2^52 micro-units is 4.5 billion currency
 * units) and starts again from zero.
 */
import { outsideExactRange } from '@liner/domain';

export const SUMMED = ['units', 'amount', 'streamUnits', 'streamAmount'] as const;
export type Summed = (typeof SUMMED)[number];

export const outsideExact = outsideExactRange;

/** Per row: lines, then the SUMMED figures in order. */
const STRIDE = 1 + SUMMED.length;

export class RollupSums {
  private capacity = 1024;
  size = 0;
  private values = new Float64Array(this.capacity * STRIDE);
  private readonly spilled = new Map<number, bigint[]>();

  /** A new row with zero sums; returns its index. */
  addRow(): number {
    if (this.size === this.capacity) this.grow();
    return this.size++;
  }

  private grow(): void {
    this.capacity *= 2;
    const next = new Float64Array(this.capacity * STRIDE);
    next.set(this.values);
    this.values = next;
  }

  /** Row `i`'s line count. */
  lines(i: number): number {
    return this.values[i * STRIDE];
  }

  /** Adds one line's figures (each below 2^52 in magnitude) to row `i`. */
  add(i: number, units: number, amount: number, stream: boolean): void {
    const v = this.values;
    const at = i * STRIDE;
    v[at] += 1;
    const u = (v[at + 1] += units);
    const a = (v[at + 2] += amount);
    let su = 0;
    let sa = 0;
    if (stream) {
      su = v[at + 3] += units;
      sa = v[at + 4] += amount;
    }
    if (outsideExact(u) || outsideExact(a) || outsideExact(su) || outsideExact(sa)) this.spill(i);
  }

  /** Adds figures of any size (the slow path for values a double cannot hold). */
  addLarge(i: number, units: bigint, amount: bigint, stream: boolean): void {
    this.values[i * STRIDE] += 1;
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
    const at = i * STRIDE;
    const fromAt = j * STRIDE;
    this.values[at] += from.values[fromAt];
    const big = from.spilled.get(j);
    if (big) {
      const mine = this.spill(i);
      for (let f = 0; f < SUMMED.length; f += 1) mine[f] += big[f] + BigInt(from.values[fromAt + 1 + f]);
      return;
    }
    let outside = false;
    for (let f = 1; f < STRIDE; f += 1) {
      this.values[at + f] += from.values[fromAt + f];
      outside ||= outsideExact(this.values[at + f]);
    }
    if (outside) this.spill(i);
  }

  private spill(i: number): bigint[] {
    let big = this.spilled.get(i);
    if (!big) this.spilled.set(i, (big = SUMMED.map(() => 0n)));
    const at = i * STRIDE;
    for (let f = 0; f < SUMMED.length; f += 1) {
      big[f] += BigInt(this.values[at + 1 + f]);
      this.values[at + 1 + f] = 0;
    }
    return big;
  }

  /** Row `i`'s exact sum of one figure. */
  total(i: number, field: Summed): bigint | number {
    const f = SUMMED.indexOf(field);
    const value = this.values[i * STRIDE + 1 + f];
    const big = this.spilled.get(i);
    return big ? big[f] + BigInt(value) : value;
  }
}
