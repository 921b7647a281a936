import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { UPLOAD_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { artworkFile, fixtures, wavFile } from '../../../test/audio-fixtures.js';
import { uploadedFiles } from './tables.js';
import { getUploadedFile } from './uploaded-file.js';
import { multipartBody, submitUpload } from './testing.js';

describe('artwork uploads: POST /api/distribution/artwork/submit', () => {
  let ctx: TestContext;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({
      token,
      user: { id: userId },
    } = await createUser(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const refusal = async (fileName: string, content: Buffer) => {
    const res = await submitUpload(ctx, token, 'artwork', fileName, content);
    expect(res.statusCode, res.body).toBe(422);
    return (res.json() as { errors: { file: string[] } }).errors.file;
  };

  it('accepts a 3000 x 3000 RGB JPEG, stores it with its hashes and a 600 px JPEG preview', async () => {
    const jpeg = await fixtures.coverJpeg();
    const res = await submitUpload(ctx, token, 'artwork', 'cover.jpg', jpeg);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      kind: 'artwork',
      format: 'JPEG',
      mimeType: 'image/jpeg',
      width: 3000,
      height: 3000,
      sizeBytes: jpeg.length,
      originalName: 'cover.jpg',
    });
    expect(view.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(view).not.toHaveProperty('storageKey');

    const file = await getUploadedFile(ctx.deps, userId, view.id);
    expect(file?.previewStorageKey).toBeTruthy();
    const preview = await ctx.app.inject({ method: 'GET', url: view.previewUrl, headers: bearer(token) });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(preview.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
  });

  it('accepts a PNG, judged by its bytes whatever its name says', async () => {
    const res = await submitUpload(ctx, token, 'artwork', 'cover.jpg', await fixtures.coverPng());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ format: 'PNG', mimeType: 'image/png' });
  });

  it('refuses each broken rule with its own message', async () => {
    expect(await refusal('small.jpg', await fixtures.cover1000())).toEqual([
      UPLOAD_MESSAGES.artworkTooSmall(1000, 1000),
    ]);
    expect(await refusal('wide.jpg', await fixtures.coverNotSquare())).toEqual([
      UPLOAD_MESSAGES.artworkNotSquare(3000, 2000),
      UPLOAD_MESSAGES.artworkTooSmall(3000, 2000),
    ]);
    expect(await refusal('wide.jpg', await artworkFile({ width: 3200, height: 3000 }))).toEqual([
      UPLOAD_MESSAGES.artworkNotSquare(3200, 3000),
    ]);
    expect(await refusal('print.jpg', await fixtures.coverCmyk())).toEqual([UPLOAD_MESSAGES.artworkNotRgb('CMYK')]);
    expect(await refusal('grey.png', await fixtures.coverGreyscale())).toEqual([
      UPLOAD_MESSAGES.artworkNotRgb('greyscale'),
    ]);
    // Several at once: every reason is listed.
    expect(
      await refusal('bad.png', await artworkFile({ width: 1200, height: 800, colour: 'greyscale', format: 'png' })),
    ).toEqual([
      UPLOAD_MESSAGES.artworkNotSquare(1200, 800),
      UPLOAD_MESSAGES.artworkTooSmall(1200, 800),
      UPLOAD_MESSAGES.artworkNotRgb('greyscale'),
    ]);
  });

  it('refuses bytes that are not a JPEG or PNG whatever the extension', async () => {
    expect(await refusal('cover.jpg', wavFile())).toEqual([UPLOAD_MESSAGES.artworkNotImage]);
    const webp = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#336699' } })
      .webp()
      .toBuffer();
    expect(await refusal('cover.png', webp)).toEqual([UPLOAD_MESSAGES.artworkWrongFormat('WEBP')]);
    expect(await refusal('empty.jpg', Buffer.alloc(0))).toEqual([UPLOAD_MESSAGES.emptyFile]);
  });

  it('refuses a JPEG cut short (header fine, image data missing)', async () => {
    const jpeg = await artworkFile({ width: 3000 });
    expect(await refusal('cut.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toEqual([
      UPLOAD_MESSAGES.artworkDamaged,
    ]);
  });

  it('asks for a file when the request has none', async () => {
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/distribution/artwork/submit',
      headers: bearer(token),
      payload: {},
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.file).toEqual([UPLOAD_MESSAGES.missingFile]);
    const wrongField = multipartBody('cover.jpg', await fixtures.coverJpeg(), { field: 'image' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/distribution/artwork/submit',
      headers: { ...bearer(token), ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(res.json().errors.file).toEqual([UPLOAD_MESSAGES.missingFile]);
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/distribution/artwork/submit', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a 100 MB upload at 20 MB without holding it in memory', async () => {
    const before = await ctx.deps.db.select().from(uploadedFiles);
    const total = 100 * 1024 * 1024;
    let produced = 0;
    const piece = Buffer.alloc(256 * 1024, 0xab);
    const huge = Readable.from(
      (function* generate() {
        while (produced < total) {
          produced += piece.length;
          yield piece;
        }
      })(),
    );
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 5);
    const res = await submitUpload(ctx, token, 'artwork', 'huge.jpg', huge);
    clearInterval(sampler);
    console.log(
      `100 MB artwork upload: refused after reading ${Math.round(produced / 1048576)} MB; RSS +${Math.round((rssPeak - rssBefore) / 1048576)} MB at peak`,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.file).toEqual([UPLOAD_MESSAGES.artworkTooLarge()]);
    expect(res.headers.connection).toBe('close');
    // It stopped reading just past the limit: the rest of the 100 MB was never pulled.
    expect(produced).toBeLessThan(30 * 1024 * 1024);
    expect(rssPeak - rssBefore).toBeLessThan(50 * 1024 * 1024);
    expect(await ctx.deps.db.select().from(uploadedFiles)).toHaveLength(before.length);
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const body = multipartBody('cover.jpg', Buffer.alloc(10));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/distribution/artwork/submit',
      headers: { ...bearer(token), ...body.headers, 'content-length': String(100 * 1024 * 1024) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([UPLOAD_MESSAGES.artworkTooLarge()]);
  });

  it("removes only the user's own file; another user's id answers 404 and its preview stays private", async () => {
    const mine = (await submitUpload(ctx, token, 'artwork', 'mine.jpg', await fixtures.coverJpeg())).json();
    const other = await createUser(ctx);
    const asOther = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      ctx.app.inject({ method, url, headers: bearer(other.token), ...(payload ? { payload } : {}) });
    expect((await asOther(mine.previewUrl)).statusCode).toBe(404);
    expect((await asOther(`/api/distribution/files/${mine.id}`)).statusCode).toBe(404);
    expect((await asOther('/api/distribution/remove/file', 'POST', { id: mine.id })).statusCode).toBe(404);

    const file = await getUploadedFile(ctx.deps, userId, mine.id);
    expect(await ctx.deps.storage.exists(file!.storageKey)).toBe(true);
    const removed = await ctx.app.inject({
      method: 'POST',
      url: '/api/distribution/remove/file',
      headers: bearer(token),
      payload: { id: mine.id },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'File removed' });
    expect(await getUploadedFile(ctx.deps, userId, mine.id)).toBeNull();
    expect(await ctx.deps.storage.exists(file!.storageKey)).toBe(false);
    expect(await ctx.deps.storage.exists(file!.previewStorageKey!)).toBe(false);
    const [row] = await ctx.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, mine.id));
    expect(row.status).toBe('removed');
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/distribution/remove/file',
      headers: bearer(token),
      payload: { id: mine.id },
    });
    expect(again.statusCode).toBe(404);
  });
});
