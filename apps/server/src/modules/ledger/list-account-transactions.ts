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
