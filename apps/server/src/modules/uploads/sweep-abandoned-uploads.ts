import fsp from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { uploadSessions } from './tables.js';
import { ABANDONED_UPLOAD_HOURS } from './upload-limits.js';
import { stagingDir, stagingPath } from './upload-sessions.js';

export interface UploadSweepResult {
  /** Sessions deleted: still uploading, or rejected, and untouched past the threshold. */
  sessions: number;
  /** Old part files no uploading session owned (their user was deleted, or an earlier sweep stopped half way). */
  orphanFiles: number;
}

/**
 * Deletes the resumable uploads that never completed and had no chunk for more than
 * ABANDONED_UPLOAD_HOURS, with their part files. Completed uploads are never touched: their
 * session points at the checked file. Part files sit on this process's disk (see stagingPath),
 * so the sweep runs where the API runs (embedded mode: workers in the server process).
 */
export async function sweepAbandonedUploads(deps: AppDeps): Promise<UploadSweepResult> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - ABANDONED_UPLOAD_HOURS * 3_600_000);
  // One conditional delete: a chunk that claims the session first makes it recent and keeps it;
  // one that comes after finds no session (404), so no chunk writes into a file removed here.
  const removed = await deps.db
    .delete(uploadSessions)
    .where(
      and(
        ne(uploadSessions.status, 'complete'),
        lt(uploadSessions.updatedAt, cutoff),
        or(isNull(uploadSessions.lockedUntil), lt(uploadSessions.lockedUntil, now)),
      ),
    )
    .returning({ id: uploadSessions.id });
  for (const { id } of removed) await fsp.rm(stagingPath(deps, id), { force: true });
  const orphanFiles = await removeOrphanPartFiles(deps, cutoff);
  const result = { sessions: removed.length, orphanFiles };
  deps.logger.info(
    result,
    `upload sweep removed ${removed.length} abandoned upload(s) and ${orphanFiles} orphan part file(s)`,
  );
  return result;
}

/** Part files as old as an abandoned upload whose id has no session still uploading. */
async function removeOrphanPartFiles(deps: AppDeps, cutoff: Date): Promise<number> {
  const dir = stagingDir(deps);
  const names = await fsp.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const old = new Map<number, string>();
  for (const name of names) {
    const id = /^(\d+)\.part$/.exec(name)?.[1];
    if (!id) continue;
    const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
    if (stat && stat.mtime < cutoff) old.set(Number(id), name);
  }
  if (old.size === 0) return 0;
  const live = await deps.db
    .select({ id: uploadSessions.id })
    .from(uploadSessions)
    .where(and(inArray(uploadSessions.id, [...old.keys()]), eq(uploadSessions.status, 'uploading')));
  for (const { id } of live) old.delete(id);
  for (const name of old.values()) await fsp.rm(path.join(dir, name), { force: true });
  return old.size;
}
