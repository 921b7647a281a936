import { eq, sql } from 'drizzle-orm';
import type { Micros } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { numberArray, queryRows } from '../../platform/sql-arrays.js';
import { accountKey } from './account-key.js';
import { ensureLedgerAccounts, type LedgerAccountRef } from './post-transaction.js';
import { ledgerAccounts, ledgerEntries } from './tables.js';

/** An account's balance: always the sum of its entries, never a stored figure (decision 004). */
export async function balanceMicros(db: DbExecutor, account: LedgerAccountRef): Promise<Micros> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerEntries.amountMicros})` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.key, accountKey(account)));
  return BigInt(row?.total ?? 0);
}

/** What a user may spend: the balance of their earnings account. */
export async function availableBalanceMicros(db: DbExecutor, userId: number): Promise<Micros> {
  return balanceMicros(db, { userId, purpose: 'earnings' });
}

/**
 * Locks the user's earnings account row for the rest of the caller's transaction and answers its
 * balance read after the lock, so two spends of the same money are serialised: the second one
 * waits, then sees the first one's entries (READ COMMITTED takes a new snapshot per statement).
 * FOR NO KEY UPDATE rather than FOR UPDATE: inserting an entry that references an account takes
 * FOR KEY SHARE on it, which FOR UPDATE would block, so A->B and B->A transfers could deadlock.
 */
export async function lockAvailableBalance(tx: DbExecutor, userId: number, currency: string): Promise<Micros> {
  const ref: LedgerAccountRef = { userId, purpose: 'earnings' };
  const ids = await ensureLedgerAccounts(tx, [ref], currency);
  const id = ids.get(accountKey(ref))!;
  await tx.execute(sql`select id from ledger_accounts where id = ${id} for no key update`);
  return balanceMicros(tx, ref);
}

/**
 * Locks the users' existing accounts of one purpose (in id order, so two callers cannot deadlock)
 * and answers each one's balance read after the lock. Users without such an account are absent.
 */
export async function lockUserAccountBalances(
  tx: DbExecutor,
  userIds: readonly number[],
  purpose: 'earnings' | 'held-split' | 'pending-payout' | 'advance',
): Promise<Map<number, Micros>> {
  if (userIds.length === 0) return new Map();
  const ids = numberArray(userIds);
  await tx.execute(
    sql`SELECT id FROM ledger_accounts WHERE purpose = ${purpose} AND user_id = ANY(${ids}::int[]) ORDER BY id FOR NO KEY UPDATE`,
  );
  const rows = await queryRows<{ user_id: number; total: string }>(
    tx,
    sql`SELECT a.user_id, coalesce(sum(e.amount_micros), 0)::text AS total
      FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.purpose = ${purpose} AND a.user_id = ANY(${ids}::int[])
      GROUP BY a.user_id`,
  );
  return new Map(rows.map((row) => [Number(row.user_id), BigInt(row.total)]));
}
