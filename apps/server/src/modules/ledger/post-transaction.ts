// Posting to the ledger; other areas (statements, splits, wallet, payouts) call it through ledger/index.ts.
import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { accountColumns, accountKey, type LedgerAccountRef } from './account-key.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './tables.js';

export type { LedgerAccountRef };

export interface LedgerLine {
  account: LedgerAccountRef;
  /** Signed micro-units of the install's account currency; the lines of one transaction sum to 0. */
  amountMicros: bigint;
  memo?: string;
}

export interface LedgerTransactionInput {
  kind:
    | 'statement-earnings'
    | 'statement-reversal'
    | 'split-release'
    | 'payout-request'
    | 'payout-approved'
    | 'payout-rejected'
    | 'payout-paid'
    | 'payout-returned'
    | 'transfer'
    | 'advance'
    | 'advance-recoup'
    | 'adjustment'
    | 'card-payment';
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

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters (six per transaction, four per entry). */
const ROWS_PER_INSERT = 5_000;

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let at = 0; at < items.length; at += ROWS_PER_INSERT) yield items.slice(at, at + ROWS_PER_INSERT);
}

/**
 * Creates any missing accounts (lazily, race-free) and answers key -> id. Keys are inserted in
 * sorted order, so two transactions creating overlapping accounts wait for each other instead of
 * deadlocking.
 */
export async function ensureLedgerAccounts(
  db: DbExecutor,
  refs: LedgerAccountRef[],
  currency: string,
): Promise<Map<string, number>> {
  const byKey = new Map(refs.map((ref) => [accountKey(ref), ref]));
  const keys = [...byKey.keys()].sort();
  const ids = new Map<string, number>();
  for (const part of chunks(keys)) {
    await db
      .insert(ledgerAccounts)
      .values(part.map((key) => ({ key, currency, ...accountColumns(byKey.get(key)!) })))
      .onConflictDoNothing({ target: ledgerAccounts.key });
    const rows = await db
      .select({ id: ledgerAccounts.id, key: ledgerAccounts.key })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.key, part));
    for (const row of rows) ids.set(row.key, row.id);
  }
  return ids;
}

/** Posts a balanced transaction inside the caller's transaction; refuses an unbalanced one. */
export async function postLedgerTransaction(
  db: DbExecutor,
  input: LedgerTransactionInput,
  currency: string,
): Promise<{ transactionId: number; created: boolean }> {
  const [result] = await postLedgerTransactions(db, [input], currency);
  return result;
}

/**
 * postLedgerTransaction for many transactions in a few statements (an import posts one per user:
 * thousands for a label, which one at a time cost four round trips each). Refuses the whole batch,
 * before writing anything, if one transaction is unbalanced. Answers in input order; a key already
 * posted, or repeated in the batch, answers created:false with the first transaction's id.
 */
export async function postLedgerTransactions(
  db: DbExecutor,
  inputs: readonly LedgerTransactionInput[],
  currency: string,
): Promise<{ transactionId: number; created: boolean }[]> {
  for (const input of inputs) {
    if (input.lines.length === 0) throw new UnbalancedTransactionError(0n);
    const sum = input.lines.reduce((total, line) => total + line.amountMicros, 0n);
    if (sum !== 0n) throw new UnbalancedTransactionError(sum);
  }
  const firstByKey = new Map<string, LedgerTransactionInput>();
  for (const input of inputs) if (!firstByKey.has(input.idempotencyKey)) firstByKey.set(input.idempotencyKey, input);

  // ON CONFLICT DO NOTHING makes a concurrent twin wait for the first to commit and then write
  // nothing, so a key is posted once even when two imports race.
  const created = new Map<string, number>();
  for (const part of chunks([...firstByKey.values()])) {
    const rows = await db
      .insert(ledgerTransactions)
      .values(
        part.map((input) => ({
          kind: input.kind,
          idempotencyKey: input.idempotencyKey,
          occurredAt: input.occurredAt,
          saleDate: input.saleDate ?? null,
          accountingDate: input.accountingDate ?? null,
          reference: input.reference ?? null,
        })),
      )
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey });
    for (const row of rows) created.set(row.key, row.id);
  }
  const existing = new Map<string, number>();
  const postedBefore = [...firstByKey.keys()].filter((key) => !created.has(key));
  for (const part of chunks(postedBefore)) {
    const rows = await db
      .select({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.idempotencyKey, part));
    for (const row of rows) existing.set(row.key, row.id);
  }

  // Zero lines carry no money (a 0 % split share); they are not written.
  const entries = [...created].flatMap(([key, transactionId]) =>
    firstByKey
      .get(key)!
      .lines.filter((line) => line.amountMicros !== 0n)
      .map((line) => ({ transactionId, line })),
  );
  const ids = await ensureLedgerAccounts(
    db,
    entries.map((entry) => entry.line.account),
    currency,
  );
  for (const part of chunks(entries)) {
    await db.insert(ledgerEntries).values(
      part.map(({ transactionId, line }) => ({
        transactionId,
        accountId: ids.get(accountKey(line.account))!,
        amountMicros: line.amountMicros,
        memo: line.memo ?? null,
      })),
    );
  }

  const answered = new Set<string>();
  return inputs.map((input) => {
    const key = input.idempotencyKey;
    const id = created.get(key);
    const first = !answered.has(key);
    answered.add(key);
    return id !== undefined
      ? { transactionId: id, created: first }
      : { transactionId: existing.get(key)!, created: false };
  });
}
