/**
 * Series and snapshots: a metric per day or month over the range, its total and the previous
 * period's, read in one statement (tags 0 and 1 of query-rollups.ts).
 */
import { sql } from 'drizzle-orm';
import {
  type AnalyticsGranularity,
  type AnalyticsMetric,
  type AnalyticsSeriesResponse,
  type AnalyticsSnapshotResponse,
  addDaysToIsoDay,
  graphTotal,
  padSinglePoint,
  percentOf,
} from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { addMonths, type DayRange, granularityOf, monthOf, type ResolvedQuery } from './analytics-range.js';
import { levelWhere, rollupRows } from './query-rollups.js';

const CURRENT = 0;
const PREVIOUS = 1;

/** The change against the previous period in percent with 2 decimals; null when that was 0. */
export function changeOf(total: bigint, previous: bigint): string | null {
  return previous === 0n ? null : percentOf(total - previous, previous);
}

/** Every day (or month's first day) of the range, oldest first. */
export function periodsOf(range: DayRange, granularity: AnalyticsGranularity): string[] {
  const periods: string[] = [];
  if (granularity === 'day')
    for (let day = range.start; day <= range.end; day = addDaysToIsoDay(day, 1)) periods.push(day);
  else for (let month = monthOf(range.start); month <= range.end; month = addMonths(month, 1)) periods.push(month);
  return periods;
}

type SeriesRow = { tag: number; period: string; amount: string };

function pointsOf(rows: SeriesRow[], tag: number, periods: string[]) {
  const byPeriod = new Map(rows.filter((row) => row.tag === tag).map((row) => [row.period, BigInt(row.amount)]));
  let total = 0n;
  const points = periods.map((period) => {
    const value = byPeriod.get(period) ?? 0n;
    total += value;
    return { date: period, value: value.toString() };
  });
  return { points, total };
}

/**
 * The series of the query's level. Days (or months) without data are zeros; a range and previous
 * period without any data answer empty series. One point is padded as the figures rule says.
 */
export async function querySeries(
  db: DbExecutor,
  platformSlug: string,
  query: ResolvedQuery,
): Promise<AnalyticsSeriesResponse> {
  const granularity = granularityOf(query.range, query.monthlyOnly);
  const rows = await queryRows<SeriesRow>(
    db,
    sql`SELECT tag, period::text AS period, sum(amount)::text AS amount
        FROM ${rollupRows({
          where: levelWhere(query.level),
          ranges: [
            { tag: CURRENT, range: query.range },
            { tag: PREVIOUS, range: query.previous },
          ],
          time: granularity,
        })} r GROUP BY tag, period`,
  );
  const current = pointsOf(rows, CURRENT, periodsOf(query.range, granularity));
  const previous = pointsOf(rows, PREVIOUS, periodsOf(query.previous, granularity));
  const hasData = rows.length > 0;
  const drawn = (points: { date: string; value: string }[]) =>
    hasData ? padSinglePoint(points).map((point) => ({ date: point.date, value: Number(point.value) })) : [];
  return {
    platform: platformSlug,
    metric: query.level.metric,
    granularity,
    range: rangeOf(query.range),
    previousRange: rangeOf(query.previous),
    total: graphTotal(current.total),
    previousTotal: graphTotal(previous.total),
    change: changeOf(current.total, previous.total),
    series: drawn(current.points),
    previous: drawn(previous.points),
  };
}

export const rangeOf = (range: DayRange) => ({ start_date: range.start, end_date: range.end });

/** A few metrics' totals over the range against the previous period, in one statement. */
export async function querySnapshot(
  db: DbExecutor,
  platformSlug: string,
  query: ResolvedQuery,
  metrics: readonly AnalyticsMetric[],
): Promise<AnalyticsSnapshotResponse> {
  const reads = metrics.map(
    (metric) =>
      sql`SELECT ${metric}::text AS metric, tag, amount FROM ${rollupRows({
        where: levelWhere({ ...query.level, metric }),
        ranges: [
          { tag: CURRENT, range: query.range },
          { tag: PREVIOUS, range: query.previous },
        ],
        time: 'none',
      })} m`,
  );
  const rows = await queryRows<{ metric: string; tag: number; amount: string }>(
    db,
    sql`SELECT metric, tag, sum(amount)::text AS amount FROM (${sql.join(reads, sql` UNION ALL `)}) r GROUP BY metric, tag`,
  );
  const sum = (metric: string, tag: number) =>
    BigInt(rows.find((row) => row.metric === metric && row.tag === tag)?.amount ?? 0);
  return {
    platform: platformSlug,
    range: rangeOf(query.range),
    previousRange: rangeOf(query.previous),
    metrics: metrics.map((metric) => {
      const total = sum(metric, CURRENT);
      const previousTotal = sum(metric, PREVIOUS);
      return {
        metric,
        total: graphTotal(total),
        previousTotal: graphTotal(previousTotal),
        change: changeOf(total, previousTotal),
      };
    }),
  };
}
