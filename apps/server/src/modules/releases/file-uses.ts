import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { releases, tracks } from './tables.js';

/** Whether a release uses the file: as its artwork, or as a track's audio. */
export async function isFileUsedByRelease(
  db: DbExecutor,
  file: { id: number; userId: number; kind: 'artwork' | 'audio' },
): Promise<boolean> {
  // Only a release of the file's owner counts: a release pointing at another account's file
  // (saved before saves checked owners) opens nothing.
  const ofOwner = eq(releases.userId, file.userId);
  const rows =
    file.kind === 'artwork'
      ? await db
          .select({ id: releases.id })
          .from(releases)
          .where(and(eq(releases.artworkFileId, file.id), ofOwner))
          .limit(1)
      : await db
          .select({ id: tracks.id })
          .from(tracks)
          .innerJoin(releases, eq(releases.id, tracks.releaseId))
          .where(and(eq(tracks.audioFileId, file.id), ofOwner))
          .limit(1);
  return rows.length > 0;
}

/** The tracks of the file owner's releases whose artwork is this file. */
export async function findTrackIdsWithCover(
  db: DbExecutor,
  artwork: { id: number; userId: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: tracks.id })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(eq(releases.artworkFileId, artwork.id), eq(releases.userId, artwork.userId)));
  return rows.map((row) => row.id);
}
