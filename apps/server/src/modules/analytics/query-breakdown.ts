/**
 * Breakdowns of a metric over the range: per value of one dimension (device, age, source…), per
 * country (territories) or per day of the week, with percentages of their sum.
 */
import { sql } from 'drizzle-orm';
import {
  type AnalyticsBreakdownResponse,
  type AnalyticsBreakdownRow,
  type AnalyticsDimension,
  breakdownOrder,
  dimensionValueLabel,
  graphTotal,
  percentOf,
} from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { fieldError } from '../../platform/errors.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { ALL_COUNTRIES } from './fact-writer.js';
import type { ResolvedQuery } from './analytics-range.js';
import { countriesWhere, levelWhere, rollupRows } from './query-rollups.js';
import { rangeOf } from './query-series.js';

type Part = { key: string; amount: bigint };

/** Rows with their percentages of the parts' sum, in the given order. */
function breakdownRows(
  parts: Part[],
  label: (key: string) => string,
): { total: bigint; data: AnalyticsBreakdownRow[] } {
  const total = parts.reduce((sum, part) => sum + part.amount, 0n);
  return {
    total,
    data: parts.map((part) => ({
      key: part.key,
      label: label(part.key),
      value: Number(part.amount),
      percent: percentOf(part.amount, total),
    })),
  };
}

const largestFirst = (a: Part, b: Part) =>
  a.amount === b.amount ? a.key.localeCompare(b.key) : a.amount > b.amount ? -1 : 1;

/**
 * A fixed order (ages, Spotify's sources, hours) lists every key of it, zeros included, once there
 * is any data; values outside it follow, largest first. Any other dimension is largest first.
 */
export function orderParts(parts: Part[], order: readonly string[] | null): Part[] {
  if (!order || parts.length === 0) return [...parts].sort(largestFirst);
  const byKey = new Map(parts.map((part) => [part.key, part.amount]));
  const known = new Set(order);
  return [
    ...order.map((key) => ({ key, amount: byKey.get(key) ?? 0n })),
    ...parts.filter((part) => !known.has(part.key)).sort(largestFirst),
  ];
}

/** Refuses a breakdown the rollups do not keep: a dimension per release or track and country. */
function assertHeld(query: ResolvedQuery): void {
  const { releaseId, country } = query.level;
  if (releaseId !== 0 && country !== ALL_COUNTRIES)
    throw fieldError(
      'country',
      'This breakdown is not kept per country for one release or track: choose either a country or a release',
    );
}

/** Per value of one dimension. */
export async function queryDimensionBreakdown(
  db: DbExecutor,
  platformSlug: string,
  query: ResolvedQuery,
  dimension: AnalyticsDimension,
): Promise<AnalyticsBreakdownResponse> {
  assertHeld(query);
  const rows = await queryRows<{ value: string; amount: string }>(
    db,
    sql`SELECT value, sum(amount)::text AS amount FROM ${rollupRows({
      where: levelWhere(query.level, dimension),
      columns: ['value'],
      ranges: [{ tag: 0, range: query.range }],
      time: 'none',
    })} r GROUP BY value`,
  );
  const parts = orderParts(
    rows.map((row) => ({
      key: dimension === 'hour' ? String(Number(row.value)) : row.value,
      amount: BigInt(row.amount),
    })),
    breakdownOrder(dimension, platformSlug),
  );
  const { total, data } = breakdownRows(parts, (key) => dimensionValueLabel(dimension, key));
  return {
    platform: platformSlug,
    metric: query.level.metric,
    dimension,
    range: rangeOf(query.range),
    total: graphTotal(total),
    data,
  };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
/** A country's English name; ZZ (not reported) is "Unknown". */
export const countryLabel = (code: string) => (code === 'ZZ' ? 'Unknown' : (regionNames.of(code) ?? code));

/** Per country, largest first (a country filter leaves that one). */
export async function queryTerritories(
  db: DbExecutor,
  platformSlug: string,
  query: ResolvedQuery,
): Promise<AnalyticsBreakdownResponse> {
  const rows = await queryRows<{ country: string; amount: string }>(
    db,
    sql`SELECT country, sum(amount)::text AS amount FROM ${rollupRows({
      where: query.level.country === ALL_COUNTRIES ? countriesWhere(query.level) : levelWhere(query.level),
      columns: ['country'],
      ranges: [{ tag: 0, range: query.range }],
      time: 'none',
    })} r GROUP BY country`,
  );
  const parts = orderParts(
    rows.map((row) => ({ key: row.country, amount: BigInt(row.amount) })),
    null,
  );
  const { total, data } = breakdownRows(parts, countryLabel);
  return {
    platform: platformSlug,
    metric: query.level.metric,
    dimension: 'country',
    range: rangeOf(query.range),
    total: graphTotal(total),
    data,
  };
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Per day of the week, Monday first (ISO), from the daily rows. */
export async function queryWeekdays(
  db: DbExecutor,
  platformSlug: string,
  query: ResolvedQuery,
): Promise<AnalyticsBreakdownResponse> {
  const rows = await queryRows<{ weekday: number; amount: string }>(
    db,
    sql`SELECT extract(isodow FROM period)::int AS weekday, sum(amount)::text AS amount FROM ${rollupRows({
      where: levelWhere(query.level),
      ranges: [{ tag: 0, range: query.range }],
      time: 'day',
    })} r GROUP BY 1`,
  );
  const parts = orderParts(
    rows.map((row) => ({ key: WEEKDAYS[row.weekday - 1] ?? String(row.weekday), amount: BigInt(row.amount) })),
    WEEKDAYS,
  );
  const { total, data } = breakdownRows(parts, (key) => key.charAt(0).toUpperCase() + key.slice(1));
  return {
    platform: platformSlug,
    metric: query.level.metric,
    dimension: 'weekday',
    range: rangeOf(query.range),
    total: graphTotal(total),
    data,
  };
}
