import type { AppDeps } from '../../platform/deps.js';
import { sweepSupport } from './support-sweep.js';

export const SUPPORT_SWEEP_QUEUE = 'support.sweep';
/** Hourly, off the top of the hour and away from the upload sweep's minute. */
export const SUPPORT_SWEEP_CRON = '41 * * * *';

export interface SupportWorkers {
  stop(): Promise<void>;
}

/** Starts the support sweep worker and (re)writes its hourly schedule (deps.jobs must be started). */
export async function registerSupportWorkers(
  deps: AppDeps,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<SupportWorkers> {
  const jobs = deps.jobs;
  if (!jobs) throw new Error('registerSupportWorkers needs a started job runner (deps.jobs)');
  const workerId = await jobs.work(
    SUPPORT_SWEEP_QUEUE,
    async () => {
      try {
        await sweepSupport(deps);
      } catch (error) {
        deps.logger.error({ err: error }, 'support sweep failed');
        throw error;
      }
    },
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
  );
  await jobs.schedule(SUPPORT_SWEEP_QUEUE, SUPPORT_SWEEP_CRON, {}, { retryLimit: 0 });
  return {
    async stop() {
      await jobs.boss.offWork({ id: workerId });
    },
  };
}
