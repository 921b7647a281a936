import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IntTupleIndex } from './int-tuple-index.js';

describe('IntTupleIndex', () => {
  it('numbers new keys densely and finds them again, across growth', () => {
    const index = new IntTupleIndex(16);
    const seen = new Map<string, number>();
    for (let i = 0; i < 5000; i += 1) {
      const key = [i % 10, (i * 7919) % 1013, -(i % 3), 2 ** 31 - 1 - (i % 17)] as const;
      const before = index.size;
      const row = index.rowOf(...key);
      const known = seen.get(key.join());
      if (known === undefined) {
        expect(row).toBe(before);
        seen.set(key.join(), row);
      } else {
        expect(row).toBe(known);
        expect(index.size).toBe(before);
      }
    }
    for (const [text, row] of seen) {
      const key = text.split(',').map(Number);
      expect(index.rowOf(key[0], key[1], key[2], key[3])).toBe(row);
      expect([0, 1, 2, 3].map((p) => index.keyPart(row, p))).toEqual(key);
    }
    expect(index.size).toBe(seen.size);
  });

  it('agrees with a Map for any sequence of keys', () => {
    const int = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
    const small = fc.integer({ min: 0, max: 5 });
    fc.assert(fc.property(fc.array(fc.tuple(small, small, fc.oneof(small, int), small), { maxLength: 300 }), (keys) => {
      const index = new IntTupleIndex(16);
      const reference = new Map<string, number>();
      for (const [a, b, c, d] of keys) {
        const id = `${a},${b},${c},${d}`;
        if (!reference.has(id)) reference.set(id, reference.size);
        expect(index.rowOf(a, b, c, d)).toBe(reference.get(id));
      }
    }));
  });
});
