import type { AppDeps } from './platform/deps.js';
import type { Jobs } from './platform/jobs.js';
import { RECOVERY_MAIL_QUEUE, registerAuthWorkers } from './modules/auth/index.js';
import { ACK_POLL_QUEUE, DELIVERY_QUEUE } from './modules/delivery/index.js';
import { registerDeliveryWorkers } from './modules/delivery/index.js';
import { REPORTS_QUEUE } from './modules/reports/index.js';
import { registerReportWorkers } from './modules/reports/index.js';
import {
  INTERRUPTED_SWEEP_QUEUE,
  RATE_RETRY_QUEUE,
  STATEMENT_IMPORT_QUEUE,
  STATEMENT_SETTLED_QUEUE,
  startRateRetryWorker,
  startStatementWorker,
} from './modules/statements/index.js';
import { registerUploadWorkers, UPLOAD_SWEEP_QUEUE } from './modules/uploads/index.js';
import { registerRenewalWorkers, RENEWAL_QUEUE } from './modules/subscriptions/index.js';
import { PAYOUT_SYNC_QUEUE, registerPayoutWorkers } from './modules/payouts/index.js';
import {
  ANALYTICS_PULL_QUEUE,
  registerAnalyticsPullWorkers,
  registerStatementStreamWorkers,
  STATEMENT_STREAMS_SWEEP_QUEUE,
  startTrendImportWorker,
  TREND_IMPORT_QUEUE,
  TREND_PICKUP_QUEUE,
} from './modules/analytics/index.js';
import { AUDIENCE_REFRESH_QUEUE, registerAudienceWorkers } from './modules/audience/index.js';
import { registerSupportWorkers, SUPPORT_SWEEP_QUEUE } from './modules/support/index.js';

export interface Workers {
  stop(): Promise<void>;
}

/** Every queue startWorkers works (workers.test.ts checks the two agree). */
export const WORKER_QUEUES: readonly string[] = [
  DELIVERY_QUEUE,
  ACK_POLL_QUEUE,
  STATEMENT_IMPORT_QUEUE,
  INTERRUPTED_SWEEP_QUEUE,
  RATE_RETRY_QUEUE,
  REPORTS_QUEUE,
  UPLOAD_SWEEP_QUEUE,
  RECOVERY_MAIL_QUEUE,
  RENEWAL_QUEUE,
  PAYOUT_SYNC_QUEUE,
  ANALYTICS_PULL_QUEUE,
  TREND_IMPORT_QUEUE,
  AUDIENCE_REFRESH_QUEUE,
  STATEMENT_SETTLED_QUEUE,
  STATEMENT_STREAMS_SWEEP_QUEUE,
  TREND_PICKUP_QUEUE,
  SUPPORT_SWEEP_QUEUE,
];

/**
 * Creates the workers' queues. A new pg-boss queue is DDL (a partition table, its keys and five
 * indexes); the first start of an embedded install does it in its preparing child process
 * (main.ts), so the server process does not (PGlite's hot WASM code would be recompiled
 * by TurboFan there, and that compiler memory stays resident: see bench/memory.mjs).
 */
export async function createWorkerQueues(jobs: Jobs): Promise<void> {
  for (const queue of WORKER_QUEUES) await jobs.createQueue(queue);
}

/** Every pg-boss worker of the app; run in the server process (embedded) or by `liner worker`. */
export async function startWorkers(deps: AppDeps): Promise<Workers> {
  const delivery = await registerDeliveryWorkers(deps);
  await startStatementWorker(deps);
  await startRateRetryWorker(deps);
  const reports = await registerReportWorkers(deps);
  const uploads = await registerUploadWorkers(deps);
  const auth = await registerAuthWorkers(deps);
  const renewals = await registerRenewalWorkers(deps);
  const payouts = await registerPayoutWorkers(deps);
  const analyticsPulls = await registerAnalyticsPullWorkers(deps);
  await startTrendImportWorker(deps);
  const audience = await registerAudienceWorkers(deps);
  const statementStreams = await registerStatementStreamWorkers(deps);
  const support = await registerSupportWorkers(deps);
  return {
    async stop() {
      await support.stop();
      await statementStreams.stop();
      await audience.stop();
      await analyticsPulls.stop();
      await payouts.stop();
      await renewals.stop();
      await auth.stop();
      await uploads.stop();
      await reports.stop();
      await delivery.stop();
    },
  };
}
