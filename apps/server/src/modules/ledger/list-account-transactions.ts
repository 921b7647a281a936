import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { type LedgerAccountRef, accountKey } from './account-key.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './tables.js';

export interface AccountTransactionRow {
  id: number;
  kind: string;
  occurredAt: Date;
  saleDate: string | null;
  accountingDate: string | null;
  reference: string | null;
  /** What the transaction moved on this account, in micro-units (as text: a bigint sum). */
  amount: string;
  /** The first memo among the transaction's lines on this account. */
  memo: string | null;
  /** The account's balance right after this transaction (in list order), micro-units as text. */
  balanceAfter: string;
}

/** One account's transactions, newest first, a page at a time, with the total count. */
export async function listAccountTransactions(
  db: DbExecutor,
  ref: LedgerAccountRef,
  page: { page: number; per_page: number },
): Promise<{ total: number; rows: AccountTransactionRow[] }> {
  const scope = eq(ledgerAccounts.key, accountKey(ref));
  const [{ total }] = await db
    .select({ total: count(sql`distinct ${ledgerEntries.transactionId}`) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(scope);
  const rows = await db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      occurredAt: ledgerTransactions.occurredAt,
      saleDate: ledgerTransactions.saleDate,
      accountingDate: ledgerTransactions.accountingDate,
      reference: ledgerTransactions.reference,
      amount: sql<string>`sum(${ledgerEntries.amountMicros})`,
      memo: sql<string | null>`min(${ledgerEntries.memo})`,
      // Everything this account held up to and including this transaction, in the list's order.
      balanceAfter: sql<string>`(SELECT coalesce(sum(e2.amount_micros), 0)::text FROM ledger_entries e2
        JOIN ledger_transactions t2 ON t2.id = e2.transaction_id
        WHERE e2.account_id = (SELECT id FROM ledger_accounts WHERE key = ${accountKey(ref)})
          AND (t2.occurred_at, t2.id) <= (${ledgerTransactions.occurredAt}, ${ledgerTransactions.id}))`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(scope)
    .groupBy(ledgerTransactions.id)
    .orderBy(desc(ledgerTransactions.occurredAt), desc(ledgerTransactions.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return { total, rows };
}
