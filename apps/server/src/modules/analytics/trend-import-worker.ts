/**
 * The 'analytics.import-trends' queue: large uploaded trend files are imported here, one at a
 * time per process (each holds a file stream and a long transaction). Without a job runner (API
 * tests, scripts) the import runs at once. A job retried after a crash finds its import still
 * 'importing' and runs it again: the transaction that died left nothing behind.
 * 'analytics.pickup-trends' (trend-folder-pickup.ts) reads the stores' trends folders on a schedule,
 * after failing the imports a dead process left 'importing' for hours (trend-import-lock.ts).
 */
import { eq } from 'drizzle-orm';
import { trendLayoutOf } from '@liner/ddex/trends';
import type { AppDeps } from '../../platform/deps.js';
import type { Jobs } from '../../platform/jobs.js';
import { runTrendImport } from './import-trend-file.js';
import { analyticsImports } from './tables.js';
import { failAbandonedTrendImports } from './trend-import-lock.js';
import { pickUpTrendFiles, TREND_PICKUP_CRON, TREND_PICKUP_QUEUE } from './trend-folder-pickup.js';

export const TREND_IMPORT_QUEUE = 'analytics.import-trends';

export interface TrendImportJob {
  importId: number;
  /** The stored file; deleted once the import has ended. */
  storageKey: string;
}

const started = new WeakSet<Jobs>();

export async function startTrendImportWorker(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs || started.has(jobs)) return;
  started.add(jobs);
  await jobs.work<TrendImportJob>(
    TREND_IMPORT_QUEUE,
    async (batch) => {
      for (const job of batch) await runQueuedTrendImport(deps, job.data);
    },
    { batchSize: 1 },
  );
  await jobs.work(TREND_PICKUP_QUEUE, async () => {
    const abandoned = await failAbandonedTrendImports(deps);
    if (abandoned > 0) deps.logger.warn({ abandoned }, 'interrupted trend imports marked failed');
    const result = await pickUpTrendFiles(deps);
    if (result.read > 0 || result.problems.length > 0) deps.logger.info(result, 'trend files picked up');
  });
  await jobs.schedule(TREND_PICKUP_QUEUE, TREND_PICKUP_CRON, {}, { retryLimit: 0 });
}

export async function enqueueTrendImport(deps: AppDeps, job: TrendImportJob): Promise<void> {
  if (!deps.jobs) {
    await runQueuedTrendImport(deps, job);
    return;
  }
  await deps.jobs.send(TREND_IMPORT_QUEUE, job, {
    singletonKey: `trend-import:${job.importId}`,
    retryLimit: 2,
    retryDelay: 30,
  });
}

export async function runQueuedTrendImport(deps: AppDeps, job: TrendImportJob): Promise<void> {
  const [row] = await deps.db
    .select({ platform: analyticsImports.platform, status: analyticsImports.status })
    .from(analyticsImports)
    .where(eq(analyticsImports.id, job.importId));
  const layout = row ? trendLayoutOf(row.platform) : undefined;
  // Removed while queued, or already ended: only the file is left to clean up.
  if (row && layout && (row.status === 'queued' || row.status === 'importing')) {
    await runTrendImport(deps, job.importId, layout, () => deps.storage.get(job.storageKey));
  }
  await deps.storage.delete(job.storageKey);
}
