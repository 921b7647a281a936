/**
 * Bulk insert of sale lines: one `INSERT ... SELECT * FROM unnest(...)` per batch, i.e. one
 * parameter per column (a multi-row VALUES would need one per cell and hit the 65,535-parameter
 * limit at ~2,700 rows of 24 columns). Same SQL on PostgreSQL and PGlite.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { numberArray, textArray } from './sql-arrays.js';

export interface SalesLineRow {
  statementId: number;
  lineNumber: number;
  salePeriodStart: string;
  salePeriodEnd: string;
  accountingDate: string | null;
  store: string;
  storeRaw: string;
  territory: string;
  isrc: string | null;
  upc: string | null;
  title: string;
  artist: string;
  units: bigint;
  useType: string;
  amountMicros: bigint;
  currency: string;
  exchangeRate: string;
  convertedMicros: bigint;
  trackId: number | null;
  releaseId: number | null;
  ownerUserId: number | null;
  matchedBy: string | null;
}

export async function insertSalesLines(db: DbExecutor, rows: readonly SalesLineRow[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof SalesLineRow>(key: K) => rows.map((r) => r[key]);
  await db.execute(sql`
    INSERT INTO sales_lines (statement_id, line_number, sale_period_start, sale_period_end, accounting_date, store, store_raw,
      territory, isrc, upc, title, artist, units, use_type, amount_micros, currency, exchange_rate, converted_micros,
      track_id, release_id, owner_user_id, matched_by)
    SELECT * FROM unnest(
      ${numberArray(col('statementId'))}::int[], ${numberArray(col('lineNumber'))}::int[],
      ${textArray(col('salePeriodStart'))}::date[], ${textArray(col('salePeriodEnd'))}::date[], ${textArray(col('accountingDate'))}::date[],
      ${textArray(col('store'))}::text[], ${textArray(col('storeRaw'))}::text[], ${textArray(col('territory'))}::text[],
      ${textArray(col('isrc'))}::text[], ${textArray(col('upc'))}::text[], ${textArray(col('title'))}::text[], ${textArray(col('artist'))}::text[],
      ${numberArray(col('units'))}::bigint[], ${textArray(col('useType'))}::text[], ${numberArray(col('amountMicros'))}::bigint[],
      ${textArray(col('currency'))}::text[], ${textArray(col('exchangeRate'))}::text[], ${numberArray(col('convertedMicros'))}::bigint[],
      ${numberArray(col('trackId'))}::int[], ${numberArray(col('releaseId'))}::int[], ${numberArray(col('ownerUserId'))}::int[],
      ${textArray(col('matchedBy'))}::text[])`);
}
