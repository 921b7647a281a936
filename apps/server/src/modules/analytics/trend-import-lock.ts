/**
 * Which trend imports are running: each run holds a process lock on its import id (a PostgreSQL
 * session advisory lock, or this process's registry on PGlite), so an import left 'importing' by a
 * process that died is told from one still running, and becomes failed instead of blocking its
 * file (a repeat answers 409) and its removal for ever. Its transaction died with the process:
 * nothing of it was counted.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { type ProcessLock, tryProcessLock } from '../../platform/process-lock.js';
import { analyticsImports } from './tables.js';

const TREND_IMPORT_LOCK_SPACE = 0x5449; // 'TI'

export const INTERRUPTED_TREND_IMPORT =
  'The import was interrupted (the server stopped while it ran); nothing of it was counted. Upload the file again.';

export function lockTrendImport(deps: AppDeps, importId: number): Promise<ProcessLock | null> {
  return tryProcessLock(deps.database, TREND_IMPORT_LOCK_SPACE, importId);
}

/** True when the import is 'importing' but no live process runs it: it is marked failed. */
export async function failIfInterrupted(deps: AppDeps, row: { id: number; status: string }): Promise<boolean> {
  if (row.status !== 'importing') return false;
  const lock = await lockTrendImport(deps, row.id);
  if (!lock) return false;
  try {
    await deps.db
      .update(analyticsImports)
      .set({ status: 'failed', error: INTERRUPTED_TREND_IMPORT, finishedAt: deps.clock.now() })
      .where(and(eq(analyticsImports.id, row.id), eq(analyticsImports.status, 'importing')));
    return true;
  } finally {
    await lock.release();
  }
}

/**
 * A crashed run's job is retried (its queue's retries end within about an hour), so only an import
 * left 'importing' longer than this, and run by no process, is past saving.
 */
export const ABANDONED_TREND_IMPORT_MS = 2 * 60 * 60 * 1000;

/** Marks failed every import left 'importing' by a process that died (the pickup's sweep). */
export async function failAbandonedTrendImports(deps: AppDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - ABANDONED_TREND_IMPORT_MS);
  const stale = await deps.db
    .select({ id: analyticsImports.id, status: analyticsImports.status })
    .from(analyticsImports)
    .where(and(eq(analyticsImports.status, 'importing'), lt(analyticsImports.createdAt, before)));
  let failed = 0;
  for (const row of stale) if (await failIfInterrupted(deps, row)) failed += 1;
  return failed;
}
