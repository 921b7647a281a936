// CONTRACT between the ledger area (owner) and its callers (statements, splits, wallet).
// The ledger engineer implements postLedgerTransaction; the signature stays as it is.
import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { accountColumns, accountKey } from './account-key.js';
import { ledgerConfig } from './ledger-config.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './tables.js';

/** A user's account by purpose, or one of the install's system accounts. */
export type LedgerAccountRef =
  | { userId: number; purpose: 'earnings' | 'held-split' | 'pending-payout' }
  | { system: 'store-revenue' | 'unmatched-revenue' | 'payout-clearing' | 'fee-income' | 'rounding' };

export interface LedgerLine {
  account: LedgerAccountRef;
  /** Signed micro-units of the install's account currency; the lines of one transaction sum to 0. */
  amountMicros: bigint;
  memo?: string;
}

export interface LedgerTransactionInput {
  kind: 'statement-earnings' | 'split-release' | 'payout-request' | 'payout-approved' | 'payout-rejected' | 'transfer' | 'adjustment';
  /** Same key twice = the same transaction: the second call changes nothing (idempotent imports). */
  idempotencyKey: string;
  occurredAt: Date;
  /** Sale, accounting and paid dates shown in the transactions list, when they apply. */
  saleDate?: string | null;
  accountingDate?: string | null;
  reference?: string | null;
  lines: LedgerLine[];
}

/** Thrown for a transaction that would break double entry; a programming error, not user input. */
export class UnbalancedTransactionError extends Error {
  constructor(readonly sumMicros: bigint) {
    super(`Ledger lines must sum to zero; they sum to ${sumMicros} micro-units`);
  }
}

/** Creates any missing accounts (lazily, race-free) and answers key -> id. */
export async function ensureLedgerAccounts(db: DbExecutor, refs: LedgerAccountRef[]): Promise<Map<string, number>> {
  const byKey = new Map(refs.map((ref) => [accountKey(ref), ref]));
  const keys = [...byKey.keys()];
  if (keys.length === 0) return new Map();
  await db.insert(ledgerAccounts)
    .values([...byKey.entries()].map(([key, ref]) => ({ key, currency: ledgerConfig.currency, ...accountColumns(ref) })))
    .onConflictDoNothing({ target: ledgerAccounts.key });
  const rows = await db.select({ id: ledgerAccounts.id, key: ledgerAccounts.key }).from(ledgerAccounts).where(inArray(ledgerAccounts.key, keys));
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** Posts a balanced transaction inside the caller's transaction; refuses an unbalanced one. */
export async function postLedgerTransaction(db: DbExecutor, input: LedgerTransactionInput): Promise<{ transactionId: number; created: boolean }> {
  if (input.lines.length === 0) throw new UnbalancedTransactionError(0n);
  const sum = input.lines.reduce((total, line) => total + line.amountMicros, 0n);
  if (sum !== 0n) throw new UnbalancedTransactionError(sum);

  // ON CONFLICT DO NOTHING makes a concurrent twin wait for the first to commit and then write
  // nothing, so a key is posted once even when two imports race.
  const [inserted] = await db.insert(ledgerTransactions).values({
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    occurredAt: input.occurredAt,
    saleDate: input.saleDate ?? null,
    accountingDate: input.accountingDate ?? null,
    reference: input.reference ?? null,
  }).onConflictDoNothing({ target: ledgerTransactions.idempotencyKey }).returning({ id: ledgerTransactions.id });
  if (!inserted) {
    const [existing] = await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, input.idempotencyKey));
    return { transactionId: existing.id, created: false };
  }

  // Zero lines carry no money (a 0 % split share); they are not written.
  const lines = input.lines.filter((line) => line.amountMicros !== 0n);
  const ids = await ensureLedgerAccounts(db, lines.map((line) => line.account));
  if (lines.length > 0) {
    await db.insert(ledgerEntries).values(lines.map((line) => ({
      transactionId: inserted.id,
      accountId: ids.get(accountKey(line.account))!,
      amountMicros: line.amountMicros,
      memo: line.memo ?? null,
    })));
  }
  return { transactionId: inserted.id, created: true };
}
