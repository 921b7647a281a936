/**
 * spotify/threshold: Spotify pays no recorded royalties on a track with fewer than 1,000 streams
 * in the trailing 12 months. Per track: its streams in the 12 months up to the newest day with
 * Spotify data, how many it is short of the line, and its trend (the last 28 days against the 28
 * before). Tracks under the line first, fewest streams first.
 */
import { sql } from 'drizzle-orm';
import {
  SPOTIFY_MIN_YEARLY_STREAMS,
  type StreamThresholdPage,
  type StreamThresholdQuery,
  type StreamThresholdRow,
  addDaysToIsoDay,
  isoDay,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { pageOf } from '../../platform/page-of.js';
import type { Actor } from '../../platform/request-auth.js';
import { numberArray, queryRows } from '../../platform/sql-arrays.js';
import {
  catalogFilter,
  DEFAULT_RANGE_DAYS,
  type DayRange,
  previousPeriod,
  type RollupLevel,
  resolveRange,
} from './analytics-range.js';
import { ALL_COUNTRIES } from './fact-writer.js';
import { rollupRows, tracksWhere } from './query-rollups.js';
import { changeOf, rangeOf } from './query-series.js';
import { trackNames } from './query-tracks.js';

/** The 12 months up to and including the day. */
export function trailingYear(end: string): DayRange {
  const [year, month, day] = end.split('-').map(Number) as [number, number, number];
  return { start: isoDay(new Date(Date.UTC(year - 1, month - 1, day + 1))), end };
}

/** Every track's streams over the 12 months (whole months from the monthly rollups). */
async function yearlyStreams(deps: AppDeps, level: RollupLevel, year: DayRange) {
  const rows = await queryRows<{ release_id: number; track_id: number; amount: string }>(
    deps.db,
    sql`SELECT release_id, track_id, sum(amount)::text AS amount FROM ${rollupRows({
      where: tracksWhere(level),
      columns: ['release_id', 'track_id'],
      ranges: [{ tag: 0, range: year }],
      time: 'none',
    })} r GROUP BY release_id, track_id`,
  );
  return rows.map((row) => ({
    trackId: Number(row.track_id),
    releaseId: Number(row.release_id),
    yearly: BigInt(row.amount),
  }));
}

/**
 * The last 28 days against the 28 before, for the listed page's tracks only: one short index
 * range per track, so the cost is the page's, not the catalog's.
 */
async function trends(
  deps: AppDeps,
  level: RollupLevel,
  tracks: readonly { trackId: number; releaseId: number }[],
  last: DayRange,
): Promise<Map<number, string | null>> {
  if (tracks.length === 0) return new Map();
  const before = previousPeriod(last);
  const rows = await queryRows<{ track_id: number; last: string; before: string }>(
    deps.db,
    sql`SELECT p.track_id, coalesce(t.last, 0)::text AS last, coalesce(t.before, 0)::text AS before
        FROM unnest(${numberArray(tracks.map((t) => t.releaseId))}::int[], ${numberArray(tracks.map((t) => t.trackId))}::int[])
          AS p(release_id, track_id)
        CROSS JOIN LATERAL (
          SELECT sum(amount) FILTER (WHERE day >= ${last.start}::date) AS last,
            sum(amount) FILTER (WHERE day < ${last.start}::date) AS before
          FROM analytics_daily
          WHERE user_id = ${level.userId} AND platform = ${level.platform} AND metric = ${level.metric}
            AND dimension = '' AND release_id = p.release_id AND track_id = p.track_id AND country = ${ALL_COUNTRIES}
            AND day BETWEEN ${before.start}::date AND ${last.end}::date) t`,
  );
  return new Map(rows.map((row) => [Number(row.track_id), changeOf(BigInt(row.last), BigInt(row.before))]));
}

export async function streamThreshold(
  deps: AppDeps,
  actor: Actor,
  query: StreamThresholdQuery,
): Promise<StreamThresholdPage> {
  const { releaseId, trackId } = await catalogFilter(deps, actor, query);
  const at = { userId: actor.accountId, platform: 'spotify', metric: 'streams' as const };
  const asOf = query.end_date ?? (await resolveRange(deps, at, {})).range.end;
  const year = trailingYear(asOf);
  const level = { ...at, releaseId, trackId, country: ALL_COUNTRIES };
  const all = await yearlyStreams(deps, level, year);
  const threshold = BigInt(SPOTIFY_MIN_YEARLY_STREAMS);
  all.sort((a, b) => (a.yearly === b.yearly ? a.trackId - b.trackId : a.yearly < b.yearly ? -1 : 1));
  const below = all.filter((track) => track.yearly < threshold);
  const listed = query.below_only === 'true' ? below : all;
  const page = listed.slice((query.page - 1) * query.per_page, query.page * query.per_page);
  const [names, trendOf] = await Promise.all([
    trackNames(
      deps.db,
      page.map((track) => track.trackId),
    ),
    trends(deps, level, page, { start: addDaysToIsoDay(asOf, -(DEFAULT_RANGE_DAYS - 1)), end: asOf }),
  ]);
  const data: StreamThresholdRow[] = page.map((track) => {
    const { isrc, track: title, release } = names(track.trackId);
    return {
      track_id: track.trackId,
      release_id: track.releaseId,
      isrc,
      track: title,
      release,
      yearlyStreams: Number(track.yearly),
      shortBy: Number(track.yearly < threshold ? threshold - track.yearly : 0n),
      trend: trendOf.get(track.trackId) ?? null,
    };
  });
  return {
    ...pageOf(data, listed.length, query),
    threshold: SPOTIFY_MIN_YEARLY_STREAMS,
    range: rangeOf(year),
    belowCount: below.length,
  };
}
