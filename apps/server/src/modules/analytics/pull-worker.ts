import type { AppDeps } from '../../platform/deps.js';
import { type PullOutcome, pullPlatformDay } from './pull-platform-day.js';
import { pullSourcesOf } from './pull-sources.js';

export const ANALYTICS_PULL_QUEUE = 'analytics.pull-platforms';
/** Daily, early morning UTC, when the platforms have published the day before yesterday. */
const ANALYTICS_PULL_CRON = '30 5 * * *';
/** Platforms settle a day's figures a few days late: the newest day pulled is this many days back. */
export const PULL_LAG_DAYS = 3;
/** Days looked back for gaps, so a few days of downtime are caught up. */
export const PULL_CATCH_UP_DAYS = 7;

function daysBack(now: Date, back: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back));
  return day.toISOString().slice(0, 10);
}

/** The settled days not pulled yet, for every configured platform, oldest first. */
export async function pullSettledDays(deps: AppDeps): Promise<PullOutcome[]> {
  const outcomes: PullOutcome[] = [];
  const now = deps.clock.now();
  for (const source of pullSourcesOf(deps)) {
    for (let back = PULL_LAG_DAYS + PULL_CATCH_UP_DAYS - 1; back >= PULL_LAG_DAYS; back -= 1) {
      outcomes.push(await pullPlatformDay(deps, source, daysBack(now, back)));
    }
  }
  return outcomes;
}

export interface AnalyticsPullWorkers {
  stop(): Promise<void>;
}

/** Starts the daily pull worker and (re)writes its schedule (deps.jobs must be started). */
export async function registerAnalyticsPullWorkers(deps: AppDeps): Promise<AnalyticsPullWorkers> {
  const jobs = deps.jobs;
  if (!jobs) throw new Error('registerAnalyticsPullWorkers needs a started job runner (deps.jobs)');
  const workerId = await jobs.work(ANALYTICS_PULL_QUEUE, async () => {
    if (pullSourcesOf(deps).length === 0) return;
    const outcomes = await pullSettledDays(deps);
    const pulled = outcomes.filter((outcome) => outcome.status === 'pulled');
    if (pulled.length > 0) deps.logger.info({ pulled }, 'analytics pulled from platforms');
  });
  await jobs.schedule(ANALYTICS_PULL_QUEUE, ANALYTICS_PULL_CRON, {}, { retryLimit: 2, retryDelay: 600 });
  return {
    async stop() {
      await jobs.boss.offWork({ id: workerId });
    },
  };
}
