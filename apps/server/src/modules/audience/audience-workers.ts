import type { AppDeps } from '../../platform/deps.js';
import { AUDIENCE_REFRESH_QUEUE, runAudienceRefresh } from './refresh-audience.js';

export interface AudienceWorkers {
  stop(): Promise<void>;
}

/**
 * Works the 'audience.refresh' queue. A refresh records its own failure on the account's status
 * row, so the job never fails and is not retried: the person starts another when they want one.
 */
export async function registerAudienceWorkers(
  deps: AppDeps,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<AudienceWorkers> {
  const jobs = deps.jobs;
  if (!jobs) throw new Error('registerAudienceWorkers needs a started job runner (deps.jobs)');
  const workerId = await jobs.work<{ accountId: number }>(
    AUDIENCE_REFRESH_QUEUE,
    async (batch) => {
      for (const job of batch) await runAudienceRefresh(deps, job.data.accountId);
    },
    { batchSize: 2, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
  );
  return {
    async stop() {
      await jobs.boss.offWork({ id: workerId });
    },
  };
}
