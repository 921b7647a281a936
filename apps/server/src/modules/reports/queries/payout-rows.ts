/**
 * Read-only queries on the payouts area's payout_requests (owner: modules/payouts) for the
 * payouts report; listUserPayouts there is paged by offset without a date range, so the export
 * reads by id here. Owners could adopt a date-ranged, keyset-paged variant.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db.js';
import { queryRows } from '../../../platform/sql-arrays.js';
import type { DayRange } from './sales-rows.js';

export interface PayoutReportRow {
  id: number;
  created_at: Date | string;
  amount_micros: string;
  fee_micros: string;
  net_micros: string;
  user_email: string;
  method_type: string;
  status: string;
}

function scope(userId: number, range: Partial<DayRange>) {
  const parts = [sql`p.user_id = ${userId}`];
  if (range.start) parts.push(sql`p.created_at >= ${range.start}::date`);
  if (range.end) parts.push(sql`p.created_at < ${range.end}::date + 1`);
  return sql.join(parts, sql` AND `);
}

export async function countPayouts(db: DbExecutor, userId: number, range: Partial<DayRange>): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`SELECT count(*)::text AS n FROM payout_requests p WHERE ${scope(userId, range)}`,
  );
  return Number(row?.n ?? 0);
}

export async function payoutsPage(
  db: DbExecutor,
  userId: number,
  range: Partial<DayRange>,
  afterId: number,
  limit: number,
  offset = 0,
): Promise<PayoutReportRow[]> {
  const rows = await queryRows<PayoutReportRow>(
    db,
    sql`
    SELECT p.id, p.created_at, p.amount_micros::text AS amount_micros, p.fee_micros::text AS fee_micros,
      p.net_micros::text AS net_micros, u.email AS user_email, p.method_type, p.status
    FROM payout_requests p JOIN users u ON u.id = p.user_id
    WHERE ${scope(userId, range)} AND p.id > ${afterId} ORDER BY p.id LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
