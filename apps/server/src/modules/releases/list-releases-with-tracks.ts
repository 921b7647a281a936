import { and, asc, count, desc, eq, exists, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Paginated } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { pageOf } from '../../platform/page-of.js';
import { containsPattern, coverUrls } from './list-releases.js';
import { releases, tracks } from './tables.js';

export interface ReleaseWithTracks {
  id: number;
  title: string;
  upc: string | null;
  coverUrl: string | null;
  tracks: { id: number; title: string; isrc: string | null }[];
}

/**
 * One page of an account's releases that have at least one track, newest first, each with its
 * tracks in order; `search` keeps the titles that contain it, in any case. What the release
 * pickers choose from: a release without a track cannot be delivered, so no programme takes it.
 */
export async function listReleasesWithTracks(
  db: DbExecutor,
  userId: number,
  query: { page: number; per_page: number; search?: string },
): Promise<Paginated<ReleaseWithTracks>> {
  const filters: SQL[] = [
    eq(releases.userId, userId),
    exists(db.select({ id: tracks.id }).from(tracks).where(eq(tracks.releaseId, releases.id))),
  ];
  if (query.search) filters.push(ilike(releases.title, containsPattern(query.search)));
  const where = and(...filters);
  const [{ total }] = await db.select({ total: count() }).from(releases).where(where);
  const rows = await db
    .select({ id: releases.id, title: releases.title, upc: releases.upc, artworkFileId: releases.artworkFileId })
    .from(releases)
    .where(where)
    .orderBy(desc(releases.createdAt), desc(releases.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const trackRows =
    rows.length === 0
      ? []
      : await db
          .select({ id: tracks.id, releaseId: tracks.releaseId, title: tracks.title, isrc: tracks.isrc })
          .from(tracks)
          .where(
            inArray(
              tracks.releaseId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(tracks.position), asc(tracks.id));
  const data = rows.map((row) => ({
    id: row.id,
    title: row.title,
    upc: row.upc,
    coverUrl: coverUrls(row.artworkFileId)?.plain ?? null,
    tracks: trackRows
      .filter((track) => track.releaseId === row.id)
      .map((track) => ({ id: track.id, title: track.title, isrc: track.isrc })),
  }));
  return pageOf(data, Number(total), query);
}
