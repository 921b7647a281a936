import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UPLOAD_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { fixtures, wavFile } from '../../../test/audio-fixtures.js';
import { uploadSessions } from './tables.js';
import { stagingPath } from './upload-sessions.js';

describe('resumable uploads: /api/distribution/uploads', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ token } = await createUser(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const start = (body: object, as = token) =>
    ctx.app.inject({ method: 'POST', url: '/api/distribution/uploads', headers: bearer(as), payload: body });
  const put = (id: number, offset: number, chunk: Buffer, as = token) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/distribution/uploads/${id}?offset=${offset}`,
      headers: { ...bearer(as), 'content-type': 'application/octet-stream' },
      payload: chunk,
    });
  const status = (id: number, as = token) =>
    ctx.app.inject({ method: 'GET', url: `/api/distribution/uploads/${id}`, headers: bearer(as) });

  it('assembles chunks, resumes after a wrong offset with 409, and answers the checked file on the last chunk', async () => {
    const wav = wavFile({ seconds: 3 });
    const created = await start({ kind: 'audio', fileName: 'master.wav', size: wav.length });
    expect(created.statusCode, created.body).toBe(200);
    const session = created.json();
    expect(session).toMatchObject({
      kind: 'audio',
      fileName: 'master.wav',
      size: wav.length,
      offset: 0,
      status: 'uploading',
      fileId: null,
    });
    expect(session.chunkSize).toBeGreaterThan(0);
    const id = session.uploadId;

    const third = Math.floor(wav.length / 3);
    const first = await put(id, 0, wav.subarray(0, third));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ offset: third, size: wav.length, status: 'uploading', file: null });

    // A client that lost track resends from 0: 409 with the server's offset.
    const stale = await put(id, 0, wav.subarray(0, third));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ offset: third, code: 'UPLOAD_OFFSET_MISMATCH' });
    expect(stale.headers['upload-offset']).toBe(String(third));
    expect((await status(id)).json()).toMatchObject({ offset: third, size: wav.length, status: 'uploading' });

    expect((await put(id, third, wav.subarray(third, 2 * third))).json()).toMatchObject({ offset: 2 * third });
    const last = await put(id, 2 * third, wav.subarray(2 * third));
    expect(last.statusCode, last.body).toBe(200);
    const done = last.json();
    expect(done).toMatchObject({
      offset: wav.length,
      status: 'complete',
      file: { format: 'WAV', durationSeconds: 3, sizeBytes: wav.length, originalName: 'master.wav' },
    });
    expect((await status(id)).json()).toMatchObject({ status: 'complete', fileId: done.file.id });
    expect(fs.existsSync(stagingPath(ctx.deps, id))).toBe(false);
    // The assembled file is byte for byte the original.
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/distribution/files/${done.file.id}`,
      headers: bearer(token),
    });
    expect(file.json().md5).toBe(done.file.md5);
    expect((await put(id, wav.length, Buffer.alloc(0))).statusCode).toBe(409);
  });

  it('refuses an assembled file that breaks the rules with 422 and closes the session as rejected', async () => {
    const truncated = fixtures.wavTruncated();
    const { uploadId } = (await start({ kind: 'audio', fileName: 'cut.wav', size: truncated.length })).json();
    const res = await put(uploadId, 0, truncated);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([UPLOAD_MESSAGES.audioTruncated]);
    expect((await status(uploadId)).json()).toMatchObject({
      status: 'rejected',
      errors: [UPLOAD_MESSAGES.audioTruncated],
      fileId: null,
    });
    expect(fs.existsSync(stagingPath(ctx.deps, uploadId))).toBe(false);

    const png = await fixtures.coverPng();
    const renamed = (await start({ kind: 'audio', fileName: 'cover.wav', size: png.length })).json();
    const refused = await put(renamed.uploadId, 0, png);
    expect(refused.json().errors.file).toEqual([UPLOAD_MESSAGES.audioImage]);
  });

  it('checks the declared size up front and refuses bytes past it', async () => {
    const empty = await start({ kind: 'audio', fileName: 'empty.wav', size: 0 });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual([UPLOAD_MESSAGES.emptyFile]);
    const huge = await start({ kind: 'audio', fileName: 'huge.wav', size: 3 * 1024 ** 3 });
    expect(huge.json().errors.file).toEqual(['The audio must be at most 2 GB']);
    const bigCover = await start({ kind: 'artwork', fileName: 'cover.jpg', size: 21 * 1024 * 1024 });
    expect(bigCover.json().errors.file).toEqual([UPLOAD_MESSAGES.artworkTooLarge()]);

    const { uploadId } = (await start({ kind: 'audio', fileName: 'a.wav', size: 100 })).json();
    const over = await put(uploadId, 0, Buffer.alloc(150));
    expect(over.statusCode).toBe(422);
    // Nothing of the refused chunk is kept: the client resends from 0.
    expect((await status(uploadId)).json()).toMatchObject({ offset: 0, status: 'uploading' });
  });

  it('drops the remains of an interrupted chunk and reports a lost staging file as the real offset', async () => {
    const wav = wavFile();
    const { uploadId } = (await start({ kind: 'audio', fileName: 'x.wav', size: wav.length })).json();
    await put(uploadId, 0, wav.subarray(0, 1000));
    // As if a chunk had been half written when the connection dropped.
    fs.appendFileSync(stagingPath(ctx.deps, uploadId), Buffer.alloc(500, 7));
    const done = await put(uploadId, 1000, wav.subarray(1000));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().file.sizeBytes).toBe(wav.length);

    const other = (await start({ kind: 'audio', fileName: 'y.wav', size: wav.length })).json();
    await put(other.uploadId, 0, wav.subarray(0, 2000));
    fs.truncateSync(stagingPath(ctx.deps, other.uploadId), 1200);
    const lost = await put(other.uploadId, 2000, wav.subarray(2000, 4000));
    expect(lost.statusCode).toBe(409);
    expect(lost.json().offset).toBe(1200);
  });

  it('lets one chunk at a time write, and releases a stale claim', async () => {
    const wav = wavFile();
    const { uploadId } = (await start({ kind: 'audio', fileName: 'z.wav', size: wav.length })).json();
    await ctx.deps.db
      .update(uploadSessions)
      .set({ lockedUntil: new Date(ctx.clock.now().getTime() + 60_000) })
      .where(eq(uploadSessions.id, uploadId));
    const busy = await put(uploadId, 0, wav.subarray(0, 10));
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('Another chunk of this upload is being received');
    ctx.clock.advanceMinutes(2);
    expect((await put(uploadId, 0, wav.subarray(0, 10))).statusCode).toBe(200);
  });

  it("hides another user's upload (404) and needs a token (401)", async () => {
    const { uploadId } = (await start({ kind: 'audio', fileName: 'mine.wav', size: 1000 })).json();
    const other = await createUser(ctx);
    expect((await status(uploadId, other.token)).statusCode).toBe(404);
    expect((await put(uploadId, 0, Buffer.alloc(10), other.token)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/distribution/uploads/${uploadId}` })).statusCode).toBe(
      401,
    );
    expect((await status(uploadId)).json().offset).toBe(0);
  });

  it('refuses a chunk that is not sent as application/octet-stream', async () => {
    const { uploadId } = (await start({ kind: 'audio', fileName: 'j.wav', size: 1000 })).json();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/distribution/uploads/${uploadId}?offset=0`,
      headers: bearer(token),
      payload: { not: 'bytes' },
    });
    expect(res.statusCode).toBe(422);
  });
});
