import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestContext } from '../test/harness.js';
import type { DatabaseHandle } from './platform/db.js';
import { createJobs, JOBS_SCHEMA, type Jobs } from './platform/jobs.js';
import { createWorkerQueues, startWorkers, WORKER_QUEUES, type Workers } from './workers.js';

/** The app's queues in pg-boss's queue table (pg-boss's own, __pgboss__*, left out). */
async function appQueues(database: DatabaseHandle): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select name from ${JOBS_SCHEMA}.queue where name not like '\\_\\_pgboss\\_\\_%' order by name`,
  );
  return rows.map((row) => String(row.name));
}

describe('worker queues', () => {
  let ctx: TestContext | null = null;
  let database: DatabaseHandle | null = null;
  let jobs: Jobs | null = null;
  let workers: Workers | null = null;

  afterEach(async () => {
    await workers?.stop();
    if (ctx) ctx.deps.jobs = null;
    await jobs?.stop();
    await ctx?.close();
    await database?.close();
    ctx = database = jobs = workers = null;
  });

  // The first start of an embedded install creates them in its preparing child (main.ts), so
  // the server process runs no DDL: a queue that startWorkers works but WORKER_QUEUES misses
  // would be created by the server after it answers.
  it('WORKER_QUEUES names every queue startWorkers works', async () => {
    ctx = await createTestApp();
    jobs = createJobs(ctx.deps.database, { pollingIntervalSeconds: 0.5 });
    await jobs.start();
    ctx.deps.jobs = jobs;
    workers = await startWorkers(ctx.deps);
    expect(await appQueues(ctx.deps.database)).toEqual([...WORKER_QUEUES].sort());
  });

  it('createWorkerQueues creates them all, and again is a no-op', async () => {
    database = await createTestDatabase();
    jobs = createJobs(database);
    await jobs.start();
    await createWorkerQueues(jobs);
    await createWorkerQueues(jobs);
    expect(await appQueues(database)).toEqual([...WORKER_QUEUES].sort());
  });
});
