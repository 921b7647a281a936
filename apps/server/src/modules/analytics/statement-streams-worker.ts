/**
 * Works the statements area's 'statements.settled' queue (a statement imported, reversed or with
 * lines resolved: its streams are derived again, after the import, never during it), and a
 * sweep every quarter of an hour, and soon after a trend batch came or went, that settles what no
 * job announced (statement-streams-settle.ts).
 */
import type { AppDeps } from '../../platform/deps.js';
import { STATEMENT_SETTLED_QUEUE, type StatementSettledJob } from '../statements/index.js';
import { deriveStatementStreams } from './statement-streams.js';
import { settleStatementStreams } from './statement-streams-settle.js';

export const STATEMENT_STREAMS_SWEEP_QUEUE = 'analytics.statement-streams-sweep';
const SWEEP_CRON = '*/15 * * * *';

export interface StatementStreamWorkers {
  stop(): Promise<void>;
}

export async function registerStatementStreamWorkers(deps: AppDeps): Promise<StatementStreamWorkers> {
  const jobs = deps.jobs;
  if (!jobs) throw new Error('registerStatementStreamWorkers needs a started job runner (deps.jobs)');
  const settled = await jobs.work<StatementSettledJob>(
    STATEMENT_SETTLED_QUEUE,
    async (batch) => {
      for (const job of batch) await deriveStatementStreams(deps, job.data.statementId);
    },
    { batchSize: 1 },
  );
  const sweep = await jobs.work(STATEMENT_STREAMS_SWEEP_QUEUE, async () => {
    await settleStatementStreams(deps);
  });
  await jobs.schedule(STATEMENT_STREAMS_SWEEP_QUEUE, SWEEP_CRON, {}, { retryLimit: 0 });
  return {
    async stop() {
      await jobs.boss.offWork({ id: settled });
      await jobs.boss.offWork({ id: sweep });
    },
  };
}

/**
 * Asks for a sweep soon, when a trend batch came or went (a statement's months may change
 * sides): at most one a minute. Without a job runner nothing is sent (the caller settles itself).
 */
export async function requestStatementStreamsSettle(deps: AppDeps): Promise<void> {
  if (!deps.jobs) return;
  try {
    await deps.jobs.send(STATEMENT_STREAMS_SWEEP_QUEUE, {}, { singletonKey: 'settle', singletonSeconds: 60 });
  } catch (error) {
    deps.logger.error({ err: error }, 'statement streams sweep: job not sent (the schedule runs it)');
  }
}
