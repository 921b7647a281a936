import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { releaseStatusBadge, type Paginated, type TrackManagerRow } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { pageOf } from '../../platform/page-of.js';
import { containsPattern, coverUrls, type PageRequest } from './list-releases.js';
import { releaseIsLive } from './present-release.js';
import { releases, tracks } from './tables.js';

/** The track manager: every track of the user's releases, newest release first. */
export async function listTracks(
  deps: AppDeps,
  userId: number,
  query: PageRequest,
): Promise<Paginated<TrackManagerRow>> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = and(
    eq(releases.userId, userId),
    pattern ? or(ilike(tracks.title, pattern), ilike(tracks.isrc, pattern), ilike(releases.title, pattern)) : undefined,
  );
  const [{ total }] = await deps.db
    .select({ total: count() })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(where);
  const rows = await deps.db
    .select({ track: tracks, release: releases })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(where)
    .orderBy(desc(releases.createdAt), desc(releases.id), asc(tracks.position))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const now = deps.clock.now();
  const data = rows.map(
    ({ track, release }): TrackManagerRow => ({
      id: track.id,
      title: track.title,
      version: track.version,
      release_id: release.id,
      release_title: release.title,
      isrc: track.isrc,
      artwork: coverUrls(release.artworkFileId)?.plain ?? null,
      status: release.status,
      badge: releaseStatusBadge(release.status, releaseIsLive(release, now)),
      date: release.releaseDate,
      language: track.language || release.language,
      // The uploads area's file view; it carries the stored file's details.
      audio_url: track.audioFileId === null ? null : `/api/distribution/files/${track.audioFileId}`,
    }),
  );
  return pageOf(data, Number(total), query);
}
