import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import type { ReleaseArtistRow, ReleaseRow } from './load-release.js';
import { releaseArtists, releases } from './tables.js';

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
