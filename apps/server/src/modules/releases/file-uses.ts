import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { releases, tracks } from './tables.js';

/** Whether a release uses the file: as its artwork, or as a track's audio. */
export async function isFileUsedByRelease(
  db: DbExecutor,
  file: { id: number; kind: 'artwork' | 'audio' },
): Promise<boolean> {
  const rows =
    file.kind === 'artwork'
      ? await db.select({ id: releases.id }).from(releases).where(eq(releases.artworkFileId, file.id)).limit(1)
      : await db.select({ id: tracks.id }).from(tracks).where(eq(tracks.audioFileId, file.id)).limit(1);
  return rows.length > 0;
}

/** The tracks of the releases whose artwork is this file. */
export async function findTrackIdsWithCover(db: DbExecutor, artworkFileId: number): Promise<number[]> {
  const rows = await db
    .select({ id: tracks.id })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(eq(releases.artworkFileId, artworkFileId));
  return rows.map((row) => row.id);
}
