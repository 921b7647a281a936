/**
 * Read-only queries on the statements area's sales_lines (owner: modules/statements) for the
 * sales report. Keyset-paged by line id so a million-line export holds one page at a time.
 * Owners could adopt: an index on sales_lines (owner_user_id, id) — today this filters the
 * statement index; fine for thousands of lines, a scan for millions.
 * The confirmation date is the line's accounting date, or (a layout without one) the day the
 * statement was imported, when the money reached the account.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db.js';
import { queryRows } from '../../../platform/sql-arrays.js';

export interface SalesLineRow {
  id: number;
  store: string;
  accounting_date: string | null;
  territory: string;
  isrc: string | null;
  upc: string | null;
  track_title: string;
  release_title: string | null;
  converted_micros: string;
  owner_user_id: number;
}

export interface DayRange {
  start: string;
  end: string;
}

/** Lines of imported statements only: an import still running (or failed) has lines that count for nobody. */
function scope(userId: number, range: DayRange) {
  return sql`l.owner_user_id = ${userId} AND l.sale_period_start >= ${range.start}::date AND l.sale_period_start <= ${range.end}::date
    AND l.statement_id IN (SELECT id FROM statements WHERE status = 'imported')`;
}

export async function countSalesLines(db: DbExecutor, userId: number, range: DayRange): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`SELECT count(*)::text AS n FROM sales_lines l WHERE ${scope(userId, range)}`,
  );
  return Number(row?.n ?? 0);
}

/** The user's matched lines whose sale period starts in the range, after `afterId`, oldest id first. */
export async function salesLinesPage(
  db: DbExecutor,
  userId: number,
  range: DayRange,
  afterId: number,
  limit: number,
  offset = 0,
): Promise<SalesLineRow[]> {
  const rows = await queryRows<SalesLineRow>(
    db,
    sql`
    SELECT l.id, l.store, to_char(coalesce(l.accounting_date, (s.imported_at AT TIME ZONE 'UTC')::date), 'YYYY-MM-DD') AS accounting_date, l.territory, l.isrc, l.upc,
      coalesce(t.title, l.title) AS track_title, r.title AS release_title, l.converted_micros::text AS converted_micros, l.owner_user_id
    FROM sales_lines l
    JOIN statements s ON s.id = l.statement_id
    LEFT JOIN tracks t ON t.id = l.track_id
    LEFT JOIN releases r ON r.id = l.release_id
    WHERE ${scope(userId, range)} AND l.id > ${afterId}
    ORDER BY l.id LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), owner_user_id: Number(row.owner_user_id) }));
}
