/**
 * A metric per track over the range, largest first, a page at a time, with each track's ISRC,
 * titles and cover from the releases area.
 */
import { sql } from 'drizzle-orm';
import { type AnalyticsTrackPage, type AnalyticsTrackRow, graphTotal, percentOf } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { pageOf } from '../../platform/page-of.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { coverUrls, findTracksWithReleases } from '../releases/index.js';
import type { ResolvedQuery } from './analytics-range.js';
import { rollupRows, tracksWhere } from './query-rollups.js';
import { rangeOf } from './query-series.js';

export interface TrackNames {
  isrc: string | null;
  track: string;
  release: string;
  cover: string | null;
}

/** Titles, ISRC and cover of tracks by id; a track deleted since shows its id. */
export async function trackNames(db: DbExecutor, trackIds: readonly number[]): Promise<(id: number) => TrackNames> {
  const found = await findTracksWithReleases(db, trackIds);
  return (id) => {
    const item = found.get(id);
    if (!item) return { isrc: null, track: `Track ${id}`, release: '', cover: null };
    return {
      isrc: item.track.isrc,
      track: item.track.title,
      release: item.release.title,
      cover: coverUrls(item.release.artworkFileId)?.medium ?? null,
    };
  };
}

/** The tracks' totals in one statement: the asked page, the number of tracks and their sum. */
export async function queryTracks(
  db: DbExecutor,
  platformSlug: string,
  query: ResolvedQuery,
  page: { page: number; per_page: number },
): Promise<AnalyticsTrackPage> {
  const rows = await queryRows<{
    total_rows: number;
    total_value: string | null;
    release_id: number | null;
    track_id: number | null;
    amount: string | null;
  }>(
    db,
    sql`WITH per_track AS (
          SELECT release_id, track_id, sum(amount) AS amount FROM ${rollupRows({
            where: tracksWhere(query.level),
            columns: ['release_id', 'track_id'],
            ranges: [{ tag: 0, range: query.range }],
            time: 'none',
          })} r GROUP BY release_id, track_id)
        SELECT s.total_rows, s.total_value, p.release_id, p.track_id, p.amount::text AS amount
        FROM (SELECT count(*)::int AS total_rows, sum(amount)::text AS total_value FROM per_track) s
        LEFT JOIN LATERAL (
          SELECT * FROM per_track ORDER BY amount DESC, track_id
          LIMIT ${page.per_page} OFFSET ${(page.page - 1) * page.per_page}) p ON true`,
  );
  const total = BigInt(rows[0]?.total_value ?? 0);
  const listed = rows.filter((row) => row.track_id !== null);
  const names = await trackNames(
    db,
    listed.map((row) => Number(row.track_id)),
  );
  const data: AnalyticsTrackRow[] = listed.map((row) => {
    const amount = BigInt(row.amount ?? 0);
    return {
      track_id: Number(row.track_id),
      release_id: Number(row.release_id),
      ...names(Number(row.track_id)),
      value: Number(amount),
      percent: percentOf(amount, total),
    };
  });
  return {
    ...pageOf(data, rows[0]?.total_rows ?? 0, page),
    platform: platformSlug,
    metric: query.level.metric,
    range: rangeOf(query.range),
    total_value: graphTotal(total),
  };
}
