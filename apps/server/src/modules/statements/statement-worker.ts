/**
 * The 'statements.import' queue, worked by the processes that run workers (src/workers.ts:
 * the server itself in embedded mode). Without a job runner (API tests, scripts) the import
 * runs inline. The 'statements.sweep-interrupted' schedule cleans up after imports and uploads
 * that a dead process cut short (interrupted-imports.ts); the server also does it at start.
 * 'statements.retry-waiting-rates' (retry-waiting-imports.ts) resumes imports waiting for a rate.
 */
import type { AppDeps } from '../../platform/deps.js';
import type { Jobs } from '../../platform/jobs.js';
import { importStatement } from './import-statement.js';
import { recoverInterruptedImports } from './interrupted-imports.js';

export const STATEMENT_IMPORT_QUEUE = 'statements.import';
export const INTERRUPTED_SWEEP_QUEUE = 'statements.sweep-interrupted';
/** Every ten minutes. */
const INTERRUPTED_SWEEP_CRON = '*/10 * * * *';
/**
 * A partial upload file untouched this long is left from a dead process: a live upload writes to
 * its file as the bytes arrive (and this process's own are never swept).
 */
export const INTERRUPTED_UPLOAD_AGE_MS = 30 * 60_000;

const started = new WeakSet<Jobs>();

export async function startStatementWorker(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs || started.has(jobs)) return;
  started.add(jobs);
  // One import at a time per process: each holds a file stream and, for large files, an import process.
  await jobs.work<{ statementId: number }>(
    STATEMENT_IMPORT_QUEUE,
    async (batch) => {
      for (const job of batch) await importStatement(deps, job.data.statementId);
    },
    { batchSize: 1 },
  );
  await jobs.work(INTERRUPTED_SWEEP_QUEUE, async () => {
    await sweepInterrupted(deps);
  });
  await jobs.schedule(INTERRUPTED_SWEEP_QUEUE, INTERRUPTED_SWEEP_CRON, {}, { retryLimit: 0 });
}

/** Imports whose process died become failed, and partial upload files of dead writes are deleted. */
export async function sweepInterrupted(deps: AppDeps): Promise<void> {
  await recoverInterruptedImports(deps);
  const removed = await deps.storage.sweepInterruptedWrites(INTERRUPTED_UPLOAD_AGE_MS);
  if (removed > 0) deps.logger.info({ removed }, 'partial upload files of interrupted uploads deleted');
}

export async function enqueueStatementImport(deps: AppDeps, statementId: number): Promise<void> {
  if (!deps.jobs) {
    await importStatement(deps, statementId);
    return;
  }
  // Retried when it finds the statement locked by a clean-up still ending (ImportBusy), and after
  // a crash (the job expires): the retry then marks the statement interrupted.
  await deps.jobs.send(
    STATEMENT_IMPORT_QUEUE,
    { statementId },
    { singletonKey: `statement:${statementId}`, retryLimit: 3, retryDelay: 15, retryBackoff: true },
  );
}
