/**
 * Dense row numbers (0, 1, 2, ...) for keys of four 32-bit integers, in an open-addressing hash
 * table held in typed arrays. A statement import finds ten rollup rows per sale line; nested Maps
 * cost ~0.7 µs a lookup there and kept the garbage collector busy, this allocates only when it grows.
 */
const EMPTY = 0;
const PARTS = 4;

function hash(a: number, b: number, c: number, d: number): number {
  let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d) ^ Math.imul(d, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

export class IntTupleIndex {
  size = 0;
  /** Per slot: row + 1, or EMPTY. At most half the slots are used. */
  private slots: Int32Array;
  /** Per row: its four key parts. */
  private keys: Int32Array;

  constructor(capacity = 1024) {
    const rows = Math.max(16, 2 ** Math.ceil(Math.log2(capacity)));
    this.slots = new Int32Array(rows * 2);
    this.keys = new Int32Array(rows * PARTS);
  }

  /** The row of (a, b, c, d); a new key gets the next row number (check `size` to tell). */
  rowOf(a: number, b: number, c: number, d: number): number {
    const mask = this.slots.length - 1;
    let slot = hash(a, b, c, d) & mask;
    for (;;) {
      const entry = this.slots[slot];
      if (entry === EMPTY) break;
      const k = (entry - 1) * PARTS;
      if (this.keys[k] === a && this.keys[k + 1] === b && this.keys[k + 2] === c && this.keys[k + 3] === d) return entry - 1;
      slot = (slot + 1) & mask;
    }
    const row = this.size;
    if ((row + 1) * PARTS > this.keys.length) {
      this.grow();
      return this.rowOf(a, b, c, d);
    }
    this.size += 1;
    this.slots[slot] = row + 1;
    const k = row * PARTS;
    this.keys[k] = a;
    this.keys[k + 1] = b;
    this.keys[k + 2] = c;
    this.keys[k + 3] = d;
    return row;
  }

  /** Part 0..3 of row `row`'s key. */
  keyPart(row: number, part: number): number {
    return this.keys[row * PARTS + part];
  }

  private grow(): void {
    const keys = new Int32Array(this.keys.length * 2);
    keys.set(this.keys);
    this.keys = keys;
    this.slots = new Int32Array(this.slots.length * 2);
    const mask = this.slots.length - 1;
    for (let row = 0; row < this.size; row += 1) {
      const k = row * PARTS;
      let slot = hash(keys[k], keys[k + 1], keys[k + 2], keys[k + 3]) & mask;
      while (this.slots[slot] !== EMPTY) slot = (slot + 1) & mask;
      this.slots[slot] = row + 1;
    }
  }
}
