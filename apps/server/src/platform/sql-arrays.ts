import type { SQL } from 'drizzle-orm';
import type { DbExecutor } from './db.js';

/**
 * PostgreSQL array literals for bulk writes: `INSERT ... SELECT * FROM unnest($1::int[], ...)`
 * sends one parameter per column instead of one per cell, which is what lets a batch of a few
 * thousand rows go in one statement on both PostgreSQL and PGlite.
 * Drizzle expands a JS array parameter into a list, so the arrays travel as literal text.
 */
export function textArray(values: readonly (string | null | undefined)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i];
    if (i > 0) out += ',';
    out += v === null || v === undefined ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  }
  return `${out}}`;
}

export function numberArray(values: readonly (bigint | number | null | undefined)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i];
    if (i > 0) out += ',';
    out += v === null || v === undefined ? 'NULL' : String(v);
  }
  return `${out}}`;
}

/** Rows of a raw query: both drivers (node-postgres and PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
