import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { getUploadedFiles, type UploadKind } from '../uploads/index.js';
import { ARTWORK_FILE_MISSING, AUDIO_FILE_MISSING, NOT_AN_ARTWORK, NOT_AN_AUDIO_FILE } from './file-messages.js';

/** A file id a wizard save points at, the field it came in, and the kind that field takes. */
export interface SavedFileRef {
  field: string;
  fileId: number;
  kind: UploadKind;
}

const MISSING: Record<UploadKind, string> = { artwork: ARTWORK_FILE_MISSING, audio: AUDIO_FILE_MISSING };
const WRONG_KIND: Record<UploadKind, string> = { artwork: NOT_AN_ARTWORK, audio: NOT_AN_AUDIO_FILE };

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
    if (!file) errors[ref.field] = [MISSING[ref.kind]];
    else if (file.kind !== ref.kind) errors[ref.field] = [WRONG_KIND[ref.kind]];
  }
  const messages = Object.values(errors).flat();
  if (messages.length > 0) throw new AppError('VALIDATION', { message: messages[0], errors });
}
