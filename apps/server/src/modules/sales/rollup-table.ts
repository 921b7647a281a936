/**
 * Rollup rows being summed, in typed arrays: no object per row (per-row objects kept the garbage
 * collector busy for ~40 % of an import's CPU) and no key string per line.
 *
 * A row is 64 bytes, one cache line: its key (dimension, entity, text id, month id), owner and
 * release as 32-bit integers, then its line count and four sums as doubles. Rows are numbered
 * densely in the order they appear. A small hash index (one 32-bit row number per slot, at most
 * half of them used) finds a key's row; it stays in the CPU's cache while the rows do not, so a
 * lookup and the sums it adds to touch one row's cache line. This replaced an index holding keys
 * in its slots beside a separate sums array: ~200 against ~320 ns for a line's three rows.
 *
 * Doubles add integers exactly below 2^53; a row whose sum passes 2^52 moves it into a bigint
 * (rare: 2^52 micro-units is 4.5 billion currency units) and starts again from zero.
 */
import { outsideExactRange } from '@liner/domain';

export const SUMMED = ['units', 'amount', 'streamUnits', 'streamAmount'] as const;
export type Summed = (typeof SUMMED)[number];

export const outsideExact = outsideExactRange;

const ROW_BYTES = 64;
const INTS = ROW_BYTES / 4; // per row in the Int32Array: key (4), user, release
const DOUBLES = ROW_BYTES / 8; // per row in the Float64Array: lines at 3, the SUMMED at 4..7
const USER = 4;
const RELEASE = 5;
const LINES = 3;

function hash(a: number, b: number, c: number, d: number): number {
  let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d) ^ Math.imul(d, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

export class RollupTable {
  size = 0;
  private capacity: number;
  private ints: Int32Array;
  private doubles: Float64Array;
  /** Row + 1 per slot (0 = empty); twice as many slots as the rows' capacity. */
  private slots: Int32Array;
  private readonly spilled = new Map<number, bigint[]>();

  constructor(capacity = 4096) {
    this.capacity = Math.max(16, 2 ** Math.ceil(Math.log2(capacity)));
    const bytes = new ArrayBuffer(this.capacity * ROW_BYTES);
    this.ints = new Int32Array(bytes);
    this.doubles = new Float64Array(bytes);
    this.slots = new Int32Array(this.capacity * 2);
  }

  /** The row of key (d, entity, text, month); a new key gets the next row, with zero sums and this owner and release. */
  rowOf(d: number, entity: number, text: number, month: number, user: number, release: number): number {
    const { slots, ints } = this;
    const mask = slots.length - 1;
    let slot = hash(d, entity, text, month) & mask;
    for (;;) {
      const entry = slots[slot];
      if (entry === 0) break;
      const at = (entry - 1) * INTS;
      if (ints[at] === d && ints[at + 1] === entity && ints[at + 2] === text && ints[at + 3] === month)
        return entry - 1;
      slot = (slot + 1) & mask;
    }
    if (this.size === this.capacity) {
      this.grow();
      return this.rowOf(d, entity, text, month, user, release);
    }
    const row = this.size;
    this.size += 1;
    const at = row * INTS;
    ints[at] = d;
    ints[at + 1] = entity;
    ints[at + 2] = text;
    ints[at + 3] = month;
    ints[at + USER] = user;
    ints[at + RELEASE] = release;
    slots[slot] = row + 1;
    return row;
  }

  /** Part 0..3 of row `row`'s key. */
  keyPart(row: number, part: number): number {
    return this.ints[row * INTS + part];
  }

  user(row: number): number {
    return this.ints[row * INTS + USER];
  }

  release(row: number): number {
    return this.ints[row * INTS + RELEASE];
  }

  lines(row: number): number {
    return this.doubles[row * DOUBLES + LINES];
  }

  /** Adds one line's figures (each below 2^52 in magnitude) to row `row`. */
  add(row: number, units: number, amount: number, stream: boolean): void {
    const v = this.doubles;
    const at = row * DOUBLES + LINES;
    v[at] += 1;
    const u = (v[at + 1] += units);
    const a = (v[at + 2] += amount);
    let su = 0;
    let sa = 0;
    if (stream) {
      su = v[at + 3] += units;
      sa = v[at + 4] += amount;
    }
    if (outsideExact(u) || outsideExact(a) || outsideExact(su) || outsideExact(sa)) this.spill(row);
  }

  /** Adds figures of any size (the slow path for values a double cannot hold). */
  addLarge(row: number, units: bigint, amount: bigint, stream: boolean): void {
    this.doubles[row * DOUBLES + LINES] += 1;
    const big = this.spill(row);
    big[0] += units;
    big[1] += amount;
    if (stream) {
      big[2] += units;
      big[3] += amount;
    }
  }

  /** Adds row `j` of `from` (its line count and every sum) to row `row`. */
  addRowOf(row: number, from: RollupTable, j: number): void {
    const at = row * DOUBLES + LINES;
    const fromAt = j * DOUBLES + LINES;
    const v = this.doubles;
    v[at] += from.doubles[fromAt];
    const big = from.spilled.get(j);
    if (big) {
      const mine = this.spill(row);
      for (let f = 0; f < SUMMED.length; f += 1) mine[f] += big[f] + BigInt(from.doubles[fromAt + 1 + f]);
      return;
    }
    let outside = false;
    for (let f = 1; f <= SUMMED.length; f += 1) {
      v[at + f] += from.doubles[fromAt + f];
      outside ||= outsideExact(v[at + f]);
    }
    if (outside) this.spill(row);
  }

  /** Row `row`'s exact sum of one figure. */
  total(row: number, field: Summed): bigint | number {
    const f = SUMMED.indexOf(field);
    const value = this.doubles[row * DOUBLES + LINES + 1 + f];
    const big = this.spilled.get(row);
    return big ? big[f] + BigInt(value) : value;
  }

  /** Moves row `row`'s sums into its bigints (made on first use) and zeroes the doubles. */
  private spill(row: number): bigint[] {
    let big = this.spilled.get(row);
    if (!big) this.spilled.set(row, (big = SUMMED.map(() => 0n)));
    const at = row * DOUBLES + LINES + 1;
    for (let f = 0; f < SUMMED.length; f += 1) {
      big[f] += BigInt(this.doubles[at + f]);
      this.doubles[at + f] = 0;
    }
    return big;
  }

  private grow(): void {
    this.capacity *= 2;
    const bytes = new ArrayBuffer(this.capacity * ROW_BYTES);
    const ints = new Int32Array(bytes);
    ints.set(this.ints);
    this.ints = ints;
    this.doubles = new Float64Array(bytes);
    this.slots = new Int32Array(this.capacity * 2);
    const mask = this.slots.length - 1;
    for (let row = 0; row < this.size; row += 1) {
      const at = row * INTS;
      let slot = hash(ints[at], ints[at + 1], ints[at + 2], ints[at + 3]) & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = row + 1;
    }
  }
}
