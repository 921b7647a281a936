/**
 * The schedule behind "waiting for a rate": saving a rate resumes the imports it completes, but a
 * rate can also land while an import is still running (the save finds nothing waiting yet, then
 * the import stops to wait) or a resume can fail half-way. Every 15 minutes the workers look
 * again and resume each waiting import whose missing rates the reference table now has.
 */
import type { AppDeps } from '../../platform/deps.js';
import type { Jobs } from '../../platform/jobs.js';
import { resumeWaitingImports } from './resume-waiting-imports.js';

export const RATE_RETRY_QUEUE = 'statements.retry-waiting-rates';
/** Every quarter of an hour, off the minutes other schedules use. */
export const RATE_RETRY_CRON = '4,19,34,49 * * * *';
/**
 * An import the schedule resumed that came back waiting (a rate deleted meanwhile, say) is not
 * read again for an hour: a large file would otherwise be re-read every quarter of an hour for nothing.
 */
export const RATE_RETRY_BACKOFF_MINUTES = 60;

export interface WaitingImportRetrier {
  /** One scheduled pass; the ids it resumed. */
  run(): Promise<number[]>;
}

/** One per worker process: it remembers (in memory) when it last resumed each import. */
export function createWaitingImportRetrier(deps: AppDeps): WaitingImportRetrier {
  const lastResumed = new Map<number, number>();
  const backoffMs = RATE_RETRY_BACKOFF_MINUTES * 60_000;
  return {
    async run() {
      const now = deps.clock.now().getTime();
      for (const [id, at] of lastResumed) if (now - at >= backoffMs) lastResumed.delete(id);
      const resumed = await resumeWaitingImports(deps, (id) => !lastResumed.has(id));
      for (const id of resumed) lastResumed.set(id, now);
      if (resumed.length > 0) deps.logger.info({ statements: resumed }, 'waiting imports resumed by the schedule');
      return resumed;
    },
  };
}

const started = new WeakSet<Jobs>();

/** Works the schedule's queue in this process (src/workers.ts) and sets the schedule. */
export async function startRateRetryWorker(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs || started.has(jobs)) return;
  started.add(jobs);
  const retrier = createWaitingImportRetrier(deps);
  await jobs.work(RATE_RETRY_QUEUE, async () => {
    await retrier.run();
  });
  await jobs.schedule(RATE_RETRY_QUEUE, RATE_RETRY_CRON, {}, { retryLimit: 0 });
}
