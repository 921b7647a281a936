import type { AppDeps } from '../../platform/deps.js';
import type { Job } from '../../platform/jobs.js';
import { loadDeliverableRelease } from '../releases/index.js';
import {
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  DELIVERY_QUEUE,
  deliverToStore,
  TransientDeliveryError,
  type DeliveryJobData,
  type ReleaseLoader,
} from './deliver-to-store.js';
import { DeliveryOutbox, setDeliveryOutbox } from './delivery-outbox.js';
import { ACK_POLL_CRON, ACK_POLL_QUEUE, pollStoreAcknowledgements } from './poll-store-acknowledgements.js';
import type { OpenTransport } from './transports/open-transport.js';

export interface DeliveryWorkerOptions {
  loader?: ReleaseLoader;
  openTransport?: OpenTransport;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Jobs fetched per poll and worked concurrently. */
  batchSize?: number;
  pollingIntervalSeconds?: number;
  sweepIntervalMs?: number;
}

export interface DeliveryWorkers {
  outbox: DeliveryOutbox;
  stop(): Promise<void>;
}

/**
 * Starts the delivery worker and its outbox sweeper in this process (deps.jobs must be started).
 * Each store's job fails or succeeds on its own: a transient failure is handed back to pg-boss
 * (retry with exponential backoff) without touching the other jobs fetched with it.
 */
export async function registerDeliveryWorkers(
  deps: AppDeps,
  options: DeliveryWorkerOptions = {},
): Promise<DeliveryWorkers> {
  const jobs = deps.jobs;
  if (!jobs) throw new Error('registerDeliveryWorkers needs a started job runner (deps.jobs)');
  const retryLimit = options.retryLimit ?? DEFAULT_RETRY_LIMIT;
  const loader = options.loader ?? loadDeliverableRelease;

  const workOne = async (job: Job<DeliveryJobData>) => {
    try {
      await deliverToStore(deps, job.data, loader, {
        openTransport: options.openTransport,
        maxAttempts: retryLimit + 1,
      });
    } catch (error) {
      if (!(error instanceof TransientDeliveryError))
        deps.logger.error({ err: error, job: job.data }, 'delivery job crashed');
      const message = error instanceof Error ? error.message : String(error);
      // Failing this job alone: pg-boss then completes only the others of the fetched batch.
      await jobs.boss.fail(DELIVERY_QUEUE, job.id, { message });
    }
  };
  const workerId = await jobs.work<DeliveryJobData>(
    DELIVERY_QUEUE,
    async (batch) => {
      await Promise.all(batch.map(workOne));
    },
    {
      batchSize: options.batchSize ?? 10,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    },
  );

  // The stores' acknowledgement folders, every five minutes; a failing store is logged and read next time.
  const pollerId = await jobs.work(
    ACK_POLL_QUEUE,
    async () => {
      const result = await pollStoreAcknowledgements(deps, options.openTransport);
      if (result.problems.length > 0) deps.logger.warn({ problems: result.problems }, 'acknowledgement poll problems');
    },
    { pollingIntervalSeconds: 30 },
  );
  await jobs.schedule(ACK_POLL_QUEUE, ACK_POLL_CRON, {}, { retryLimit: 0 });

  const outbox = new DeliveryOutbox(deps, jobs, {
    loader,
    retryLimit,
    retryDelaySeconds: options.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
  });
  setDeliveryOutbox(deps, outbox);
  outbox.start(options.sweepIntervalMs ?? 1000);

  return {
    outbox,
    async stop() {
      setDeliveryOutbox(deps, null);
      await outbox.stop();
      await jobs.boss.offWork({ id: workerId });
      await jobs.boss.offWork({ id: pollerId });
    },
  };
}
