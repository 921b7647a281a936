import PgBoss from 'pg-boss';
import type { DatabaseHandle } from './db.js';
import type { Logger } from './logger.js';

export type Job<T> = PgBoss.Job<T>;
export type JobHandler<T> = (jobs: Job<T>[]) => Promise<void>;

/** pg-boss keeps its tables in their own schema, apart from the Drizzle migrations. */
export const JOBS_SCHEMA = 'pgboss';

export interface Jobs {
  /** The underlying pg-boss, for what this wrapper does not cover (schedules, queue policies). */
  boss: PgBoss;
  /** Creates pg-boss's schema on first start (or migrates it) and starts maintenance. */
  start(): Promise<void>;
  /** Stops the workers, letting running handlers finish; closes pg-boss's own pool on PostgreSQL. */
  stop(): Promise<void>;
  /**
   * Creates `queue` if it does not exist yet (send, work and schedule do it on first use). A new
   * queue is DDL: a partition table with its keys and indexes.
   */
  createQueue(queue: string): Promise<void>;
  send<T extends object>(queue: string, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
  work<T>(queue: string, handler: JobHandler<T>, options?: PgBoss.WorkOptions): Promise<string>;
  /**
   * Sends `queue` a job on a cron (UTC). Every process may call it at start: pg-boss keeps one
   * schedule per queue (the last call wins) and sends each tick once across processes.
   */
  schedule(queue: string, cron: string, data?: object, options?: PgBoss.ScheduleOptions): Promise<void>;
}

export interface CreateJobsOptions {
  logger?: Logger;
  /** Size of pg-boss's own pool on PostgreSQL. */
  poolSize?: number;
  /** How often idle workers look for work (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Called after each batch of jobs a worker handled, done or failed (a job may have changed what readers see). */
  afterJob?: () => void;
}

/**
 * PGlite is one in-process connection, so pg-boss sends its SQL through the handle's
 * `executeSql` (parameterless multi-statement text via `pglite.exec`, the rest via `query`).
 * On PostgreSQL pg-boss gets its own small pool on the same database: job polling then never
 * queues behind (or holds up) the API's connections.
 */
function connectionOptions(database: DatabaseHandle, poolSize: number): PgBoss.DatabaseOptions {
  if (database.kind === 'pglite') return { db: { executeSql: (text, values) => database.executeSql(text, values) } };
  const connectionString = database.pool?.options.connectionString;
  if (!connectionString) throw new Error('pg-boss needs the PostgreSQL connection string of the database handle');
  return { connectionString, max: poolSize };
}

export function createJobs(database: DatabaseHandle, options: CreateJobsOptions = {}): Jobs {
  const boss = new PgBoss({
    ...connectionOptions(database, options.poolSize ?? 4),
    schema: JOBS_SCHEMA,
    ...(options.pollingIntervalSeconds !== undefined ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
  });
  // Without a listener an 'error' event would crash the process; pg-boss retries on its own.
  boss.on('error', (error) => options.logger?.error({ err: error }, 'job runner error'));

  // pg-boss 10 refuses jobs for a queue that was never created; creating one is idempotent.
  const created = new Map<string, Promise<void>>();
  const ensureQueue = (queue: string): Promise<void> => {
    let pending = created.get(queue);
    if (!pending) {
      pending = boss.createQueue(queue);
      created.set(queue, pending);
      pending.catch(() => created.delete(queue));
    }
    return pending;
  };

  return {
    boss,
    async start() {
      await boss.start();
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    createQueue: ensureQueue,
    async send(queue, data, sendOptions) {
      await ensureQueue(queue);
      return sendOptions ? boss.send(queue, data, sendOptions) : boss.send(queue, data);
    },
    async work<T>(queue: string, handler: JobHandler<T>, workOptions: PgBoss.WorkOptions = {}) {
      await ensureQueue(queue);
      return boss.work<T>(queue, workOptions, async (jobs) => {
        try {
          await handler(jobs);
        } finally {
          options.afterJob?.();
        }
      });
    },
    async schedule(queue, cron, data, scheduleOptions) {
      // pg-boss 10 refuses a schedule for a queue that does not exist yet.
      await ensureQueue(queue);
      await boss.schedule(queue, cron, data, scheduleOptions);
    },
  };
}
