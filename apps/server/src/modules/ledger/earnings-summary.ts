import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { queryRows } from '../../platform/sql-arrays.js';

export interface UserEarningsTotals {
  /** Credited from statements before the distribution fee. */
  grossMicros: bigint;
  distributionFeeMicros: bigint;
}

/**
 * Per user, what statements credited in [from, to) and the distribution fee kept from it. The
 * statements area posts one user per statement-earnings transaction, so the distribution-fees
 * entry of a transaction belongs to the user credited in it.
 */
export async function earningsTotalsByUser(
  db: DbExecutor,
  from: Date,
  to: Date,
): Promise<Map<number, UserEarningsTotals>> {
  const rows = await queryRows<{ user_id: number; credited: string; fee: string }>(
    db,
    sql`
    WITH credits AS (
      SELECT e.transaction_id, a.user_id, sum(e.amount_micros) AS amount
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE t.kind = 'statement-earnings' AND a.user_id IS NOT NULL
        AND t.occurred_at >= ${from.toISOString()}::timestamptz AND t.occurred_at < ${to.toISOString()}::timestamptz
      GROUP BY e.transaction_id, a.user_id
    ), fees AS (
      SELECT e.transaction_id, sum(e.amount_micros) AS fee
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.system_key = 'distribution-fees' AND e.transaction_id IN (SELECT transaction_id FROM credits)
      GROUP BY e.transaction_id
    )
    SELECT c.user_id, sum(c.amount)::text AS credited, coalesce(sum(f.fee), 0)::text AS fee
    FROM credits c LEFT JOIN fees f ON f.transaction_id = c.transaction_id
    GROUP BY c.user_id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.user_id),
      { grossMicros: BigInt(row.credited) + BigInt(row.fee), distributionFeeMicros: BigInt(row.fee) },
    ]),
  );
}
