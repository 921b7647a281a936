import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { fixtures, wavFile } from '../../../test/audio-fixtures.js';
import { createJobs, type Jobs } from '../../platform/jobs.js';
import { uploadedFiles } from './tables.js';
import { ABANDONED_UPLOAD_HOURS } from './upload-limits.js';
import { stagingDir, stagingPath } from './upload-sessions.js';
import { registerUploadWorkers, UPLOAD_SWEEP_CRON, UPLOAD_SWEEP_QUEUE, type UploadWorkers } from './upload-workers.js';

/** The hourly pg-boss job that deletes resumable uploads abandoned half way, with their part files. */
describe('abandoned upload sweep (pg-boss)', () => {
  let ctx: TestContext;
  let jobs: Jobs;
  let workers: UploadWorkers;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ token } = await createUser(ctx));
    jobs = createJobs(ctx.deps.database, { pollingIntervalSeconds: 0.5 });
    await jobs.start();
    ctx.deps.jobs = jobs;
    workers = await registerUploadWorkers(ctx.deps, { pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await workers?.stop();
    ctx.deps.jobs = null;
    await jobs?.stop();
    await ctx?.close();
  });

  const start = async (fileName: string, size: number): Promise<number> => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/distribution/uploads',
      headers: bearer(token),
      payload: { kind: 'audio', fileName, size },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().uploadId;
  };
  const put = (id: number, offset: number, chunk: Buffer) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/distribution/uploads/${id}?offset=${offset}`,
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      payload: chunk,
    });
  const status = (id: number) =>
    ctx.app.inject({ method: 'GET', url: `/api/distribution/uploads/${id}`, headers: bearer(token) });

  /** Sends the sweep's job now (the schedule would send it at the next tick) and waits until a worker finished it. */
  async function runSweep(): Promise<void> {
    const jobId = await jobs.send(UPLOAD_SWEEP_QUEUE, {});
    expect(jobId).toBeTruthy();
    // No timing assertion: the test timeout is the only clock.
    for (;;) {
      const job = await jobs.boss.getJobById(UPLOAD_SWEEP_QUEUE, jobId!);
      expect(job?.state).not.toBe('failed');
      if (job?.state === 'completed') return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('is scheduled hourly', async () => {
    expect(await jobs.boss.getSchedules()).toEqual([
      expect.objectContaining({ name: UPLOAD_SWEEP_QUEUE, cron: UPLOAD_SWEEP_CRON }),
    ]);
  });

  it(`deletes uploads untouched for more than ${ABANDONED_UPLOAD_HOURS} hours with their part files; keeps recent and completed ones`, async () => {
    const wav = wavFile();
    const abandoned = await start('abandoned.wav', wav.length);
    expect((await put(abandoned, 0, wav.subarray(0, 1000))).statusCode).toBe(200);
    const truncated = fixtures.wavTruncated();
    const rejected = await start('cut.wav', truncated.length);
    expect((await put(rejected, 0, truncated)).statusCode).toBe(422);
    const completed = await start('done.wav', wav.length);
    const done = await put(completed, 0, wav);
    expect(done.statusCode, done.body).toBe(200);
    const [stored] = await ctx.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, done.json().file.id));

    ctx.clock.advanceMinutes(ABANDONED_UPLOAD_HOURS * 60 - 1);
    const recent = await start('recent.wav', wav.length);
    expect((await put(recent, 0, wav.subarray(0, 2000))).statusCode).toBe(200);
    // Only just within the threshold: the abandoned upload too is still kept.
    await runSweep();
    expect((await status(abandoned)).json()).toMatchObject({ status: 'uploading', offset: 1000 });
    expect(fs.existsSync(stagingPath(ctx.deps, abandoned))).toBe(true);

    // A part file no session owns any more (as after its user was deleted), last written two days ago.
    const orphan = path.join(stagingDir(ctx.deps), '987654.part');
    fs.writeFileSync(orphan, Buffer.alloc(10));
    const twoDaysAgo = new Date(ctx.clock.now().getTime() - 48 * 3_600_000);
    fs.utimesSync(orphan, twoDaysAgo, twoDaysAgo);

    ctx.clock.advanceMinutes(2);
    const info = vi.spyOn(ctx.deps.logger, 'info');
    await runSweep();
    expect(info).toHaveBeenCalledWith({ sessions: 2, orphanFiles: 1 }, expect.stringContaining('removed 2 abandoned'));

    expect((await status(abandoned)).statusCode).toBe(404);
    expect(fs.existsSync(stagingPath(ctx.deps, abandoned))).toBe(false);
    expect((await status(rejected)).statusCode).toBe(404);
    expect(fs.existsSync(orphan)).toBe(false);

    expect((await status(recent)).json()).toMatchObject({ status: 'uploading', offset: 2000 });
    expect(fs.statSync(stagingPath(ctx.deps, recent)).size).toBe(2000);
    expect((await status(completed)).json()).toMatchObject({ status: 'complete', fileId: stored.id });
    expect(await ctx.deps.storage.exists(stored.storageKey)).toBe(true);
    // The recent upload resumes where it was and completes.
    expect((await put(recent, 2000, wav.subarray(2000))).json()).toMatchObject({ status: 'complete' });
  });
});
