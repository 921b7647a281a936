/**
 * Read-only queries for the channel/{channel} and monthly-exchange-rate report pages.
 * One channel's sales per release come from the sales rollups (owner: modules/sales), dimension
 * 'release-store' (every matched line has a release, so the rows add up to the channel's total).
 * Exchange rates are only on the sales lines (owner: modules/statements): one row per sale month,
 * reporting currency, statement, rate and where the rate came from. Owners could adopt: an index on sales_lines (owner_user_id,
 * sale_period_start); today this reads the user's lines through the statement index.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db.js';
import { queryRows } from '../../../platform/sql-arrays.js';
import type { DayRange } from './sales-rows.js';

function rollupMonths(range: Partial<DayRange>): SQL {
  const parts = [sql`true`];
  if (range.start) parts.push(sql`month >= date_trunc('month', ${range.start}::date)::date`);
  if (range.end) parts.push(sql`month <= ${range.end}::date`);
  return sql.join(parts, sql` AND `);
}

export interface ChannelRow {
  release_id: number;
  units: string;
  amount: string;
}

const channelScope = (userId: number, channel: string, range: Partial<DayRange>) =>
  sql`user_id = ${userId} AND dimension = 'release-store' AND key = ${channel} AND ${rollupMonths(range)}`;

export async function countChannelRows(
  db: DbExecutor,
  userId: number,
  channel: string,
  range: Partial<DayRange>,
): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`SELECT count(DISTINCT release_id)::text AS n FROM sales_rollups WHERE ${channelScope(userId, channel, range)}`,
  );
  return Number(row?.n ?? 0);
}

/** The channel's sales per release, biggest first. */
export async function channelRowsPage(
  db: DbExecutor,
  userId: number,
  channel: string,
  range: Partial<DayRange>,
  offset: number,
  limit: number,
): Promise<ChannelRow[]> {
  const rows = await queryRows<ChannelRow>(
    db,
    sql`
    SELECT release_id, sum(units)::text AS units, sum(amount_micros)::text AS amount FROM sales_rollups
    WHERE ${channelScope(userId, channel, range)}
    GROUP BY release_id ORDER BY sum(amount_micros) DESC, release_id LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({ ...row, release_id: Number(row.release_id) }));
}

export interface ExchangeRateRow {
  month: string;
  currency: string;
  statement_id: number;
  lines: string;
  amount_micros: string;
  converted_micros: string;
  rate: string;
  rate_source: string;
}

function lineScope(userId: number, range: Partial<DayRange>): SQL {
  // Lines of imported statements only: an import still running (or failed) has lines that count for nobody.
  const parts = [
    sql`owner_user_id = ${userId}`,
    sql`statement_id IN (SELECT id FROM statements WHERE status = 'imported')`,
  ];
  if (range.start) parts.push(sql`sale_period_start >= date_trunc('month', ${range.start}::date)::date`);
  if (range.end) parts.push(sql`sale_period_start <= ${range.end}::date`);
  return sql.join(parts, sql` AND `);
}

export async function countExchangeRateRows(db: DbExecutor, userId: number, range: Partial<DayRange>): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`
    SELECT count(*)::text AS n FROM (SELECT 1 FROM sales_lines WHERE ${lineScope(userId, range)}
      GROUP BY date_trunc('month', sale_period_start), currency, statement_id, exchange_rate, rate_source) q`,
  );
  return Number(row?.n ?? 0);
}

/** Newest month first; each rate exactly as the import used it (text), with its source. */
export async function exchangeRatePage(
  db: DbExecutor,
  userId: number,
  range: Partial<DayRange>,
  offset: number,
  limit: number,
): Promise<ExchangeRateRow[]> {
  return queryRows<ExchangeRateRow>(
    db,
    sql`
    SELECT to_char(date_trunc('month', sale_period_start), 'YYYY-MM') AS month, currency, statement_id,
      count(*)::text AS lines, sum(amount_micros)::text AS amount_micros,
      sum(converted_micros)::text AS converted_micros, exchange_rate AS rate, rate_source
    FROM sales_lines WHERE ${lineScope(userId, range)}
    GROUP BY 1, 2, 3, 7, 8 ORDER BY 1 DESC, 2, 3, 7 LIMIT ${limit} OFFSET ${offset}`,
  ).then((rows) => rows.map((row) => ({ ...row, statement_id: Number(row.statement_id) })));
}
