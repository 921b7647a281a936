import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { releaseArtists, releases, tracks } from './tables.js';

export type ReleaseRow = typeof releases.$inferSelect;
export type ReleaseArtistRow = typeof releaseArtists.$inferSelect;
export type TrackRow = typeof tracks.$inferSelect;

export interface ReleaseParts {
  release: ReleaseRow;
  artists: ReleaseArtistRow[];
  tracks: TrackRow[];
}

export const RELEASE_NOT_FOUND = 'Release not found';

/**
 * The release if it belongs to the user. Another user's id answers 404 like a missing one,
 * so ids cannot be probed.
 */
export async function findOwnRelease(db: DbExecutor, userId: number, releaseId: number): Promise<ReleaseRow> {
  const [row] = await db
    .select()
    .from(releases)
    .where(and(eq(releases.id, releaseId), eq(releases.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', { message: RELEASE_NOT_FOUND });
  return row;
}

export async function findRelease(db: DbExecutor, releaseId: number): Promise<ReleaseRow> {
  const [row] = await db.select().from(releases).where(eq(releases.id, releaseId));
  if (!row) throw new AppError('NOT_FOUND', { message: RELEASE_NOT_FOUND });
  return row;
}

export async function loadReleaseParts(db: DbExecutor, release: ReleaseRow): Promise<ReleaseParts> {
  const [artists, trackRows] = await Promise.all([
    db
      .select()
      .from(releaseArtists)
      .where(eq(releaseArtists.releaseId, release.id))
      .orderBy(asc(releaseArtists.position)),
    db.select().from(tracks).where(eq(tracks.releaseId, release.id)).orderBy(asc(tracks.position)),
  ]);
  return { release, artists, tracks: trackRows };
}

/** loadReleaseParts for several releases in two queries; answers in the list's order. */
export async function loadReleasesParts(db: DbExecutor, list: readonly ReleaseRow[]): Promise<ReleaseParts[]> {
  if (list.length === 0) return [];
  const ids = list.map((release) => release.id);
  const [artistRows, trackRows] = await Promise.all([
    db
      .select()
      .from(releaseArtists)
      .where(inArray(releaseArtists.releaseId, ids))
      .orderBy(asc(releaseArtists.releaseId), asc(releaseArtists.position)),
    db.select().from(tracks).where(inArray(tracks.releaseId, ids)).orderBy(asc(tracks.releaseId), asc(tracks.position)),
  ]);
  const parts = new Map(list.map((release) => [release.id, { release, artists: [], tracks: [] } as ReleaseParts]));
  for (const artist of artistRows) parts.get(artist.releaseId)?.artists.push(artist);
  for (const track of trackRows) parts.get(track.releaseId)?.tracks.push(track);
  return list.map((release) => parts.get(release.id) ?? { release, artists: [], tracks: [] });
}
