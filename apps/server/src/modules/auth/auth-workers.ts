import type { AppDeps } from '../../platform/deps.js';
import { RECOVERY_MAIL_QUEUE, type RecoveryMailJob, sendRecoveryLink } from './recover-password.js';

export interface AuthWorkers {
  stop(): Promise<void>;
}

/** Starts the worker that mails password-reset links (deps.jobs must be started). */
export async function registerAuthWorkers(
  deps: AppDeps,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<AuthWorkers> {
  const jobs = deps.jobs;
  if (!jobs) throw new Error('registerAuthWorkers needs a started job runner (deps.jobs)');
  const workerId = await jobs.work<RecoveryMailJob>(
    RECOVERY_MAIL_QUEUE,
    async (batch) => {
      for (const job of batch) await sendRecoveryLink(deps, job.data);
    },
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
  );
  return {
    async stop() {
      await jobs.boss.offWork({ id: workerId });
    },
  };
}
