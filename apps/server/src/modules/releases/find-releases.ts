import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import type { ReleaseArtistRow, ReleaseRow, TrackRow } from './load-release.js';
import { releaseArtists, releases, tracks } from './tables.js';

/** Releases by id (unknown ids are left out), in no particular order. */
export async function findReleasesByIds(db: DbExecutor, releaseIds: readonly number[]): Promise<ReleaseRow[]> {
  if (releaseIds.length === 0) return [];
  return db
    .select()
    .from(releases)
    .where(inArray(releases.id, [...new Set(releaseIds)]));
}

/** One release by id, or null (findRelease answers 404 instead). */
export async function findReleaseOrNull(db: DbExecutor, releaseId: number): Promise<ReleaseRow | null> {
  const [release] = await findReleasesByIds(db, [releaseId]);
  return release ?? null;
}

/** A release's artists in their credited order. */
export async function findReleaseArtists(db: DbExecutor, releaseId: number): Promise<ReleaseArtistRow[]> {
  return db
    .select()
    .from(releaseArtists)
    .where(eq(releaseArtists.releaseId, releaseId))
    .orderBy(asc(releaseArtists.position));
}

/** Every user's releases in these statuses, longest in their status first (the operator's queue), a page at a time. */
export async function listReleasesInStatuses(
  db: DbExecutor,
  statuses: readonly number[],
  page: { page: number; per_page: number },
): Promise<{ total: number; rows: ReleaseRow[] }> {
  const where = inArray(releases.status, [...statuses]);
  const [{ total }] = await db.select({ total: count() }).from(releases).where(where);
  const rows = await db
    .select()
    .from(releases)
    .where(where)
    .orderBy(asc(releases.updatedAt), asc(releases.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return { total, rows };
}

/** The release row locked (FOR UPDATE) for the rest of the caller's transaction, or null. */
export async function lockRelease(tx: DbExecutor, releaseId: number): Promise<ReleaseRow | null> {
  const [release] = await tx.select().from(releases).where(eq(releases.id, releaseId)).for('update');
  return release ?? null;
}

/** A release's tracks in their order. */
export async function findReleaseTracks(db: DbExecutor, releaseId: number): Promise<TrackRow[]> {
  return db.select().from(tracks).where(eq(tracks.releaseId, releaseId)).orderBy(asc(tracks.position));
}

/** One track of this release, or null (a track of another release is null too). */
export async function findReleaseTrack(db: DbExecutor, releaseId: number, trackId: number): Promise<TrackRow | null> {
  const [track] = await db
    .select()
    .from(tracks)
    .where(and(eq(tracks.id, trackId), eq(tracks.releaseId, releaseId)));
  return track ?? null;
}
