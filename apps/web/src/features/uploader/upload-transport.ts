import {
  CreateUploadRequest,
  UploadChunkResponse,
  UploadedFileView,
  UploadSessionView,
  type UploadKind,
} from '@liner/domain';
import { http, sendUpload, uploadError } from '../../lib/http.js';
import type { ChunkResult, UploadTransport } from './resumable-upload.js';

const BASE = '/api/distribution';

/** The resumable protocol over the client's upload function; `signal` aborts the chunk in flight. */
export function xhrUploadTransport(signal?: AbortSignal): UploadTransport {
  return {
    create: (input) => http.post(`${BASE}/uploads`, CreateUploadRequest.parse(input), UploadSessionView),
    status: (uploadId) => http.get(`${BASE}/uploads/${uploadId}`, UploadSessionView),
    async put(uploadId, offset, chunk, onChunkProgress): Promise<ChunkResult> {
      const answer = await sendUpload(`${BASE}/uploads/${uploadId}?offset=${offset}`, {
        method: 'PUT',
        body: chunk,
        contentType: 'application/octet-stream',
        onProgress: (sent) => onChunkProgress(sent),
        signal,
      });
      if (answer.status === 200) return { kind: 'ok', response: UploadChunkResponse.parse(answer.json) };
      if (answer.status === 409) {
        const held = Number((answer.json as { offset?: unknown } | null)?.offset);
        if (Number.isFinite(held)) return { kind: 'conflict', offset: held };
      }
      if (answer.status === 422) return { kind: 'rejected', reasons: uploadError(answer).messages };
      // 5xx and the like: the loop re-reads the offset and tries again.
      if (answer.status >= 500 || answer.status === 0) throw uploadError(answer);
      return { kind: 'rejected', reasons: uploadError(answer).messages };
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
  const answer = await sendUpload(`${BASE}/artwork/submit`, {
    body,
    onProgress: (sent) => onProgress(Math.min(sent, file.size), file.size),
    signal,
  });
  if (answer.status === 200) return { kind: 'done', file: UploadedFileView.parse(answer.json) };
  return { kind: 'rejected', reasons: uploadError(answer).messages };
}

export const uploadKindAccepts: Record<UploadKind, string> = {
  artwork: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  audio: '.wav,.flac,.aif,.aiff,audio/wav,audio/x-wav,audio/flac,audio/aiff,audio/x-aiff',
};
