import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { uploadedFiles } from './tables.js';
import { getUploadedFile } from './uploaded-file.js';

const notFound = () => new AppError('NOT_FOUND', { message: 'File not found' });

/**
 * Removes the user's own file: the stored bytes go, the row stays marked 'removed' so that
 * anything that recorded the id still resolves it (getUploadedFile then answers null).
 * Whether a release still uses the file is the releases area's rule, checked by its callers.
 */
export async function removeUploadedFile(deps: AppDeps, userId: number, fileId: number): Promise<string> {
  const file = await getUploadedFile(deps, userId, fileId);
  if (!file) throw notFound();
  await deps.db
    .update(uploadedFiles)
    .set({ status: 'removed', removedAt: deps.clock.now() })
    .where(and(eq(uploadedFiles.id, file.id), eq(uploadedFiles.userId, userId)));
  await deps.storage.delete(file.storageKey);
  if (file.previewStorageKey) await deps.storage.delete(file.previewStorageKey);
  return 'File removed';
}
