/**
 * Dense row numbers (0, 1, 2, ...) for keys of four 32-bit integers, in an open-addressing hash
 * table held in typed arrays. A statement import finds four rollup rows per sale line; nested Maps
 * cost ~0.7 µs a lookup there and kept the garbage collector busy. Each slot holds its key next
 * to its row, so a lookup touches one cache line (the table is larger than the CPU's caches).
 */
const STRIDE = 5; // four key parts, then row + 1 (0 = empty slot)
const PARTS = 4;

function hash(a: number, b: number, c: number, d: number): number {
  let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d) ^ Math.imul(d, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

export class IntTupleIndex {
  size = 0;
  /** At most half the slots are used. */
  private slotCount: number;
  private slots: Int32Array;
  /** Per row: its key again, in row order (read when rows are written out). */
  private keys: Int32Array;

  constructor(capacity = 1024) {
    const rows = Math.max(16, 2 ** Math.ceil(Math.log2(capacity)));
    this.slotCount = rows * 2;
    this.slots = new Int32Array(this.slotCount * STRIDE);
    this.keys = new Int32Array(rows * PARTS);
  }

  /** The row of (a, b, c, d); a new key gets the next row number (check `size` to tell). */
  rowOf(a: number, b: number, c: number, d: number): number {
    const slots = this.slots;
    const mask = this.slotCount - 1;
    let slot = hash(a, b, c, d) & mask;
    for (;;) {
      const at = slot * STRIDE;
      const entry = slots[at + 4];
      if (entry === 0) break;
      if (slots[at] === a && slots[at + 1] === b && slots[at + 2] === c && slots[at + 3] === d) return entry - 1;
      slot = (slot + 1) & mask;
    }
    if ((this.size + 1) * 2 > this.slotCount) {
      this.grow();
      return this.rowOf(a, b, c, d);
    }
    const row = this.size;
    this.size += 1;
    const at = slot * STRIDE;
    slots[at] = a;
    slots[at + 1] = b;
    slots[at + 2] = c;
    slots[at + 3] = d;
    slots[at + 4] = row + 1;
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
    this.slotCount *= 2;
    this.slots = new Int32Array(this.slotCount * STRIDE);
    const mask = this.slotCount - 1;
    for (let row = 0; row < this.size; row += 1) {
      const k = row * PARTS;
      let slot = hash(keys[k], keys[k + 1], keys[k + 2], keys[k + 3]) & mask;
      while (this.slots[slot * STRIDE + 4] !== 0) slot = (slot + 1) & mask;
      this.slots.set(keys.subarray(k, k + PARTS), slot * STRIDE);
      this.slots[slot * STRIDE + 4] = row + 1;
    }
  }
}
