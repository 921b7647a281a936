import type { UploadedFileView } from '@liner/domain';
import type { UploadedFile } from './uploaded-file.js';

/** The API's view: storage keys and the owner id stay on the server. */
export function presentUploadedFile(file: UploadedFile): UploadedFileView {
  return {
    id: file.id,
    kind: file.kind,
    originalName: file.originalName,
    mimeType: file.mimeType,
    format: file.format,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
    md5: file.md5,
    width: file.width,
    height: file.height,
    durationSeconds: file.durationSeconds,
    sampleRate: file.sampleRate,
    bitDepth: file.bitDepth,
    channels: file.channels,
    previewUrl: file.previewStorageKey ? `/api/distribution/files/${file.id}/preview` : null,
    createdAt: file.createdAt.toISOString(),
  };
}
