import type { AppDeps } from '../../platform/deps.js';
import { generateReport, REPORTS_QUEUE } from './generate-report.js';

export interface ReportWorkers {
  stop(): Promise<void>;
}

/**
 * Starts the 'reports.generate' worker in this process (deps.jobs must be started). A report's
 * own failure is recorded on its row by generateReport, so a job never fails for it and is not
 * retried: asking again is one click, and a retry would only repeat a deterministic failure.
 */
export async function registerReportWorkers(
  deps: AppDeps,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<ReportWorkers> {
  const jobs = deps.jobs;
  if (!jobs) throw new Error('registerReportWorkers needs a started job runner (deps.jobs)');
  // Two at a time: each holds a file stream and reads pages; more would crowd the API's connections.
  const workerId = await jobs.work<{ reportId: number }>(
    REPORTS_QUEUE,
    async (batch) => {
      await Promise.all(batch.map((job) => generateReport(deps, job.data.reportId)));
    },
    { batchSize: 2, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
  );
  return {
    async stop() {
      await jobs.boss.offWork({ id: workerId });
    },
  };
}
