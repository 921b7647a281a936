import type { AppDeps } from '../../platform/deps.js';
import { renewDueSubscriptions } from './renew-subscriptions.js';

export const RENEWAL_QUEUE = 'subscriptions.renew';
/** Hourly: a period that ends is charged within the hour, a failed one retried the next day. */
export const RENEWAL_CRON = '41 * * * *';

export interface RenewalWorkers {
  stop(): Promise<void>;
}

/** Starts the renewal worker and (re)writes its hourly schedule (deps.jobs must be started). */
export async function registerRenewalWorkers(
  deps: AppDeps,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<RenewalWorkers> {
  const jobs = deps.jobs;
  if (!jobs) throw new Error('registerRenewalWorkers needs a started job runner (deps.jobs)');
  const workerId = await jobs.work(
    RENEWAL_QUEUE,
    async () => {
      const summary = await renewDueSubscriptions(deps);
      if (summary.renewed + summary.failed > 0) deps.logger.info(summary, 'subscription renewals');
    },
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
  );
  await jobs.schedule(RENEWAL_QUEUE, RENEWAL_CRON, {}, { retryLimit: 0 });
  return {
    async stop() {
      await jobs.boss.offWork({ id: workerId });
    },
  };
}
