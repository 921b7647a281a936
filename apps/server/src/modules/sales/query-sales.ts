/**
 * Sales figures for one user, read from the monthly rollups only (record-sales-rollups.ts):
 * every query is one index range of (user, dimension, release, track, key, month).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  formatGraphAmount,
  formatRatePerUnit,
  formatSalesAmount,
  padSinglePointGraph,
  type SalesListQuery,
  type SalesOverviewResponse,
  type SalesRangeQuery,
  type SalesRow,
  type SalesRowPage,
  type SalesTotalResponse,
  type StreamRatesResponse,
} from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { releaseNames } from './catalog-names.js';
import { pageOf } from '../../platform/page-of.js';

export interface Scope {
  dimension: string;
  releaseId?: number;
  trackId?: number;
}

/** The months (first days) that overlap start_date..end_date: a range cuts by sale month. */
export function monthsIn(column: SQL, range: SalesRangeQuery): SQL[] {
  const parts: SQL[] = [];
  if (range.start_date) parts.push(sql`${column} >= date_trunc('month', ${range.start_date}::date)::date`);
  if (range.end_date) parts.push(sql`${column} <= ${range.end_date}::date`);
  return parts;
}

function where(userId: number, scope: Scope, range: SalesRangeQuery): SQL {
  const parts = [sql`user_id = ${userId}`, sql`dimension = ${scope.dimension}`];
  if (scope.releaseId !== undefined) parts.push(sql`release_id = ${scope.releaseId}`);
  if (scope.trackId !== undefined) parts.push(sql`track_id = ${scope.trackId}`);
  parts.push(...monthsIn(sql`month`, range));
  return sql.join(parts, sql` AND `);
}

type MonthRow = { month: string; units: string; amount: string };

function totalOf(rows: MonthRow[], currency: string): SalesTotalResponse {
  let units = 0n;
  let amount = 0n;
  for (const row of rows) {
    units += BigInt(row.units);
    amount += BigInt(row.amount);
  }
  return {
    currency,
    units: units.toString(),
    total: formatSalesAmount(amount),
    graph: padSinglePointGraph(rows.map((r) => ({ month: r.month, total: formatGraphAmount(BigInt(r.amount)) }))),
  };
}

/** Total with the monthly graph (graph totals 2 decimals, a single month padded with two zero months). */
export async function salesTotal(
  db: DbExecutor,
  userId: number,
  scope: Scope,
  range: SalesRangeQuery,
  currency: string,
): Promise<SalesTotalResponse> {
  return totalOf(
    await queryRows<MonthRow>(
      db,
      sql`
    SELECT to_char(month, 'YYYY-MM') AS month, sum(units)::text AS units, sum(amount_micros)::text AS amount
    FROM sales_rollups WHERE ${where(userId, scope, range)} AND key = '' GROUP BY month ORDER BY month`,
    ),
    currency,
  );
}

/**
 * GET overview: the total and graph with the top five stores, territories and releases, read in
 * ONE statement (each part is one index range; on PGlite every statement costs its own round).
 */
export async function salesOverview(
  db: DbExecutor,
  userId: number,
  range: SalesRangeQuery,
  currency: string,
): Promise<SalesOverviewResponse> {
  const top = (dimension: string, column: 'key' | 'release_id') => {
    const group = sql.raw(column);
    return sql`(SELECT ${dimension}::text AS part, ${group}::text AS grp, sum(units)::text AS units, sum(amount_micros)::text AS amount,
      row_number() OVER (ORDER BY sum(amount_micros) DESC, ${group}) AS rank
      FROM sales_rollups WHERE ${where(userId, { dimension }, range)} GROUP BY ${group} ORDER BY rank LIMIT 5)`;
  };
  const rows = await queryRows<{ part: string; grp: string; units: string; amount: string; rank: string }>(
    db,
    sql`
    (SELECT 'month' AS part, to_char(month, 'YYYY-MM') AS grp, sum(units)::text AS units, sum(amount_micros)::text AS amount,
      row_number() OVER (ORDER BY month) AS rank
      FROM sales_rollups WHERE ${where(userId, { dimension: 'month' }, range)} AND key = '' GROUP BY month)
    UNION ALL ${top('store', 'key')} UNION ALL ${top('territory', 'key')} UNION ALL ${top('release', 'release_id')}`,
  );
  const part = (name: string) =>
    rows.filter((row) => row.part === name).sort((a, b) => Number(a.rank) - Number(b.rank));
  const releaseRows = part('release');
  const name = await releaseNames(
    db,
    releaseRows.map((row) => Number(row.grp)),
  );
  const keyRow = (row: { grp: string; units: string; amount: string }): SalesRow => ({
    id: null,
    name: row.grp,
    code: null,
    units: row.units,
    total: formatSalesAmount(BigInt(row.amount)),
  });
  return {
    ...totalOf(
      part('month').map((row) => ({ month: row.grp, units: row.units, amount: row.amount })),
      currency,
    ),
    topChannels: part('store').map(keyRow),
    topTerritories: part('territory').map(keyRow),
    topReleases: releaseRows.map((row) => ({ ...keyRow(row), id: Number(row.grp), ...name(Number(row.grp), '') })),
  };
}

type Named = (id: number | null, key: string) => { name: string; code: string | null };

/** A breakdown by `key` (store, territory, artist) or by release/track id, biggest first, paged. */
export async function salesBreakdown(
  db: DbExecutor,
  userId: number,
  scope: Scope,
  query: SalesListQuery,
  by: 'key' | 'release_id' | 'track_id',
  names: (ids: number[]) => Promise<Named>,
): Promise<SalesRowPage> {
  const group = sql.raw(by);
  const rows = await queryRows<{ grp: string | number; units: string; amount: string; total_rows: string }>(
    db,
    sql`
    SELECT ${group} AS grp, sum(units)::text AS units, sum(amount_micros)::text AS amount, count(*) OVER () AS total_rows
    FROM sales_rollups WHERE ${where(userId, scope, query)} GROUP BY ${group}
    ORDER BY sum(amount_micros) DESC, ${group} LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`,
  );
  const total = rows.length > 0 ? Number(rows[0].total_rows) : 0;
  const name = await names(by === 'key' ? [] : rows.map((r) => Number(r.grp)));
  const data: SalesRow[] = rows.map((r) => {
    const id = by === 'key' ? null : Number(r.grp);
    return {
      id,
      ...name(id, by === 'key' ? String(r.grp) : ''),
      units: r.units,
      total: formatSalesAmount(BigInt(r.amount)),
    };
  });
  return pageOf(data, total, query);
}

/** Amount per unit by store, streams only. */
export async function streamRates(
  db: DbExecutor,
  userId: number,
  range: SalesRangeQuery,
  currency: string,
): Promise<StreamRatesResponse> {
  const rows = await queryRows<{ key: string; units: string; amount: string }>(
    db,
    sql`
    SELECT key, sum(stream_units)::text AS units, sum(stream_micros)::text AS amount
    FROM sales_rollups WHERE ${where(userId, { dimension: 'store' }, range)} GROUP BY key
    HAVING sum(stream_units) > 0 ORDER BY key`,
  );
  return {
    currency,
    data: rows.map((r) => ({
      store: r.key,
      units: r.units,
      total: formatSalesAmount(BigInt(r.amount)),
      perUnit: formatRatePerUnit(BigInt(r.amount), BigInt(r.units)),
    })),
  };
}
