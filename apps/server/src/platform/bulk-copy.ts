/**
 * Bulk writes with COPY ... FROM, inside the caller's transaction, on both engines:
 * PostgreSQL streams the rows over the transaction's own connection (pg-copy-streams);
 * PGlite reads them from its virtual '/dev/blob' file. Rows travel in COPY's text format
 * (copy-text.ts makes it).
 *
 * COPY is the fastest way into PostgreSQL (no per-row parse/plan, no parameter limit); a large
 * import's sale lines go in this way.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DbExecutor } from './db.js';

/** A view of a Buffer's bytes for a Blob (no copy; a Buffer's memory is never a SharedArrayBuffer). */
function blobBytes(bytes: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
}

interface PgliteLike {
  query(text: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
}

/**
 * The driver connection behind a Drizzle handle. Drizzle keeps it on the (internal) session:
 * a pg PoolClient inside a node-postgres transaction, the Pool outside one, PGlite's transaction
 * or instance on PGlite. Only this module reaches for it.
 */
function driverOf(db: DbExecutor): unknown {
  return (db as unknown as { session: { client: unknown } }).session.client;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * COPY `text` (rows in COPY text format, or the whole binary stream: copy-binary.ts) into
 * `table (columns)` through `db`'s connection.
 */
export async function copyInto(
  db: DbExecutor,
  table: string,
  columns: readonly string[],
  text: string | Buffer,
  format: 'text' | 'binary' = 'text',
): Promise<void> {
  if (text.length === 0) return;
  for (const name of [table, ...columns])
    if (!IDENTIFIER.test(name)) throw new Error(`not a plain identifier: ${name}`);
  const target = `${table} (${columns.join(', ')})`;
  const options = format === 'binary' ? ' WITH (FORMAT binary)' : '';
  const driver = driverOf(db);
  if (driver instanceof pg.Pool) {
    const client = await driver.connect();
    try {
      await pipeline(Readable.from([text]), client.query(copyFrom(`COPY ${target} FROM STDIN${options}`)));
    } finally {
      client.release();
    }
    return;
  }
  if (driver instanceof pg.Client) {
    await pipeline(Readable.from([text]), driver.query(copyFrom(`COPY ${target} FROM STDIN${options}`)));
    return;
  }
  await (driver as PgliteLike).query(`COPY ${target} FROM '/dev/blob'${options}`, [], {
    blob: new Blob([typeof text === 'string' ? text : blobBytes(text)]),
  });
}
