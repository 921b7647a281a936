/**
 * A hash table from a pair of non-negative int32 keys to a number, in typed arrays (open
 * addressing, linear probing): summing millions of trend counts by integer keys makes no
 * object, string or bigint per count, and the garbage collector never walks it.
 */
const EMPTY = -1;

export class PairTable {
  private a: Int32Array;
  private b: Int32Array;
  /** The value of the entry at each slot (see `slot`). */
  values: Float64Array;
  private mask: number;
  size = 0;

  constructor(capacity = 1 << 12) {
    const slots = 2 ** Math.ceil(Math.log2(Math.max(16, capacity * 2)));
    this.a = new Int32Array(slots).fill(EMPTY);
    this.b = new Int32Array(slots);
    this.values = new Float64Array(slots);
    this.mask = slots - 1;
  }

  /** The slot of (a, b) in `values`, made with value `initial` when absent; valid until the next call. */
  slot(a: number, b: number, initial = 0): number {
    let i = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca77)) & this.mask;
    for (;;) {
      const key = this.a[i] as number;
      if (key === EMPTY) break;
      if (key === a && this.b[i] === b) return i;
      i = (i + 1) & this.mask;
    }
    if ((this.size + 1) * 2 > this.a.length) {
      this.grow();
      return this.slot(a, b, initial);
    }
    this.a[i] = a;
    this.b[i] = b;
    this.values[i] = initial;
    this.size += 1;
    return i;
  }

  /** Adds `amount` to the value of (a, b). */
  add(a: number, b: number, amount: number): void {
    const i = this.slot(a, b);
    this.values[i] = (this.values[i] as number) + amount;
  }

  /** Slots run 0 .. capacity - 1; `used` says which hold an entry. */
  get capacity(): number {
    return this.a.length;
  }

  used(slot: number): boolean {
    return this.a[slot] !== EMPTY;
  }

  keyA(slot: number): number {
    return this.a[slot] as number;
  }

  keyB(slot: number): number {
    return this.b[slot] as number;
  }

  /** Calls `visit` with each entry's keys and value. */
  forEach(visit: (a: number, b: number, value: number) => void): void {
    for (let i = 0; i < this.a.length; i += 1) {
      const key = this.a[i] as number;
      if (key !== EMPTY) visit(key, this.b[i] as number, this.values[i] as number);
    }
  }

  clear(): void {
    this.a.fill(EMPTY);
    this.size = 0;
  }

  private grow(): void {
    const { a, b, values } = this;
    const slots = a.length * 2;
    this.a = new Int32Array(slots).fill(EMPTY);
    this.b = new Int32Array(slots);
    this.values = new Float64Array(slots);
    this.mask = slots - 1;
    this.size = 0;
    for (let i = 0; i < a.length; i += 1) {
      const key = a[i] as number;
      if (key !== EMPTY) this.values[this.slot(key, b[i] as number)] = values[i] as number;
    }
  }
}
