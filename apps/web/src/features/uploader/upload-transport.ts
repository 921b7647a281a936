import {
  CreateUploadRequest,
  UploadChunkResponse,
  UploadedFileView,
  UploadSessionView,
  type UploadKind,
} from '@liner/domain';
import { flattenErrorBody, HttpError, http, tokenStore } from '../../lib/http.js';
import type { ChunkResult, UploadTransport } from './resumable-upload.js';

/**
 * Upload requests go through XMLHttpRequest rather than the shared fetch client: fetch has no
 * upload progress in today's browsers. Everything else (errors, the token) follows lib/http.
 */
const BASE = '/api/distribution';

interface XhrAnswer {
  status: number;
  json: unknown;
}

function sendXhr(
  method: string,
  url: string,
  body: XMLHttpRequestBodyInit,
  contentType: string | null,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('accept', 'application/json');
    if (contentType) xhr.setRequestHeader('content-type', contentType);
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        json = null;
      }
      resolve({ status: xhr.status, json });
    };
    xhr.onerror = () => reject(new Error('The connection was lost during the upload'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

type ErrorBody = Parameters<typeof flattenErrorBody>[1];

function toHttpError(answer: XhrAnswer): HttpError {
  const body = (answer.json ?? null) as ErrorBody;
  const flat = flattenErrorBody(answer.status, body);
  return new HttpError(answer.status, flat.message, flat.messages, flat.fields, body?.code);
}

/** The resumable protocol over XHR; `signal` aborts the chunk in flight. */
export function xhrUploadTransport(signal?: AbortSignal): UploadTransport {
  return {
    create: (input) => http.post(`${BASE}/uploads`, CreateUploadRequest.parse(input), UploadSessionView),
    status: (uploadId) => http.get(`${BASE}/uploads/${uploadId}`, UploadSessionView),
    async put(uploadId, offset, chunk, onChunkProgress): Promise<ChunkResult> {
      const answer = await sendXhr(
        'PUT',
        `${BASE}/uploads/${uploadId}?offset=${offset}`,
        chunk,
        'application/octet-stream',
        onChunkProgress,
        signal,
      );
      if (answer.status === 200) return { kind: 'ok', response: UploadChunkResponse.parse(answer.json) };
      if (answer.status === 409) {
        const held = Number((answer.json as { offset?: unknown } | null)?.offset);
        if (Number.isFinite(held)) return { kind: 'conflict', offset: held };
      }
      if (answer.status === 422) return { kind: 'rejected', reasons: toHttpError(answer).messages };
      // 5xx and the like: the loop re-reads the offset and tries again.
      if (answer.status >= 500 || answer.status === 0) throw toHttpError(answer);
      return { kind: 'rejected', reasons: toHttpError(answer).messages };
    },
  };
}

export type ArtworkOutcome = { kind: 'done'; file: UploadedFileView } | { kind: 'rejected'; reasons: string[] };

/** POST artwork/submit as multipart, with upload progress. */
export async function submitArtwork(
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ArtworkOutcome> {
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await sendXhr(
    'POST',
    `${BASE}/artwork/submit`,
    body,
    null,
    (sent) => onProgress(Math.min(sent, file.size), file.size),
    signal,
  );
  if (answer.status === 200) return { kind: 'done', file: UploadedFileView.parse(answer.json) };
  return { kind: 'rejected', reasons: toHttpError(answer).messages };
}

export const uploadKindAccepts: Record<UploadKind, string> = {
  artwork: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  audio: '.wav,.flac,.aif,.aiff,audio/wav,audio/x-wav,audio/flac,audio/aiff,audio/x-aiff',
};
