import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { UploadChunkResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { acceptStoredFile, newStorageKey } from './accept-stored-file.js';
import { presentUploadedFile } from './present-uploaded-file.js';
import { uploadSessions, type UploadSessionRow } from './tables.js';
import { CHUNK_LOCK_MINUTES, maxUploadBytes } from './upload-limits.js';
import { findUploadSession, stagingPath } from './upload-sessions.js';

/** 409 for a chunk that does not start where the server's copy ends; the route adds `offset` to the body. */
export class UploadOffsetConflict extends AppError {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super('CONFLICT', { message, reason: 'UPLOAD_OFFSET_MISMATCH' });
  }
}

class ChunkPastDeclaredSize extends Error {}

const chunkPastSizeMessage = 'The chunk goes past the size declared when the upload started';

/** Why a chunk could not claim the session: missing (404), finished, busy or at the wrong offset (409). */
async function refusal(deps: AppDeps, userId: number, sessionId: number, offset: number): Promise<AppError> {
  const row = await findUploadSession(deps, userId, sessionId);
  if (row.status === 'complete') return new UploadOffsetConflict(row.receivedBytes, 'This upload is already complete');
  if (row.status === 'rejected')
    return new UploadOffsetConflict(row.receivedBytes, 'This upload was refused: start a new upload');
  if (row.receivedBytes !== offset) {
    return new UploadOffsetConflict(
      row.receivedBytes,
      `The server holds ${row.receivedBytes} bytes of this upload: resume from offset ${row.receivedBytes}`,
    );
  }
  return new UploadOffsetConflict(row.receivedBytes, 'Another chunk of this upload is being received');
}

/** Appends the body at `offset`, refusing bytes past `limit`; answers the new length of the part file. */
async function writeChunk(part: string, offset: number, limit: number, body: Readable): Promise<number> {
  let written = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      written += chunk.length;
      if (offset + written > limit) return callback(new ChunkPastDeclaredSize(chunkPastSizeMessage));
      callback(null, chunk);
    },
  });
  // The part file may hold the remains of an interrupted chunk past `offset`: cut them first.
  await fsp.truncate(part, offset);
  await pipeline(body, counter, fs.createWriteStream(part, { flags: 'r+', start: offset }));
  return offset + written;
}

async function release(
  deps: AppDeps,
  sessionId: number,
  receivedBytes: number,
  extra: Partial<UploadSessionRow> = {},
): Promise<void> {
  await deps.db
    .update(uploadSessions)
    .set({ receivedBytes, lockedUntil: null, updatedAt: deps.clock.now(), ...extra })
    .where(eq(uploadSessions.id, sessionId));
}

/** Streams the assembled part file into storage once, checks it, and closes the session either way. */
async function completeUpload(deps: AppDeps, session: UploadSessionRow, part: string): Promise<UploadChunkResponse> {
  const { id, userId, kind, fileName, sizeBytes } = session;
  try {
    const stored = await deps.storage.put(newStorageKey(userId, kind), fs.createReadStream(part), {
      maxBytes: maxUploadBytes(kind, deps.config),
    });
    const file = await acceptStoredFile(deps, { userId, kind, originalName: fileName, stored });
    await release(deps, id, sizeBytes, { status: 'complete', uploadedFileId: file.id });
    await fsp.rm(part, { force: true });
    return { offset: sizeBytes, size: sizeBytes, status: 'complete', file: presentUploadedFile(file) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') {
      await release(deps, id, sizeBytes, {
        status: 'rejected',
        rejectionReasons: error.errors?.file ?? [error.message],
      });
      await fsp.rm(part, { force: true });
    } else {
      // Keep the bytes: a PUT at offset = size (empty body) retries the completion.
      await release(deps, id, sizeBytes);
    }
    throw error;
  }
}

/**
 * One PUT of the resumable protocol. The session row is claimed with a conditional update
 * (right user, still uploading, offset matches, no other chunk in flight), so two racing
 * chunks cannot interleave even across server processes. A failed chunk leaves the offset
 * where it was: the client resends it.
 */
export async function appendUploadChunk(
  deps: AppDeps,
  userId: number,
  sessionId: number,
  offset: number,
  body: Readable,
): Promise<UploadChunkResponse> {
  const now = deps.clock.now();
  const [session] = await deps.db
    .update(uploadSessions)
    .set({ lockedUntil: new Date(now.getTime() + CHUNK_LOCK_MINUTES * 60_000), updatedAt: now })
    .where(
      and(
        eq(uploadSessions.id, sessionId),
        eq(uploadSessions.userId, userId),
        eq(uploadSessions.status, 'uploading'),
        eq(uploadSessions.receivedBytes, offset),
        or(isNull(uploadSessions.lockedUntil), lt(uploadSessions.lockedUntil, now)),
      ),
    )
    .returning();
  if (!session) throw await refusal(deps, userId, sessionId, offset);

  const part = stagingPath(deps, sessionId);
  await fsp.mkdir(path.dirname(part), { recursive: true });
  await (await fsp.open(part, 'a')).close();
  const held = (await fsp.stat(part)).size;
  if (held < offset) {
    // The staging copy was lost (disk cleaned, another instance): say what is really held.
    await release(deps, sessionId, held);
    throw new UploadOffsetConflict(held, `The server holds ${held} bytes of this upload: resume from offset ${held}`);
  }
  let received: number;
  try {
    received = await writeChunk(part, offset, session.sizeBytes, body);
  } catch (error) {
    await fsp.truncate(part, offset).catch(() => undefined);
    await release(deps, sessionId, offset);
    if (error instanceof ChunkPastDeclaredSize) throw fieldError('file', chunkPastSizeMessage);
    throw error;
  }
  if (received < session.sizeBytes) {
    await release(deps, sessionId, received);
    return { offset: received, size: session.sizeBytes, status: 'uploading', file: null };
  }
  return completeUpload(deps, session, part);
}
