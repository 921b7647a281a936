// Helpers for API tests that upload files (this module's and other areas'); not used by the server.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import type { UploadedFileView } from '@liner/domain';
import type { TestContext } from '../../../test/harness.js';
import { bearer } from '../../../test/factories.js';

export interface MultipartBody {
  payload: Buffer | Readable;
  headers: Record<string, string>;
}

/** A multipart/form-data body with one file part; a stream content stays a stream (never joined). */
export function multipartBody(
  fileName: string,
  content: Buffer | Readable,
  options: { field?: string; contentType?: string } = {},
): MultipartBody {
  const boundary = `----liner${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${fileName}"\r\n` +
      `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (Buffer.isBuffer(content)) return { payload: Buffer.concat([head, content, tail]), headers };
  return {
    payload: Readable.from(
      (async function* join() {
        yield head;
        for await (const chunk of content) yield chunk as Buffer;
        yield tail;
      })(),
    ),
    headers,
  };
}

/** POSTs one file to artwork/submit or audio/submit. */
export function submitUpload(
  ctx: TestContext,
  token: string,
  kind: 'artwork' | 'audio',
  fileName: string,
  content: Buffer | Readable,
): Promise<LightMyRequestResponse> {
  const body = multipartBody(fileName, content);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/distribution/${kind}/submit`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Uploads a file that must be accepted and answers its view (for tests of other areas: releases, delivery). */
export async function uploadAccepted(
  ctx: TestContext,
  token: string,
  kind: 'artwork' | 'audio',
  fileName: string,
  content: Buffer,
): Promise<UploadedFileView> {
  const res = await submitUpload(ctx, token, kind, fileName, content);
  if (res.statusCode !== 200) throw new Error(`upload of ${fileName} refused: ${res.statusCode} ${res.body}`);
  return res.json() as UploadedFileView;
}
