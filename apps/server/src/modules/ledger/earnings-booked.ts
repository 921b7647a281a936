import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { accountKey } from './account-key.js';

/**
 * What a user earned in [from, to) as the ledger books it: statement earnings and reversals
 * (booked in the accounting period the store reports, or the next open one) and held split money
 * that became theirs, on their earnings account. Transfers and payouts are not earnings.
 */
export async function earningsBookedBetween(db: DbExecutor, userId: number, from: Date, to: Date): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`SELECT coalesce(sum(e.amount_micros), 0)::text AS total
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE a.key = ${accountKey({ userId, purpose: 'earnings' })}
        AND t.kind IN ('statement-earnings', 'statement-reversal', 'split-release')
        AND t.occurred_at >= ${from.toISOString()}::timestamptz AND t.occurred_at < ${to.toISOString()}::timestamptz`,
  );
  return BigInt(row?.total ?? '0');
}

/**
 * The earnings booked in each of the `months` whole calendar months before `now`'s month, oldest
 * first (the same transactions as earningsBookedBetween), in one query.
 */
export async function monthlyEarningsBooked(
  db: DbExecutor,
  userId: number,
  now: Date,
  months: number,
): Promise<bigint[]> {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  const rows = await queryRows<{ month: string; total: string }>(
    db,
    sql`SELECT to_char(date_trunc('month', t.occurred_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
        sum(e.amount_micros)::text AS total
      FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE a.key = ${accountKey({ userId, purpose: 'earnings' })}
        AND t.kind IN ('statement-earnings', 'statement-reversal', 'split-release')
        AND t.occurred_at >= ${start.toISOString()}::timestamptz AND t.occurred_at < ${end.toISOString()}::timestamptz
      GROUP BY 1`,
  );
  const byMonth = new Map(rows.map((row) => [row.month, BigInt(row.total)]));
  return Array.from({ length: months }, (_, i) => {
    const month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1));
    return byMonth.get(month.toISOString().slice(0, 7)) ?? 0n;
  });
}
