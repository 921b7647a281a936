import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { UPLOAD_MESSAGES, type CreateUploadRequest, type UploadSessionView } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { uploadRejected } from './accept-stored-file.js';
import { tooLargeMessage } from './submit-file.js';
import { uploadSessions, type UploadSessionRow } from './tables.js';
import { UPLOAD_CHUNK_BYTES, maxUploadBytes } from './upload-limits.js';

/**
 * Chunks are appended to a part file on the server's local disk (DATA_DIR/uploads-staging),
 * whatever the storage backend; the assembled file is then streamed into storage once. A
 * session is therefore served by the instance that holds its part file (sticky uploads when
 * several API processes run).
 */
export function stagingDir(deps: AppDeps): string {
  return path.join(deps.config.dataDir, 'uploads-staging');
}

export function stagingPath(deps: AppDeps, sessionId: number): string {
  return path.join(stagingDir(deps), `${sessionId}.part`);
}

export function presentUploadSession(row: UploadSessionRow): UploadSessionView {
  return {
    uploadId: row.id,
    kind: row.kind,
    fileName: row.fileName,
    size: row.sizeBytes,
    offset: row.receivedBytes,
    chunkSize: UPLOAD_CHUNK_BYTES,
    status: row.status,
    fileId: row.uploadedFileId,
    errors: row.rejectionReasons,
  };
}

/** Starts a resumable upload; the declared size is checked against the limits before any byte is sent. */
export async function createUploadSession(
  deps: AppDeps,
  userId: number,
  input: CreateUploadRequest,
): Promise<UploadSessionView> {
  if (input.size === 0) throw uploadRejected([UPLOAD_MESSAGES.emptyFile]);
  if (input.size > maxUploadBytes(input.kind, deps.config))
    throw uploadRejected([tooLargeMessage(input.kind, deps.config)]);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(uploadSessions)
    .values({
      userId,
      kind: input.kind,
      fileName: input.fileName,
      sizeBytes: input.size,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return presentUploadSession(row);
}

/** The user's own session, or 404 (another user's id answers exactly like a missing one). */
export async function findUploadSession(deps: AppDeps, userId: number, sessionId: number): Promise<UploadSessionRow> {
  const [row] = await deps.db
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.id, sessionId), eq(uploadSessions.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Upload not found' });
  return row;
}
