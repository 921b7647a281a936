// CONTRACT between the ledger area (owner) and its callers (statements, splits, wallet).
// The ledger engineer implements postLedgerTransaction; the signature stays as it is.
import type { DbExecutor } from '../../platform/db.js';

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

/** Posts a balanced transaction inside the caller's transaction; refuses an unbalanced one. */
export async function postLedgerTransaction(db: DbExecutor, input: LedgerTransactionInput): Promise<{ transactionId: number; created: boolean }> {
  void db;
  throw new Error(`postLedgerTransaction(${input.kind}) is not implemented yet`);
}
