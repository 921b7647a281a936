/**
 * The one way the endpoints read rollups: the rows of one level over one or more ranges, whole
 * months from analytics_monthly and the days around them from analytics_daily, each part one index
 * range (tables.ts). Constants of the partial indexes' predicates are written as literals so the
 * planner can match them.
 */
import { type SQL, sql } from 'drizzle-orm';
import { addDaysToIsoDay } from '@liner/domain';
import { type DayRange, monthOf, nextMonth, type RollupLevel } from './analytics-range.js';

/** How the rows' time is grouped: per day (daily rows only), per month, or not at all. */
export type RollupTime = 'day' | 'month' | 'none';

interface RangePart {
  table: 'analytics_daily' | 'analytics_monthly';
  /** Inclusive; for analytics_monthly the first days of the first and last months. */
  from: string;
  to: string;
}

/** The range as its whole months and the days before and after them. */
export function partsOf(range: DayRange, dailyOnly: boolean): RangePart[] {
  const whole: RangePart = { table: 'analytics_daily', from: range.start, to: range.end };
  if (dailyOnly) return [whole];
  const firstWholeMonth = range.start.endsWith('-01') ? range.start : nextMonth(range.start);
  const dayAfter = addDaysToIsoDay(range.end, 1);
  // The first day after the last whole month.
  const afterWholeMonths = dayAfter.endsWith('-01') ? dayAfter : monthOf(range.end);
  if (firstWholeMonth >= afterWholeMonths) return [whole];
  const parts: RangePart[] = [];
  if (range.start < firstWholeMonth)
    parts.push({ table: 'analytics_daily', from: range.start, to: addDaysToIsoDay(firstWholeMonth, -1) });
  parts.push({
    table: 'analytics_monthly',
    from: firstWholeMonth,
    to: monthOf(addDaysToIsoDay(afterWholeMonths, -1)),
  });
  if (afterWholeMonths <= range.end) parts.push({ table: 'analytics_daily', from: afterWholeMonths, to: range.end });
  return parts;
}

/** The level's own rows: every key column equal (series, snapshots, dimension breakdowns). */
export function levelWhere(level: RollupLevel, dimension = ''): SQL {
  return sql`user_id = ${level.userId} AND platform = ${level.platform} AND metric = ${level.metric}
    AND dimension = ${dimension} AND release_id = ${level.releaseId} AND track_id = ${level.trackId}
    AND country = ${level.country}`;
}

/** Every country's totals at the level's release and track (territories). */
export function countriesWhere(level: RollupLevel): SQL {
  return sql`user_id = ${level.userId} AND platform = ${level.platform} AND metric = ${level.metric}
    AND ${sql.raw(`dimension = '' AND country <> '*'`)}
    AND release_id = ${level.releaseId} AND track_id = ${level.trackId}`;
}

/** Every track's totals in the level's country, of its release or of all (tracks lists). */
export function tracksWhere(level: RollupLevel): SQL {
  const parts = [
    sql`user_id = ${level.userId} AND platform = ${level.platform} AND metric = ${level.metric}
      AND ${sql.raw(`dimension = '' AND track_id <> 0`)} AND country = ${level.country}`,
  ];
  if (level.releaseId !== 0) parts.push(sql`release_id = ${level.releaseId}`);
  if (level.trackId !== 0) parts.push(sql`track_id = ${level.trackId}`);
  return sql.join(parts, sql` AND `);
}

export interface RollupRead {
  where: SQL;
  /** Key columns selected besides the time (value, country, release_id and track_id…). */
  columns?: readonly string[];
  /** The ranges read, each tagged (0 the range, 1 the previous period…). */
  ranges: readonly { tag: number; range: DayRange }[];
  time: RollupTime;
}

/**
 * A subquery of (tag, period, columns…, amount) rows: group and sum it. `period` is the day, the
 * month's first day, or null, as `time` asks.
 */
export function rollupRows(read: RollupRead): SQL {
  const columns = (read.columns ?? []).map((column) => sql.raw(`, ${column}`));
  const selects = read.ranges.flatMap(({ tag, range }) =>
    partsOf(range, read.time === 'day').map((part) => {
      const daily = part.table === 'analytics_daily';
      const timeColumn = sql.raw(daily ? 'day' : 'month');
      const period =
        read.time === 'none'
          ? sql`NULL::date`
          : read.time === 'month' && daily
            ? sql`date_trunc('month', day)::date`
            : timeColumn;
      return sql`SELECT ${tag}::int AS tag, ${period} AS period${sql.join(columns)}, amount
        FROM ${sql.raw(part.table)} WHERE ${read.where} AND ${timeColumn} BETWEEN ${part.from}::date AND ${part.to}::date`;
    }),
  );
  return sql`(${sql.join(selects, sql` UNION ALL `)})`;
}
