/**
 * What an import leaves when it fails or its process dies, and how it is cleaned up.
 *
 * An import commits its sale lines in batches while its statement is 'importing' (batch-sink.ts);
 * they count for nobody until the final step flips the statement to 'imported'. An import that
 * fails marks its statement failed and deletes them. One whose process died (kill -9, a crash)
 * leaves its statement 'importing' and its lines behind: the import's process lock
 * (platform/process-lock.ts) is gone with the process, which is how such a statement is told from
 * one still running. It becomes failed — at start, by the periodic sweep, or when its job is
 * retried — its lines are deleted, and the same file can be uploaded again.
 *
 * Its rollups are staged apart (sales/staged-rollups.ts) and forgotten with it; rollups staged by
 * an import that was flipped to 'imported' just before a crash are added here instead.
 *
 * It is not imported again by itself: a file that brought the server down would do it again.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import { yieldToEventLoop } from '../../platform/event-loop.js';
import { tryProcessLock } from '../../platform/process-lock.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { applyStagedRollups, dropStagedRollups, stagedRollupBatches } from '../sales/index.js';
import { statements } from './tables.js';

/** Where an import stages its rollups (sales/staged-rollups.ts). */
export const rollupBatchOf = (statementId: number) => `statement:${statementId}`;

/** The process-lock space of statement imports (the key is the statement id). */
export const IMPORT_LOCK_SPACE = 0x5354; // 'ST'

export const INTERRUPTED_IMPORT_MESSAGE = 'The import was interrupted; import the file again';

/** Sale lines deleted per statement: each batch is short, so other requests get the connection between them. */
const DELETE_BATCH = 10_000;

/**
 * Deletes the sale lines of a statement in batches, each only while the statement still has
 * `status` ('failed' after a failure; 'importing' when its own import starts over): a statement
 * queued again meanwhile keeps what its next import writes. Each batch sees the status of its own
 * moment, and lines committed after that moment are not among the ones it deletes.
 */
export async function removeStatementLines(
  db: Database,
  statementId: number,
  status: 'failed' | 'importing' | 'waiting-rate',
): Promise<number> {
  let removed = 0;
  for (;;) {
    await yieldToEventLoop();
    const rows = await queryRows<{ n: number }>(
      db,
      sql`WITH gone AS (
        DELETE FROM sales_lines WHERE id IN (
          SELECT l.id FROM sales_lines l WHERE l.statement_id = ${statementId}
            AND EXISTS (SELECT 1 FROM statements s WHERE s.id = ${statementId} AND s.status = ${status})
          LIMIT ${DELETE_BATCH})
        RETURNING 1)
      SELECT count(*)::int AS n FROM gone`,
    );
    const n = Number(rows[0]?.n ?? 0);
    removed += n;
    if (n < DELETE_BATCH) return removed;
  }
}

/** Marks an import failed with `reason` (when it is still 'importing'), then deletes its lines. */
export async function failImport(
  deps: AppDeps,
  statementId: number,
  reason: string,
  duplicateOf: number | null = null,
): Promise<boolean> {
  const failed = await deps.db
    .update(statements)
    .set({ status: 'failed', failureReason: reason.slice(0, 2000), linesRead: 0, duplicateOf })
    .where(and(eq(statements.id, statementId), eq(statements.status, 'importing')))
    .returning({ id: statements.id });
  // From here the lines count for nobody; deleting them may take a few batches.
  await removeStatementLines(deps.db, statementId, 'failed');
  await dropStagedRollups(deps.db, rollupBatchOf(statementId));
  return failed.length > 0;
}

/**
 * Every 'importing' statement whose import has no live process becomes failed
 * (INTERRUPTED_IMPORT_MESSAGE), and lines left by failed imports are deleted. Run at start and
 * by the periodic sweep; answers the statements it failed.
 */
export async function recoverInterruptedImports(deps: AppDeps): Promise<number[]> {
  const importing = await deps.db
    .select({ id: statements.id })
    .from(statements)
    .where(eq(statements.status, 'importing'));
  const recovered: number[] = [];
  for (const { id } of importing) {
    const lock = await tryProcessLock(deps.database, IMPORT_LOCK_SPACE, id);
    if (!lock) continue; // still running, here or in another process
    try {
      if (await failImport(deps, id, INTERRUPTED_IMPORT_MESSAGE)) recovered.push(id);
    } finally {
      await lock.release();
    }
  }
  if (recovered.length > 0)
    deps.logger.warn({ statementIds: recovered }, 'statement imports interrupted (no live import process)');
  // A failure whose clean-up was itself cut short left lines under a failed statement.
  const leftovers = await queryRows<{ statement_id: number }>(
    deps.db,
    sql`SELECT DISTINCT l.statement_id FROM sales_lines l
      WHERE l.statement_id IN (SELECT id FROM statements WHERE status IN ('failed', 'waiting-rate'))`,
  );
  for (const row of leftovers) {
    await removeStatementLines(deps.db, Number(row.statement_id), 'failed');
    await removeStatementLines(deps.db, Number(row.statement_id), 'waiting-rate');
  }
  await finishStagedRollups(deps);
  return recovered;
}

/**
 * Rollups staged by imports that did not get to the end of them: added to the sales figures when
 * the statement is imported (the crash came after the flip), forgotten when it failed.
 */
async function finishStagedRollups(deps: AppDeps): Promise<void> {
  for (const batch of await stagedRollupBatches(deps.db)) {
    const id = Number(/^statement:(\d+)$/.exec(batch)?.[1]);
    if (!id) continue;
    const lock = await tryProcessLock(deps.database, IMPORT_LOCK_SPACE, id);
    if (!lock) continue; // its import is still running
    try {
      const [row] = await deps.db.select({ status: statements.status }).from(statements).where(eq(statements.id, id));
      if (row?.status === 'imported') {
        const moved = await applyStagedRollups(deps.db, batch);
        deps.logger.warn({ statementId: id, rows: moved }, 'statement rollups added after an interruption');
      } else if (row?.status !== 'importing') await dropStagedRollups(deps.db, batch);
    } finally {
      await lock.release();
    }
  }
}
