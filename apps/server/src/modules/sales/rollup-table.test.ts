import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RollupTable } from './rollup-table.js';

describe('RollupTable', () => {
  it('numbers new keys densely and finds them again across growth, keeping owner, release and sums', () => {
    const table = new RollupTable(16);
    const seen = new Map<string, number>();
    for (let i = 0; i < 5000; i += 1) {
      const key = [i % 10, (i * 7919) % 1013, -(i % 3), 2 ** 31 - 1 - (i % 17)] as const;
      const before = table.size;
      const row = table.rowOf(...key, 100 + (i % 7), 200 + (i % 11));
      table.add(row, 2, 10, i % 2 === 0);
      const known = seen.get(key.join());
      if (known === undefined) {
        expect(row).toBe(before);
        seen.set(key.join(), row);
      } else {
        expect(row).toBe(known);
        expect(table.size).toBe(before);
      }
    }
    expect(table.size).toBe(seen.size);
    let lines = 0;
    for (const [text, row] of seen) {
      const key = text.split(',').map(Number);
      expect(table.rowOf(key[0], key[1], key[2], key[3], 0, 0)).toBe(row);
      expect([0, 1, 2, 3].map((p) => table.keyPart(row, p))).toEqual(key);
      // The owner and release given when the row was made, not the later lookup's.
      expect(table.user(row)).toBeGreaterThanOrEqual(100);
      expect(table.release(row)).toBeGreaterThanOrEqual(200);
      expect(table.total(row, 'units')).toBe(2 * table.lines(row));
      expect(table.total(row, 'amount')).toBe(10 * table.lines(row));
      lines += table.lines(row);
    }
    expect(lines).toBe(5000);
  });

  it('agrees with a Map for any sequence of keys and figures, stream sums included', () => {
    const small = fc.integer({ min: 0, max: 5 });
    const int = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
    const line = fc.tuple(small, small, fc.oneof(small, int), small, fc.integer({ min: -1e9, max: 1e9 }), fc.boolean());
    fc.assert(
      fc.property(fc.array(line, { maxLength: 300 }), (lines) => {
        const table = new RollupTable(16);
        const reference = new Map<string, { row: number; lines: number; amount: number; stream: number }>();
        for (const [a, b, c, d, amount, stream] of lines) {
          const id = `${a},${b},${c},${d}`;
          const row = table.rowOf(a, b, c, d, 1, 1);
          table.add(row, 1, amount, stream);
          const entry = reference.get(id) ?? { row: reference.size, lines: 0, amount: 0, stream: 0 };
          entry.lines += 1;
          entry.amount += amount;
          if (stream) entry.stream += amount;
          reference.set(id, entry);
          expect(row).toBe(entry.row);
        }
        for (const entry of reference.values()) {
          expect(table.lines(entry.row)).toBe(entry.lines);
          expect(table.total(entry.row, 'amount')).toBe(entry.amount);
          expect(table.total(entry.row, 'streamAmount')).toBe(entry.stream);
        }
      }),
    );
  });

  it('keeps sums exact past what a double holds, and when rows are added up', () => {
    const table = new RollupTable(16);
    const row = table.rowOf(1, 2, 3, 4, 5, 6);
    const near = 2 ** 52 - 1;
    table.add(row, 1, near, true);
    table.add(row, 1, near, true);
    table.add(row, 1, 3, false);
    expect(table.total(row, 'amount')).toBe(2n * BigInt(near) + 3n);
    expect(table.total(row, 'streamAmount')).toBe(2n * BigInt(near));
    table.addLarge(row, 10n ** 20n, -(10n ** 20n), true);
    expect(table.total(row, 'units')).toBe(3n + 10n ** 20n);
    expect(table.lines(row)).toBe(4);

    const sums = new RollupTable(16);
    const other = table.rowOf(9, 9, 9, 9, 5, 6);
    table.add(other, 7, 8, false);
    const into = sums.rowOf(0, 5, 0, 4, 5, 0);
    sums.addRowOf(into, table, other);
    sums.addRowOf(into, table, row);
    sums.addRowOf(into, table, other);
    expect(sums.lines(into)).toBe(6);
    expect(sums.total(into, 'units')).toBe(3n + 10n ** 20n + 14n);
    expect(sums.total(into, 'amount')).toBe(2n * BigInt(near) + 3n - 10n ** 20n + 16n);
  });
});
