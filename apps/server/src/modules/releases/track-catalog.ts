import { and, type Column, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../platform/db.js';
import type { ReleaseRow, TrackRow } from './load-release.js';
import { releases, tracks } from './tables.js';

/**
 * A column under a name of its own in the subquery: tracks and releases both have id and title,
 * and Drizzle names a subquery's columns unqualified, so the names must not clash with the
 * joining table's either (splits has track_id). Typed and read as the column.
 */
function column<Type extends Column>(source: Type, name: string) {
  return sql<Type['_']['data'] | (Type['_']['notNull'] extends true ? never : null)>`${source}`
    .mapWith(source)
    .as(name);
}

/**
 * Every track with the release it belongs to, as a subquery other areas may join to their own
 * tables (a split's track, its search by title and ISRC, its list order) without reading the
 * releases area's tables. PostgreSQL folds such a subquery into the outer query, so a join
 * through it costs what a join on the tables would.
 */
export function trackCatalog() {
  return new QueryBuilder()
    .select({
      trackId: column(tracks.id, 'catalog_track_id'),
      trackTitle: column(tracks.title, 'catalog_track_title'),
      isrc: column(tracks.isrc, 'catalog_isrc'),
      position: column(tracks.position, 'catalog_position'),
      releaseId: column(releases.id, 'catalog_release_id'),
      releaseTitle: column(releases.title, 'catalog_release_title'),
      releaseUserId: column(releases.userId, 'catalog_release_user_id'),
      releaseStatus: column(releases.status, 'catalog_release_status'),
      releaseCreatedAt: column(releases.createdAt, 'catalog_release_created_at'),
      upc: column(releases.upc, 'catalog_upc'),
      artworkFileId: column(releases.artworkFileId, 'catalog_artwork_file_id'),
    })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .as('track_catalog');
}

/** Tracks by id with their releases (unknown ids are left out). */
export async function findTracksWithReleases(
  db: DbExecutor,
  trackIds: readonly number[],
): Promise<Map<number, { track: TrackRow; release: ReleaseRow }>> {
  if (trackIds.length === 0) return new Map();
  const rows = await db
    .select({ track: tracks, release: releases })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(inArray(tracks.id, [...new Set(trackIds)]));
  return new Map(rows.map((row) => [row.track.id, row]));
}

/** A track of this owner's releases (id and title), or null. */
export async function findOwnTrack(
  db: DbExecutor,
  ownerUserId: number,
  trackId: number,
): Promise<{ id: number; title: string } | null> {
  const catalog = trackCatalog();
  const [row] = await db
    .select({ id: catalog.trackId, title: catalog.trackTitle })
    .from(catalog)
    .where(and(eq(catalog.trackId, trackId), eq(catalog.releaseUserId, ownerUserId)));
  return row ?? null;
}
