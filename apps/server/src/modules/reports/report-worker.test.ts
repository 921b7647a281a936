import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { createJobs, type Jobs } from '../../platform/jobs.js';
import { creditEarnings } from '../ledger/testing.js';
import { registerReportWorkers, type ReportWorkers } from './report-workers.js';
import { downloadReport, orderReport, reportStatus } from './testing.js';

let ctx: TestContext;
let jobs: Jobs;
let workers: ReportWorkers | null = null;

beforeEach(async () => {
  ctx = await createTestApp();
  jobs = createJobs(ctx.deps.database, { pollingIntervalSeconds: 0.5 });
  await jobs.start();
  ctx.deps.jobs = jobs;
});
afterEach(async () => {
  await workers?.stop();
  ctx.deps.jobs = null;
  await jobs.stop();
  await ctx.close();
});

describe('reports with a real job runner (pg-boss)', () => {
  it('a queued report is picked up by the worker and becomes ready', async () => {
    const artist = await createUser(ctx);
    await creditEarnings(ctx.deps.db, artist.user.id, 12_345_678n);
    const ordered = await orderReport(ctx, artist, 'download/transactions', { format: 'csv' });
    expect(ordered.json()).toEqual({ reportId: expect.any(Number), status: 'queued' });
    const reportId = ordered.json().reportId as number;
    // Nothing works the queue yet: it stays queued and its file is not there.
    expect((await reportStatus(ctx, artist, reportId)).json()).toEqual({ reportId, status: 'queued' });
    expect((await downloadReport(ctx, artist, reportId)).statusCode).toBe(409);

    workers = await registerReportWorkers(ctx.deps, { pollingIntervalSeconds: 0.5 });
    let status = '';
    // No timing assertion: the test timeout is the only clock.
    while (status !== 'ready') {
      status = (await reportStatus(ctx, artist, reportId)).json().status;
      expect(status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const file = await downloadReport(ctx, artist, reportId);
    expect(file.body.trim().split('\n')[1]).toMatch(/^\d+,[^,]+,statement-earnings,test statement,12\.345678,/);
  }, 60_000);
});
