/**
 * From an analytics query to what the rollups are read for: the level (account, release, track,
 * country), the metric and platform read, the range and the previous period. Refusals are 422 with
 * the field's message, or 404 for a release or track that is not the account's.
 */
import { sql } from 'drizzle-orm';
import {
  type AnalyticsDataset,
  type AnalyticsFilterQuery,
  type AnalyticsGranularity,
  type AnalyticsMetric,
  type AnalyticsPlatform,
  addDaysToIsoDay,
  isoDay,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { authorizeFound } from '../../platform/permissions/authorize.js';
import type { Actor } from '../../platform/request-auth.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { findReleaseOrNull, findTracksWithReleases } from '../releases/index.js';
import { ALL_COUNTRIES } from './fact-writer.js';

/** A range of days, both ends included (yyyy-mm-dd). */
export interface DayRange {
  start: string;
  end: string;
}

/** Which rollup rows a query reads: one level of analytics_daily (tables.ts). */
export interface RollupLevel {
  userId: number;
  platform: string;
  metric: AnalyticsMetric;
  /** 0: every release. */
  releaseId: number;
  /** 0: every track (of the release). */
  trackId: number;
  /** '*': every country. */
  country: string;
}

export interface ResolvedQuery {
  level: RollupLevel;
  range: DayRange;
  previous: DayRange;
  /** The platform's data is one figure per month (streams derived from statements). */
  monthlyOnly: boolean;
}

/** The default range: this many days up to the newest day with data. */
export const DEFAULT_RANGE_DAYS = 28;
/** The longest range one request may ask for. */
export const MAX_RANGE_DAYS = 3 * 366;
/** Longer ranges are drawn per month. */
export const DAILY_SERIES_MAX_DAYS = 92;

const MS_PER_DAY = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY;
export const daysIn = (range: DayRange) => dayNumber(range.end) - dayNumber(range.start) + 1;

/** The first day of the day's month. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
/** The first day of the month `count` months after the day's (before, when negative). */
export function addMonths(day: string, count: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return isoDay(new Date(Date.UTC(year, month - 1 + count, 1)));
}
export const nextMonth = (day: string) => addMonths(day, 1);

/** The same number of days just before the range. */
export function previousPeriod(range: DayRange): DayRange {
  const end = addDaysToIsoDay(range.start, -1);
  return { start: addDaysToIsoDay(end, -(daysIn(range) - 1)), end };
}

export function granularityOf(range: DayRange, monthlyOnly: boolean): AnalyticsGranularity {
  return monthlyOnly || daysIn(range) > DAILY_SERIES_MAX_DAYS ? 'month' : 'day';
}

/** The metrics a dataset may be asked for: the page's toggle, and the dataset's own. */
export function allowedMetrics(platform: AnalyticsPlatform, dataset?: AnalyticsDataset): AnalyticsMetric[] {
  return [...new Set([...(dataset ? [dataset.metric] : []), ...platform.toggle.metrics])];
}

/** The metric read (the query's, checked, or the dataset's) and the platform whose facts hold it. */
export function metricAndPlatform(
  platform: AnalyticsPlatform,
  dataset: AnalyticsDataset | undefined,
  asked: AnalyticsMetric | undefined,
): { metric: AnalyticsMetric; platform: string } {
  const allowed = allowedMetrics(platform, dataset);
  const metric = asked ?? dataset?.metric ?? platform.toggle.metrics[0];
  if (!allowed.includes(metric))
    throw fieldError('metric', `Choose one of the metrics of this page: ${allowed.join(', ')}`);
  const readFrom = dataset?.platform ?? platform.toggle.platformOf?.[metric] ?? platform.slug;
  return { metric, platform: readFrom };
}

/**
 * The release and track filters, each the account's own (another account's answers 404 as a
 * missing one); a track implies its release.
 */
export async function catalogFilter(
  deps: AppDeps,
  actor: Actor,
  query: { release_id?: number; track_id?: number },
): Promise<{ releaseId: number; trackId: number }> {
  let releaseId = 0;
  if (query.release_id !== undefined) {
    const release = await findReleaseOrNull(deps.db, query.release_id);
    releaseId = authorizeFound(actor, 'account.read', release, (r) => r.userId, 'Release not found').id;
  }
  if (query.track_id === undefined) return { releaseId, trackId: 0 };
  const found = (await findTracksWithReleases(deps.db, [query.track_id])).get(query.track_id);
  const { track, release } = authorizeFound(actor, 'account.read', found, (f) => f.release.userId, 'Track not found');
  if (releaseId !== 0 && release.id !== releaseId)
    throw fieldError('track_id', 'This track is not on the chosen release');
  return { releaseId: release.id, trackId: track.id };
}

/** The newest days with data at the account's level (at most 3, newest first). */
async function newestDays(deps: AppDeps, userId: number, platform: string, metric: string): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    deps.db,
    sql`SELECT day::text AS day FROM analytics_daily
        WHERE user_id = ${userId} AND platform = ${platform} AND metric = ${metric} AND dimension = ''
          AND release_id = 0 AND track_id = 0 AND country = ${ALL_COUNTRIES}
        ORDER BY day DESC LIMIT 3`,
  );
  return rows.map((row) => row.day);
}

