import { advanceRecoupMicros } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { type LedgerTransactionInput, lockUserAccountBalances } from '../ledger/index.js';

export interface RepaymentContext {
  /** The key of the earnings posting ("statement:12"); each repayment is `<prefix>:user:<id>:advance-recoup`. */
  keyPrefix: string;
  occurredAt: Date;
  accountingDate: string | null;
  reference: string;
}

/**
 * The advance repayments owed on a batch of earnings credits (user -> micro-units credited to
 * their earnings): each credit repays what the user still owes, up to the credit. The advance
 * accounts are locked, so two imports cannot both take the same debt. The transactions carry
 * the earnings posting's key prefix, so reversing the statement gives the repayment back too.
 */
export async function advanceRepayments(
  tx: DbExecutor,
  credits: ReadonlyMap<number, bigint>,
  context: RepaymentContext,
): Promise<LedgerTransactionInput[]> {
  const creditors = [...credits].filter(([, amount]) => amount > 0n).map(([userId]) => userId);
  const debts = await lockUserAccountBalances(tx, creditors, 'advance');
  const repayments: LedgerTransactionInput[] = [];
  for (const [userId, balance] of [...debts].sort((a, b) => a[0] - b[0])) {
    const repaid = advanceRecoupMicros(credits.get(userId) ?? 0n, -balance);
    if (repaid === 0n) continue;
    repayments.push({
      kind: 'advance-recoup',
      idempotencyKey: `${context.keyPrefix}:user:${userId}:advance-recoup`,
      occurredAt: context.occurredAt,
      accountingDate: context.accountingDate,
      reference: context.reference,
      lines: [
        { account: { userId, purpose: 'earnings' }, amountMicros: -repaid, memo: 'Advance repayment' },
        { account: { userId, purpose: 'advance' }, amountMicros: repaid },
      ],
    });
  }
  return repayments;
}
