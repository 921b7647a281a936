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

/** Bytes of COPY text per staging statement (~1,000 rows). */
const STAGE_BYTES = 64 * 1024;
/** Staged rows moved per statement. */
const MOVE_ROWS = 1_000;

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

/**
 * Adds the rows staged under `batch` to sales_rollups, MOVE_ROWS per statement; answers how many.
 * Each step starts after the last id it moved: deleted rows stay in the index until vacuumed, and
 * a scan from the batch's start read them all again at every step (measured: a 100,000-row batch
 * took 25 s, its steps growing longer one by one).
 */
export async function applyStagedRollups(db: Database, batch: string): Promise<number> {
  let moved = 0;
  let after = 0;
  for (;;) {
    await yieldToEventLoop();
    const [row] = await queryRows<{ n: number; last: string | null }>(
      db,
      sql`WITH moved AS (
        DELETE FROM sales_rollups_pending WHERE id IN (
          SELECT id FROM sales_rollups_pending WHERE batch = ${batch} AND id > ${after} ORDER BY id LIMIT ${MOVE_ROWS})
        RETURNING id, ${sql.raw(ROLLUP_COLUMNS.join(', '))}
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
      SELECT count(*)::int AS n, max(id)::text AS last FROM moved`,
    );
    const n = Number(row?.n ?? 0);
    moved += n;
    if (n < MOVE_ROWS || !row?.last) return moved;
    after = Number(row.last);
  }
}

/** Forgets the rows staged under `batch` (an import that failed), a few thousand per statement. */
export async function dropStagedRollups(db: Database, batch: string): Promise<void> {
  let after = 0;
  for (;;) {
    await yieldToEventLoop();
    const [row] = await queryRows<{ n: number; last: string | null }>(
      db,
      sql`WITH gone AS (
        DELETE FROM sales_rollups_pending WHERE id IN (
          SELECT id FROM sales_rollups_pending WHERE batch = ${batch} AND id > ${after} ORDER BY id LIMIT ${MOVE_ROWS * 5})
        RETURNING id)
      SELECT count(*)::int AS n, max(id)::text AS last FROM gone`,
    );
    if (Number(row?.n ?? 0) < MOVE_ROWS * 5 || !row?.last) return;
    after = Number(row.last);
  }
}

/** The batches with staged rows (a crash between staging and moving leaves some). */
export async function stagedRollupBatches(db: Database): Promise<string[]> {
  const rows = await queryRows<{ batch: string }>(db, sql`SELECT DISTINCT batch FROM sales_rollups_pending`);
  return rows.map((row) => row.batch);
}