/**
 * The range asked for, or its default: 28 days up to `latest` (12 months for data that is one
 * figure per month); one end given, 28 days from or up to it. Refused when it ends before it
 * starts or spans more than 3 years.
 */
export function checkedRange(
  query: { start_date?: string; end_date?: string },
  latest: string,
  monthlyOnly = false,
): DayRange {
  const span = DEFAULT_RANGE_DAYS - 1;
  let { start_date: start, end_date: end } = query;
  if (start === undefined && end === undefined) {
    end = monthlyOnly ? addDaysToIsoDay(nextMonth(latest), -1) : latest;
    start = monthlyOnly ? addMonths(latest, -11) : addDaysToIsoDay(latest, -span);
  } else if (start === undefined && end !== undefined) start = addDaysToIsoDay(end, -span);
  else if (start !== undefined && end === undefined) end = addDaysToIsoDay(start, span);
  const range = { start: start as string, end: end as string };
  if (range.end < range.start) throw fieldError('end_date', 'The end date must be on or after the start date');
  if (daysIn(range) > MAX_RANGE_DAYS) throw fieldError('start_date', 'Choose a range of at most 3 years');
  return range;
}

/** The range of a query at the account's level: by default up to the newest day with data, else today. */
export async function resolveRange(
  deps: AppDeps,
  at: { userId: number; platform: string; metric: string },
  query: { start_date?: string; end_date?: string },
): Promise<{ range: DayRange; monthlyOnly: boolean }> {
  const newest = await newestDays(deps, at.userId, at.platform, at.metric);
  const monthlyOnly = newest.length >= 2 && newest.every((day) => day.endsWith('-01'));
  return { range: checkedRange(query, newest[0] ?? isoDay(deps.clock.now()), monthlyOnly), monthlyOnly };
}

/** Everything a dataset's query needs, from the query string. */
export async function resolveQuery(
  deps: AppDeps,
  actor: Actor,
  page: AnalyticsPlatform,
  dataset: AnalyticsDataset | undefined,
  query: AnalyticsFilterQuery,
): Promise<ResolvedQuery> {
  const { metric, platform } = metricAndPlatform(page, dataset, query.metric);
  const userId = actor.accountId;
  // Two lookups at once on a server database (PGlite runs them in turn).
  const [{ releaseId, trackId }, { range, monthlyOnly }] = await Promise.all([
    catalogFilter(deps, actor, query),
    resolveRange(deps, { userId, platform, metric }, query),
  ]);
  return {
    level: { userId, platform, metric, releaseId, trackId, country: query.country ?? ALL_COUNTRIES },
    range,
    previous: previousPeriod(range),
    monthlyOnly,
  };
}
