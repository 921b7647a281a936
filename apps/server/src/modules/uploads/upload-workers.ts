import type { AppDeps } from '../../platform/deps.js';
import { sweepAbandonedUploads } from './sweep-abandoned-uploads.js';

export const UPLOAD_SWEEP_QUEUE = 'uploads.sweep-abandoned';
/** Hourly, off the top of the hour: an abandoned upload outlives its threshold by an hour at most. */
export const UPLOAD_SWEEP_CRON = '23 * * * *';

export interface UploadWorkers {
  stop(): Promise<void>;
}

/**
 * Starts the abandoned-upload sweep worker in this process and (re)writes its hourly schedule
 * (deps.jobs must be started). A failed sweep is logged and left to the next tick: it only
 * deletes what is still abandoned then, so nothing is lost by waiting.
 */
export async function registerUploadWorkers(
  deps: AppDeps,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<UploadWorkers> {
  const jobs = deps.jobs;
  if (!jobs) throw new Error('registerUploadWorkers needs a started job runner (deps.jobs)');
  const workerId = await jobs.work(
    UPLOAD_SWEEP_QUEUE,
    async () => {
      try {
        await sweepAbandonedUploads(deps);
      } catch (error) {
        deps.logger.error({ err: error }, 'upload sweep failed');
        throw error;
      }
    },
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
  );
  await jobs.schedule(UPLOAD_SWEEP_QUEUE, UPLOAD_SWEEP_CRON, {}, { retryLimit: 0 });
  return {
    async stop() {
      await jobs.boss.offWork({ id: workerId });
    },
  };
}
