import type { Readable } from 'node:stream';
import { UPLOAD_MESSAGES } from '@liner/domain';
import type { AppConfig } from '../../platform/config.js';
import type { AppDeps } from '../../platform/deps.js';
import { StorageLimitError, type StoredObject } from '../../platform/storage.js';
import { acceptStoredFile, newStorageKey, uploadRejected } from './accept-stored-file.js';
import { maxUploadBytes } from './upload-limits.js';
import type { UploadedFile, UploadKind } from './uploaded-file.js';

export interface SubmittedFile {
  fileName: string;
  stream: Readable;
}

export function tooLargeMessage(kind: UploadKind, config: Pick<AppConfig, 'uploadMaxAudioBytes'>): string {
  const limit = maxUploadBytes(kind, config);
  return kind === 'artwork' ? UPLOAD_MESSAGES.artworkTooLarge(limit) : UPLOAD_MESSAGES.audioTooLarge(limit);
}

/**
 * A one-request upload (multipart): streams the file into storage, stopping at the kind's
 * size limit, then checks and records it. Nothing is held in memory beyond a chunk.
 */
export async function submitFile(
  deps: AppDeps,
  userId: number,
  kind: UploadKind,
  file: SubmittedFile | null,
): Promise<UploadedFile> {
  if (!file) throw uploadRejected([UPLOAD_MESSAGES.missingFile]);
  let stored: StoredObject;
  try {
    stored = await deps.storage.put(newStorageKey(userId, kind), file.stream, {
      maxBytes: maxUploadBytes(kind, deps.config),
    });
  } catch (error) {
    if (error instanceof StorageLimitError) throw uploadRejected([tooLargeMessage(kind, deps.config)]);
    throw error;
  }
  return acceptStoredFile(deps, { userId, kind, originalName: file.fileName, stored });
}
