/**
 * A hash table from a pair of non-negative int32 keys to a number, in one typed array (open
 * addressing, linear probing; an entry's two keys and value side by side, so a probe touches one
 * cache line): summing millions of trend counts by integer keys makes no object, string or
 * bigint per count, and the garbage collector never walks it.
 */
const EMPTY = -1;
/** Numbers per slot: key a, key b, value. */
const WIDTH = 3;

export class PairTable {
  private cells: Float64Array;
  private mask: number;
  size = 0;

  constructor(capacity = 1 << 12) {
    const slots = 2 ** Math.ceil(Math.log2(Math.max(16, capacity * 2)));
    this.cells = new Float64Array(slots * WIDTH).fill(EMPTY);
    this.mask = slots - 1;
  }

  /** The slot of (a, b), made with value `initial` when absent; valid until the next call. */
  slot(a: number, b: number, initial = 0): number {
    const cells = this.cells;
    let i = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca77)) & this.mask;
    for (;;) {
      const key = cells[i * WIDTH] as number;
      if (key === EMPTY) break;
      if (key === a && cells[i * WIDTH + 1] === b) return i;
      i = (i + 1) & this.mask;
    }
    if ((this.size + 1) * 2 > this.capacity) {
      this.grow();
      return this.slot(a, b, initial);
    }
    cells[i * WIDTH] = a;
    cells[i * WIDTH + 1] = b;
    cells[i * WIDTH + 2] = initial;
    this.size += 1;
    return i;
  }

  /** Adds `amount` to the value of (a, b). */
  add(a: number, b: number, amount: number): void {
    const at = this.slot(a, b) * WIDTH + 2;
    this.cells[at] = (this.cells[at] as number) + amount;
  }

  /** Slots run 0 .. capacity - 1; `used` says which hold an entry. */
  get capacity(): number {
    return this.cells.length / WIDTH;
  }

  used(slot: number): boolean {
    return this.cells[slot * WIDTH] !== EMPTY;
  }

  keyA(slot: number): number {
    return this.cells[slot * WIDTH] as number;
  }

  keyB(slot: number): number {
    return this.cells[slot * WIDTH + 1] as number;
  }

  value(slot: number): number {
    return this.cells[slot * WIDTH + 2] as number;
  }

  setValue(slot: number, value: number): void {
    this.cells[slot * WIDTH + 2] = value;
  }

  /** Calls `visit` with each entry's keys and value. */
  forEach(visit: (a: number, b: number, value: number) => void): void {
    const cells = this.cells;
    for (let i = 0; i < cells.length; i += WIDTH) {
      const key = cells[i] as number;
      if (key !== EMPTY) visit(key, cells[i + 1] as number, cells[i + 2] as number);
    }
  }

  clear(): void {
    this.cells.fill(EMPTY);
    this.size = 0;
  }

  private grow(): void {
    const old = this.cells;
    const slots = (old.length / WIDTH) * 2;
    this.cells = new Float64Array(slots * WIDTH).fill(EMPTY);
    this.mask = slots - 1;
    this.size = 0;
    for (let i = 0; i < old.length; i += WIDTH) {
      const key = old[i] as number;
      if (key !== EMPTY) this.setValue(this.slot(key, old[i + 1] as number), old[i + 2] as number);
    }
  }
}
