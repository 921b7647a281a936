import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import type { DatabaseHandle } from './db.js';
import { createJobs, JOBS_SCHEMA, type Jobs } from './jobs.js';

/** A job sent is worked, on whichever engine the suite runs (PGlite by default, PostgreSQL in api-postgres). */
describe('job runner (pg-boss)', () => {
  let database: DatabaseHandle;
  let jobs: Jobs;

  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = createJobs(database, { pollingIntervalSeconds: 0.5 });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });

  it('works a job that was sent, with its data', async () => {
    const received = new Promise<{ id: string; data: { greeting: string } }>((resolve) => {
      void jobs.work<{ greeting: string }>('test-hello', async ([job]) => {
        resolve({ id: job.id, data: job.data });
      });
    });
    const id = await jobs.send('test-hello', { greeting: 'hi' });
    expect(id).toBeTruthy();
    // No timing assertion: the test timeout is the only clock.
    expect(await received).toEqual({ id, data: { greeting: 'hi' } });
  });

  it('keeps its tables in their own schema', async () => {
    const { rows } = await database.executeSql(
      'select count(*)::int as n from information_schema.tables where table_schema = $1',
      [JOBS_SCHEMA],
    );
    expect(Number(rows[0].n)).toBeGreaterThan(0);
  });
});
