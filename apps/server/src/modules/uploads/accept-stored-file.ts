import { randomUUID } from 'node:crypto';
import { cleanFileName, VALIDATION_ERROR_MESSAGE, UPLOAD_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { deleteOnFailure, type StoredObject } from '../../platform/storage.js';
import { inspectArtwork, writeArtworkPreview, type ArtworkFacts } from './inspect-artwork.js';
import { fingerprintKeys } from '@liner/domain';
import { fingerprintAudioFile } from './fingerprint-audio.js';
import { inspectAudio, type AudioFacts, type Inspection } from './inspect-audio.js';
import { uploadedFiles } from './tables.js';
import { toUploadedFile, type UploadedFile, type UploadKind } from './uploaded-file.js';

/**
 * Storage keys carry no extension: the format is known only once the bytes are checked, and
 * it is kept in the row (delivery names its resources itself).
 */
export function newStorageKey(userId: number, kind: UploadKind): string {
  return `uploads/${userId}/${kind}/${randomUUID()}`;
}

/** The 422 of a refused file: every reason under `file`, as the web shows them. */
export function uploadRejected(reasons: string[]): AppError {
  return new AppError('VALIDATION', {
    message: reasons.length === 1 ? reasons[0] : VALIDATION_ERROR_MESSAGE,
    errors: { file: reasons },
  });
}

export interface StoredUpload {
  userId: number;
  kind: UploadKind;
  originalName: string;
  stored: StoredObject;
}

type Checked = { artwork: ArtworkFacts & { previewStorageKey: string }; audio: AudioFacts };

const previewKeyOf = (key: string) => `${key}-preview.jpg`;

async function checkArtwork(deps: AppDeps, stored: StoredObject): Promise<Inspection<Checked['artwork']>> {
  const inspection = await inspectArtwork(deps.storage, stored.key, stored.size);
  if (!inspection.ok) return inspection;
  const previewStorageKey = await writeArtworkPreview(deps.storage, stored.key, previewKeyOf(stored.key));
  if (!previewStorageKey) return { ok: false, reasons: [UPLOAD_MESSAGES.artworkDamaged] };
  return { ok: true, facts: { ...inspection.facts, previewStorageKey } };
}

/**
 * Checks a file already streamed into storage and records it. A refused file answers 422 with
 * each reason; whatever fails (a refusal, an inspection, the insert), the file and its preview
 * are deleted from storage.
 */
export async function acceptStoredFile(deps: AppDeps, upload: StoredUpload): Promise<UploadedFile> {
  const { stored } = upload;
  return deleteOnFailure(deps.storage, [stored.key, previewKeyOf(stored.key)], () => recordStoredFile(deps, upload));
}

async function recordStoredFile(deps: AppDeps, upload: StoredUpload): Promise<UploadedFile> {
  const { stored } = upload;
  const base = {
    userId: upload.userId,
    kind: upload.kind,
    originalName: cleanFileName(upload.originalName),
    storageKey: stored.key,
    sizeBytes: stored.size,
    sha256: stored.sha256,
    md5: stored.md5,
    createdAt: deps.clock.now(),
  };
  let values: typeof uploadedFiles.$inferInsert;
  if (upload.kind === 'artwork') {
    const checked = await checkArtwork(deps, stored);
    if (!checked.ok) throw uploadRejected(checked.reasons);
    const { format, mimeType, width, height, previewStorageKey } = checked.facts;
    values = { ...base, format, mimeType, width, height, previewStorageKey };
  } else {
    const checked = await inspectAudio(deps.storage, stored.key, stored.size);
    if (!checked.ok) throw uploadRejected(checked.reasons);
    // fpcalc reads a path: a storage backend without local files gets no fingerprint (yet).
    const localPath = deps.storage.localPath(stored.key);
    const fingerprint = localPath ? await fingerprintAudioFile(localPath, deps.logger) : null;
    values = {
      ...base,
      ...checked.facts,
      fingerprint,
      fingerprintKeys: fingerprint ? fingerprintKeys(fingerprint) : null,
    };
  }
  const [row] = await deps.db.insert(uploadedFiles).values(values).returning();
  return toUploadedFile(row);
}
