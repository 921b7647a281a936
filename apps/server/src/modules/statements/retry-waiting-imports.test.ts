import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { createJobs, JOBS_SCHEMA } from '../../platform/jobs.js';
import { saveReferenceRate } from '../exchange-rates/index.js';
import {
  createWaitingImportRetrier,
  RATE_RETRY_BACKOFF_MINUTES,
  RATE_RETRY_CRON,
  RATE_RETRY_QUEUE,
  startRateRetryWorker,
} from './retry-waiting-imports.js';
import { statements } from './tables.js';
import { createCatalog, csvStatement, GENERIC_MAPPING, statementUpload } from './testing.js';

/** Issue 12: imports waiting for a rate are retried on a schedule, not only when a rate is saved. */
let ctx: TestContext;
let admin: { token: string; id: number };
let mappingId: number;

beforeEach(async () => {
  ctx = await createTestApp();
  const operator = await createUser(ctx, { isAdmin: true });
  admin = { token: operator.token, id: operator.user.id };
  const artist = await createUser(ctx);
  await createCatalog(ctx, artist.user.id, { isrcs: ['QZFX00000001'] });
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements/mappings',
    headers: bearer(admin.token),
    payload: GENERIC_MAPPING,
  });
  mappingId = saved.json().id;
});
afterEach(async () => {
  ctx.deps.jobs = null;
  await ctx.close();
});

async function uploadGbp(period: string): Promise<number> {
  const { payload, headers } = statementUpload(
    `gbp-${period}.csv`,
    csvStatement([{ isrc: 'QZFX00000001', amount: '10.000000', currency: 'GBP', period }]),
    { mappingId: String(mappingId) },
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...headers, ...bearer(admin.token) },
    payload,
  });
  expect(res.json()).toMatchObject({ status: 'waiting-rate' });
  return res.json().id;
}

const statusOf = async (id: number) =>
  (await ctx.deps.db.select({ status: statements.status }).from(statements).where(eq(statements.id, id)))[0]?.status;

describe('the schedule that retries imports waiting for a rate', () => {
  it('resumes an import whose rate arrived without resuming it (saved while the import still ran)', async () => {
    const id = await uploadGbp('2024-01');
    const retrier = createWaitingImportRetrier(ctx.deps);
    expect(await retrier.run()).toEqual([]);
    // The rate lands the way a save racing the import would leave it: in the table, nothing resumed.
    await saveReferenceRate(ctx.deps, admin.id, { currency: 'GBP', month: '2024-01', rate: '1.25' });
    expect(await statusOf(id)).toBe('waiting-rate');
    ctx.clock.advanceMinutes(15);
    expect(await retrier.run()).toEqual([id]);
    expect(await statusOf(id)).toBe('imported');
    expect(await retrier.run()).toEqual([]);
  });

  it('leaves an import it resumed that came back waiting alone for an hour, then tries again', async () => {
    await saveReferenceRate(ctx.deps, admin.id, { currency: 'GBP', month: '2024-01', rate: '1.25' });
    const id = await uploadGbp('2024-03');
    // As if the file's needs had been recorded wrong: the table has what it says it waits for, the
    // file needs another month, so every resume comes back waiting.
    const claimCovered = () =>
      ctx.deps.db
        .update(statements)
        .set({ waitingFor: [{ currency: 'GBP', month: '2024-01' }] })
        .where(eq(statements.id, id));
    await claimCovered();
    const retrier = createWaitingImportRetrier(ctx.deps);
    expect(await retrier.run()).toEqual([id]);
    expect(await statusOf(id)).toBe('waiting-rate');
    await claimCovered();
    ctx.clock.advanceMinutes(15);
    expect(await retrier.run()).toEqual([]);
    ctx.clock.advanceMinutes(RATE_RETRY_BACKOFF_MINUTES - 16);
    expect(await retrier.run()).toEqual([]);
    ctx.clock.advanceMinutes(1);
    expect(await retrier.run()).toEqual([id]);
    // Once its real month has a rate, the next pass after the backoff imports it.
    await saveReferenceRate(ctx.deps, admin.id, { currency: 'GBP', month: '2024-03', rate: '1.3' });
    ctx.clock.advanceMinutes(RATE_RETRY_BACKOFF_MINUTES);
    expect(await retrier.run()).toEqual([id]);
    expect(await statusOf(id)).toBe('imported');
  });

  it('is a pg-boss schedule of the workers', async () => {
    const jobs = createJobs(ctx.deps.database, { pollingIntervalSeconds: 0.5 });
    await jobs.start();
    try {
      ctx.deps.jobs = jobs;
      await startRateRetryWorker(ctx.deps);
      const { rows } = await ctx.deps.database.executeSql(
        `select name, cron from ${JOBS_SCHEMA}.schedule order by name`,
      );
      expect(rows.map((row) => `${row.name} ${row.cron}`)).toContain(`${RATE_RETRY_QUEUE} ${RATE_RETRY_CRON}`);
    } finally {
      ctx.deps.jobs = null;
      await jobs.stop();
    }
  });
});
