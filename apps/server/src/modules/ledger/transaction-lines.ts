import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { queryRows } from '../../platform/sql-arrays.js';
import type { LedgerAccountRef } from './account-key.js';
import type { LedgerLine } from './post-transaction.js';

/**
 * What the transactions whose key starts with `keyPrefix` ("statement:12:") moved, netted per
 * account: the lines a contra posting negates. Accounts whose net is zero are left out.
 */
export async function netLinesOfTransactions(db: DbExecutor, keyPrefix: string): Promise<LedgerLine[]> {
  const pattern = `${keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<{ user_id: number | null; system_key: string | null; purpose: string; net: string }>(
    db,
    sql`SELECT a.user_id, a.system_key, a.purpose, sum(e.amount_micros)::text AS net
      FROM ledger_entries e
      JOIN ledger_transactions t ON t.id = e.transaction_id
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.idempotency_key LIKE ${pattern}
      GROUP BY a.user_id, a.system_key, a.purpose
      ORDER BY a.system_key NULLS FIRST, a.user_id, a.purpose`,
  );
  return rows
    .filter((row) => BigInt(row.net) !== 0n)
    .map((row) => ({
      account: (row.system_key !== null
        ? { system: row.system_key }
        : { userId: Number(row.user_id), purpose: row.purpose }) as LedgerAccountRef,
      amountMicros: BigInt(row.net),
    }));
}
