import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { queryRows } from '../../platform/sql-arrays.js';

/**
 * A user's earnings from the sales of one SALE month (first day, yyyy-mm-01), in account-currency
 * micro-units: their own matched sales (the rollups' month dimension, the same converted amounts
 * the import posts to the ledger) less what their splits gave payees (paid or still held), plus
 * what other owners' splits paid them (held money counts once they accept, in its sale month).
 *
 * Why not the ledger: an import posts ONE transaction per user per statement, dated when it posts
 * and carrying only the statement's earliest sale date, so a statement covering several months
 * would put all of them in one month (or none, when it arrives late, as statements do).
 */
export async function earningsOfSaleMonth(db: DbExecutor, userId: number, month: string): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`
    SELECT (
      (SELECT coalesce(sum(amount_micros), 0) FROM sales_rollups
        WHERE user_id = ${userId} AND dimension = 'month' AND release_id = 0 AND track_id = 0 AND key = '' AND month = ${month}::date)
      - (SELECT coalesce(sum(amount_micros + held_micros), 0) FROM split_earnings WHERE owner_user_id = ${userId} AND month = ${month}::date)
      + (SELECT coalesce(sum(amount_micros), 0) FROM split_earnings WHERE payee_user_id = ${userId} AND month = ${month}::date)
    )::text AS total`,
  );
  return BigInt(row?.total ?? '0');
}
