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
import { queryRows } from '../../platform/sql-arrays.js';
import { catalogFilter, DEFAULT_RANGE_DAYS, type DayRange, previousPeriod, resolveRange } from './analytics-range.js';
import { ALL_COUNTRIES } from './fact-writer.js';
import { rollupRows, tracksWhere } from './query-rollups.js';
import { changeOf, rangeOf } from './query-series.js';
import { trackNames } from './query-tracks.js';

const YEAR = 0;
const LAST_28 = 1;
const PREVIOUS_28 = 2;

/** The 12 months up to and including the day. */
export function trailingYear(end: string): DayRange {
  const [year, month, day] = end.split('-').map(Number) as [number, number, number];
  return { start: isoDay(new Date(Date.UTC(year - 1, month - 1, day + 1))), end };
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
  const last = { start: addDaysToIsoDay(asOf, -(DEFAULT_RANGE_DAYS - 1)), end: asOf };
  const rows = await queryRows<{ tag: number; release_id: number; track_id: number; amount: string }>(
    deps.db,
    sql`SELECT tag, release_id, track_id, sum(amount)::text AS amount FROM ${rollupRows({
      where: tracksWhere({ ...at, releaseId, trackId, country: ALL_COUNTRIES }),
      columns: ['release_id', 'track_id'],
      ranges: [
        { tag: YEAR, range: year },
        { tag: LAST_28, range: last },
        { tag: PREVIOUS_28, range: previousPeriod(last) },
      ],
      time: 'none',
    })} r GROUP BY tag, release_id, track_id`,
  );
  const perTrack = new Map<number, { releaseId: number; sums: [bigint, bigint, bigint] }>();
  for (const row of rows) {
    const id = Number(row.track_id);
    const entry = perTrack.get(id) ?? { releaseId: Number(row.release_id), sums: [0n, 0n, 0n] };
    entry.sums[row.tag] = (entry.sums[row.tag] ?? 0n) + BigInt(row.amount);
    perTrack.set(id, entry);
  }
  const threshold = BigInt(SPOTIFY_MIN_YEARLY_STREAMS);
  const all = [...perTrack].map(([id, { releaseId: release, sums }]) => ({
    trackId: id,
    releaseId: release,
    yearly: sums[YEAR],
    trend: changeOf(sums[LAST_28], sums[PREVIOUS_28]),
  }));
  all.sort((a, b) => (a.yearly === b.yearly ? a.trackId - b.trackId : a.yearly < b.yearly ? -1 : 1));
  const below = all.filter((track) => track.yearly < threshold);
  const listed = query.below_only === 'true' ? below : all;
  const page = listed.slice((query.page - 1) * query.per_page, query.page * query.per_page);
  const names = await trackNames(
    deps.db,
    page.map((track) => track.trackId),
  );
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
      trend: track.trend,
    };
  });
  return {
    ...pageOf(data, listed.length, query),
    threshold: SPOTIFY_MIN_YEARLY_STREAMS,
    range: rangeOf(year),
    belowCount: below.length,
  };
}
