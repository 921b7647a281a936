/**
 * The 'statements.import' queue, worked by the processes that run workers (src/workers.ts:
 * the server itself in embedded mode). Without a job runner (API tests, scripts) the import
 * runs inline.
 */
import type { AppDeps } from '../../platform/deps.js';
import type { Jobs } from '../../platform/jobs.js';
import { importStatement } from './import-statement.js';

export const STATEMENT_IMPORT_QUEUE = 'statements.import';

const started = new WeakSet<Jobs>();

export async function startStatementWorker(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs || started.has(jobs)) return;
  started.add(jobs);
  // One import at a time per process: each holds a transaction and a file stream.
  await jobs.work<{ statementId: number }>(
    STATEMENT_IMPORT_QUEUE,
    async (batch) => {
      for (const job of batch) await importStatement(deps, job.data.statementId);
    },
    { batchSize: 1 },
  );
}

export async function enqueueStatementImport(deps: AppDeps, statementId: number): Promise<void> {
  if (!deps.jobs) {
    await importStatement(deps, statementId);
    return;
  }
  await deps.jobs.send(STATEMENT_IMPORT_QUEUE, { statementId }, { singletonKey: `statement:${statementId}` });
}
