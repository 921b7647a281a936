import { and, eq, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../platform/db.js';
import type { ReleaseRow, TrackRow } from './load-release.js';
import { releases, tracks } from './tables.js';

/**
 * Every track with the release it belongs to, as a subquery other areas may join to their own
 * tables (a split's track, its search by title and ISRC, its list order) without reading the
 * releases area's tables. PostgreSQL folds such a subquery into the outer query, so a join
 * through it costs what a join on the tables would.
 */
export function trackCatalog() {
  return new QueryBuilder()
    .select({
      trackId: tracks.id,
      trackTitle: tracks.title,
      isrc: tracks.isrc,
      position: tracks.position,
      releaseId: releases.id,
      releaseTitle: releases.title,
      releaseUserId: releases.userId,
      releaseStatus: releases.status,
      releaseCreatedAt: releases.createdAt,
      upc: releases.upc,
      artworkFileId: releases.artworkFileId,
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
