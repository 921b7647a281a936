/**
 * What the account has data for: per platform its first and last day (meta), and per generic
 * platform which dimensions hold data over a range (platform/additional/info).
 */
import { sql } from 'drizzle-orm';
import {
  ANALYTICS_PLATFORMS,
  type AnalyticsDimensionInfoResponse,
  type AnalyticsMetaResponse,
  type AnalyticsPlatform,
  GENERIC_PLATFORM_DIMENSIONS,
} from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { queryRows, textArray } from '../../platform/sql-arrays.js';
import { ALL_COUNTRIES } from './fact-writer.js';
import type { ResolvedQuery } from './analytics-range.js';
import { levelWhere } from './query-rollups.js';
import { rangeOf } from './query-series.js';

/** Every (platform, metric) pair a page reads: its toggle's and its datasets'. */
function readPairs(page: AnalyticsPlatform): { platform: string; metric: string }[] {
  const pairs = [
    ...page.toggle.metrics.map((metric) => ({ platform: page.toggle.platformOf?.[metric] ?? page.slug, metric })),
    ...page.datasets.flatMap((dataset) =>
      [dataset.metric, ...(dataset.metrics ?? [])].map((metric) => ({
        platform: dataset.platform ?? page.slug,
        metric,
      })),
    ),
  ];
  return [...new Map(pairs.map((pair) => [`${pair.platform}/${pair.metric}`, pair])).values()];
}

/**
 * Each platform's first and last day with data at the account's level: two index probes per
 * (platform, metric) pair, in one statement.
 */
export async function queryMeta(db: DbExecutor, userId: number): Promise<AnalyticsMetaResponse> {
  const pairs = [
    ...new Map(
      ANALYTICS_PLATFORMS.flatMap(readPairs).map((pair) => [`${pair.platform}/${pair.metric}`, pair]),
    ).values(),
  ];
  const probe = (aggregate: 'min' | 'max') =>
    sql`(SELECT ${sql.raw(aggregate)}(day) FROM analytics_daily d
      WHERE d.user_id = ${userId} AND d.platform = p.platform AND d.metric = p.metric AND d.dimension = ''
        AND d.release_id = 0 AND d.track_id = 0 AND d.country = ${ALL_COUNTRIES})::text`;
  const rows = await queryRows<{ platform: string; metric: string; first_day: string | null; last_day: string | null }>(
    db,
    sql`SELECT p.platform, p.metric, ${probe('min')} AS first_day, ${probe('max')} AS last_day
        FROM unnest(${textArray(pairs.map((p) => p.platform))}::text[], ${textArray(pairs.map((p) => p.metric))}::text[])
          AS p(platform, metric)`,
  );
  const byPair = new Map(rows.map((row) => [`${row.platform}/${row.metric}`, row]));
  return {
    platforms: ANALYTICS_PLATFORMS.map((page) => {
      const found = readPairs(page).flatMap((pair) => byPair.get(`${pair.platform}/${pair.metric}`) ?? []);
      const firsts = found.flatMap((row) => row.first_day ?? []).sort();
      const lasts = found.flatMap((row) => row.last_day ?? []).sort();
      return {
        slug: page.slug,
        name: page.name,
        hasData: firsts.length > 0,
        firstDay: firsts[0] ?? null,
        lastDay: lasts.at(-1) ?? null,
      };
    }),
  };
}

/** Which of a generic platform's dimensions have data over the range at the query's level. */
export async function queryDimensionInfo(
  db: DbExecutor,
  platformSlug: string,
  query: ResolvedQuery,
): Promise<AnalyticsDimensionInfoResponse> {
  const probes = GENERIC_PLATFORM_DIMENSIONS.map(
    (dimension) =>
      sql`SELECT ${dimension}::text AS dimension, EXISTS (SELECT 1 FROM analytics_daily
        WHERE ${levelWhere(query.level, dimension)}
          AND day BETWEEN ${query.range.start}::date AND ${query.range.end}::date) AS has_data`,
  );
  const rows = await queryRows<{ dimension: string; has_data: boolean }>(db, sql.join(probes, sql` UNION ALL `));
  const held = new Set(rows.filter((row) => row.has_data).map((row) => row.dimension));
  return {
    platform: platformSlug,
    range: rangeOf(query.range),
    dimensions: GENERIC_PLATFORM_DIMENSIONS.map((dimension) => ({ dimension, hasData: held.has(dimension) })),
  };
}
