import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { getUploadedFiles, type UploadKind } from '../uploads/index.js';
import { ARTWORK_FILE_MISSING, AUDIO_FILE_MISSING } from './check-release-for-publish.js';

export const NOT_AN_ARTWORK = 'This file is not an artwork image; choose the cover image you uploaded';
export const NOT_AN_AUDIO_FILE = 'This file is not an audio file; choose the audio you uploaded';

/** A file id a wizard save points at, the field it came in, and the kind that field takes. */
export interface SavedFileRef {
  field: string;
  fileId: number;
  kind: UploadKind;
}

// Functions, not tables: check-release-for-publish.ts and this file load each other through the wizard.
const missing = (kind: UploadKind) => (kind === 'artwork' ? ARTWORK_FILE_MISSING : AUDIO_FILE_MISSING);
const wrongKind = (kind: UploadKind) => (kind === 'artwork' ? NOT_AN_ARTWORK : NOT_AN_AUDIO_FILE);

/**
 * Refuses (422, per field) a save that points at a file the account does not own, that does not
 * exist or was removed (the same answer, so ids of other accounts cannot be probed), or that is
 * of the wrong kind (an audio file as artwork, an image as a track's audio). Checked on every
 * save, not only at publish: whatever a release points at is shown to its payees and reviewers.
 */
export async function checkSavedFiles(deps: AppDeps, ownerId: number, refs: readonly SavedFileRef[]): Promise<void> {
  if (refs.length === 0) return;
  const files = await getUploadedFiles(
    deps,
    refs.map((ref) => ({ userId: ownerId, fileId: ref.fileId })),
  );
  const errors: Record<string, string[]> = {};
  for (const ref of refs) {
    const file = files.get(ref.fileId);
    if (!file) errors[ref.field] = [missing(ref.kind)];
    else if (file.kind !== ref.kind) errors[ref.field] = [wrongKind(ref.kind)];
  }
  const messages = Object.values(errors).flat();
  if (messages.length > 0) throw new AppError('VALIDATION', { message: messages[0], errors });
}
