/**
 * Rollup rows added to sales_rollups in short steps (sales_rollups_pending, tables.ts): a large
 * import's rollups are a few hundred thousand rows, and one upsert of them held the embedded
 * database (one connection) for seconds. They are staged in pieces first, then moved a few
 * thousand rows at a time, each step after a turn of the event loop; each move deletes the staged rows and adds them in one statement, so a
 * batch cut short (a crash) is moved on later and never added twice.
 */
import { sql } from 'drizzle-orm';
import { copyInto } from '../../platform/bulk-copy.js';
import { copyTextValue, splitCopyRows } from '../../platform/copy-text.js';
import type { Database } from '../../platform/db.js';
import { yieldToEventLoop } from '../../platform/event-loop.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { ROLLUP_COLUMNS } from './record-sales-rollups.js';

/** Bytes of COPY text per staging statement (~2,000 rows). */
const STAGE_BYTES = 128 * 1024;
/** Staged rows moved per statement. */
const MOVE_ROWS = 2_000;

const KEY = 'user_id, dimension, release_id, track_id, key, month';

/** Stages `copyText` (ROLLUP_COLUMNS rows, as SalesRollupRecorder writes them) under `batch`. */
export async function stageRollups(db: Database, batch: string, copyText: Buffer): Promise<void> {
  const prefix = `${copyTextValue(batch)}\t`;
  for (const piece of splitCopyRows(copyText, STAGE_BYTES)) {
    const rows = piece.toString('utf8').split('\n');
    if (rows.at(-1) === '') rows.pop();
    const text = `${rows.map((row) => prefix + row).join('\n')}\n`;
    await yieldToEventLoop();
    await copyInto(db, 'sales_rollups_pending', ['batch', ...ROLLUP_COLUMNS], text);
  }
}

/** Adds the rows staged under `batch` to sales_rollups, a few thousand per statement; answers how many. */
export async function applyStagedRollups(db: Database, batch: string): Promise<number> {
  let moved = 0;
  for (;;) {
    await yieldToEventLoop();
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`WITH moved AS (
        DELETE FROM sales_rollups_pending WHERE id IN (
          SELECT id FROM sales_rollups_pending WHERE batch = ${batch} ORDER BY id LIMIT ${MOVE_ROWS})
        RETURNING ${sql.raw(ROLLUP_COLUMNS.join(', '))}
      ), added AS (
        INSERT INTO sales_rollups (${sql.raw(ROLLUP_COLUMNS.join(', '))})
        SELECT ${sql.raw(KEY)}, sum(lines)::int, sum(units)::bigint, sum(amount_micros)::bigint,
          sum(stream_units)::bigint, sum(stream_micros)::bigint
        FROM moved GROUP BY ${sql.raw(KEY)}
        ON CONFLICT (${sql.raw(KEY)}) DO UPDATE SET
          lines = sales_rollups.lines + excluded.lines,
          units = sales_rollups.units + excluded.units,
          amount_micros = sales_rollups.amount_micros + excluded.amount_micros,
          stream_units = sales_rollups.stream_units + excluded.stream_units,
          stream_micros = sales_rollups.stream_micros + excluded.stream_micros
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM moved`,
    );
    const n = Number(row?.n ?? 0);
    moved += n;
    if (n < MOVE_ROWS) return moved;
  }
}

/** Forgets the rows staged under `batch` (an import that failed), a few thousand per statement. */
export async function dropStagedRollups(db: Database, batch: string): Promise<void> {
  for (;;) {
    await yieldToEventLoop();
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`WITH gone AS (
        DELETE FROM sales_rollups_pending WHERE id IN (
          SELECT id FROM sales_rollups_pending WHERE batch = ${batch} LIMIT ${MOVE_ROWS * 5})
        RETURNING 1)
      SELECT count(*)::int AS n FROM gone`,
    );
    if (Number(row?.n ?? 0) < MOVE_ROWS * 5) return;
  }
}

/** The batches with staged rows (a crash between staging and moving leaves some). */
export async function stagedRollupBatches(db: Database): Promise<string[]> {
  const rows = await queryRows<{ batch: string }>(db, sql`SELECT DISTINCT batch FROM sales_rollups_pending`);
  return rows.map((row) => row.batch);
}
