import { asc, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import type { Jobs } from '../../platform/jobs.js';
import { DELIVERY_QUEUE, type DeliveryJobData, type ReleaseLoader } from './deliver-to-store.js';
import { planPendingBatches } from './plan-batch.js';
import { deliveryJobs } from './tables.js';

export interface OutboxOptions {
  loader: ReleaseLoader;
  retryLimit: number;
  retryDelaySeconds: number;
}

/**
 * Sends the pg-boss jobs of committed delivery_jobs rows. Each job's id is chosen when the row is
 * written (queue_job_id) and pg-boss inserts with ON CONFLICT DO NOTHING, so two sweepers, or a
 * sweep repeated after a crash between send and mark, still queue each store once.
 */
export async function enqueuePendingDeliveries(deps: AppDeps, jobs: Jobs, options: OutboxOptions): Promise<number> {
  await planPendingBatches(deps, options.loader);
  const rows = await deps.db
    .select({
      id: deliveryJobs.id,
      queueJobId: deliveryJobs.queueJobId,
      batchId: deliveryJobs.batchId,
      storeId: deliveryJobs.storeId,
    })
    .from(deliveryJobs)
    .where(isNull(deliveryJobs.enqueuedAt))
    .orderBy(asc(deliveryJobs.id))
    .limit(500);
  if (rows.length === 0) return 0;
  await jobs.boss.insert(
    rows.map((row) => ({
      id: row.queueJobId,
      name: DELIVERY_QUEUE,
      data: { batchId: row.batchId, storeId: row.storeId } satisfies DeliveryJobData,
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
    })),
  );
  await deps.db
    .update(deliveryJobs)
    .set({ enqueuedAt: deps.clock.now() })
    .where(
      inArray(
        deliveryJobs.id,
        rows.map((r) => r.id),
      ),
    );
  return rows.length;
}

/** Runs sweeps one at a time: on a timer, and right after a request (a kick). */
export class DeliveryOutbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly deps: AppDeps,
    private readonly jobs: Jobs,
    private readonly options: OutboxOptions,
  ) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when no sweep is running or due (tests and benches wait on it). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        // A full page means more rows may wait: sweep again at once.
        if ((await enqueuePendingDeliveries(this.deps, this.jobs, this.options)) === 500) this.again = true;
      } catch (error) {
        this.deps.logger.error({ err: error }, 'delivery outbox sweep failed');
      }
    } while (this.again && this.timer);
  }
}

const outboxes = new WeakMap<AppDeps, DeliveryOutbox>();

export function setDeliveryOutbox(deps: AppDeps, outbox: DeliveryOutbox | null): void {
  if (outbox) outboxes.set(deps, outbox);
  else outboxes.delete(deps);
}

/**
 * Asks this process's sweeper (if workers run here) to look now. Deferred a tick so a caller's
 * transaction gets the chance to commit; if the sweep still runs first (PostgreSQL), the rows
 * are simply picked up by the next timed sweep.
 */
export function kickDeliveryOutbox(deps: AppDeps): void {
  const outbox = outboxes.get(deps);
  if (outbox) setImmediate(() => outbox.kick());
}
