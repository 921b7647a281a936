/**
 * Turning a statement's matched money into ledger transactions. Lines are summed per track,
 * owner and sale date while the file streams (earnings-collector.ts), then each sum on a track with a split goes through the splits area's allocation (one query finds
 * those tracks), and every user gets ONE transaction per statement (key
 * `statement:{id}:user:{userId}`). Unmatched money goes to the 'unmatched-revenue' system
 * account, so every micro-unit of the statement is in exactly one account.
 *
 * Sign convention (ours until the ledger area states its own): a positive amount is money INTO
 * an account; the store-revenue system account is the source and goes negative.
 */
import { createHash } from 'node:crypto';
import type { DbExecutor } from '../../platform/db.js';
import {
  postLedgerTransaction,
  postLedgerTransactions,
  type LedgerLine,
  type LedgerTransactionInput,
} from '../ledger/index.js';
import { distributionFeeMicros } from '@liner/domain';
import { allocateManyTrackEarnings } from '../splits/index.js';
import { distributionFeeRatesOf } from '../subscriptions/index.js';
import { splitPairKey, tracksWithSplits } from '../splits/index.js';
import { advanceRepayments } from '../offers/index.js';
import type { EarningsCollector } from './earnings-collector.js';

/** Per user: the collected earnings and held split money, after the splits area's allocation. */
export async function allocateEarnings(
  db: DbExecutor,
  collected: EarningsCollector,
  /** "statement:<id>": the splits area records the allocation under it, for a reversal. */
  batch: string,
): Promise<Map<number, { earnings: bigint; held: bigint }>> {
  const perUser = new Map<number, { earnings: bigint; held: bigint }>();
  const credit = (userId: number, amount: bigint, held: boolean) => {
    const entry = perUser.get(userId) ?? { earnings: 0n, held: 0n };
    if (held) entry.held += amount;
    else entry.earnings += amount;
    perUser.set(userId, entry);
  };
  const all = collected.snapshot().sums;
  const onTracks = all.filter((sum): sum is typeof sum & { trackId: number } => sum.trackId !== null);
  const withSplits = await tracksWithSplits(db, onTracks);
  const isSplit = (sum: (typeof all)[number]) =>
    sum.trackId !== null && withSplits.has(splitPairKey(sum.trackId, sum.ownerUserId));
  // Matched by UPC only (no track), or a track without a split: the owner earns it all.
  for (const sum of all) if (!isSplit(sum)) credit(sum.ownerUserId, sum.amountMicros, false);
  const split = onTracks.filter(isSplit);
  // In track order, as one batch (the splits area locks the splits in id order).
  split.sort((a, b) => a.trackId - b.trackId || a.saleDate.localeCompare(b.saleDate));
  const allocated = await allocateManyTrackEarnings(db, split, batch);
  split.forEach((sum, i) => {
    // Money for a payee without an account is held on the owner's side until they accept.
    for (const share of allocated[i]) credit(share.userId ?? sum.ownerUserId, share.amountMicros, share.held);
  });
  return perUser;
}

export interface PostContext {
  keyPrefix: string;
  source: LedgerLine['account'];
  occurredAt: Date;
  saleDate: string | null;
  accountingDate: string | null;
  reference: string;
  /** The install's ledger currency (new accounts are opened in it). */
  currency: string;
}

/**
 * One balanced transaction per user (posted together): the user's accounts in, `source` out. A
 * user repaying a royalty advance gets a second transaction taking the repayment out of what was
 * credited (the offers area works it out).
 */
export async function postUserEarnings(
  db: DbExecutor,
  perUser: Map<number, { earnings: bigint; held: bigint }>,
  context: PostContext,
): Promise<void> {
  const transactions: LedgerTransactionInput[] = [];
  // The distribution fee (docs/product/subscriptions.md) is kept as money is credited, at the rate of the
  // account credited, into its own system account in the same transaction.
  const rates = await distributionFeeRatesOf(db, [...perUser.keys()], context.occurredAt);
  const credited = new Map<number, bigint>();
  for (const [userId, { earnings, held }] of [...perUser.entries()].sort((a, b) => a[0] - b[0])) {
    const rate = rates.get(userId) ?? 0;
    const [earningsFee, heldFee] = [distributionFeeMicros(earnings, rate), distributionFeeMicros(held, rate)];
    const lines: LedgerLine[] = [];
    if (earnings !== 0n) lines.push({ account: { userId, purpose: 'earnings' }, amountMicros: earnings - earningsFee });
    credited.set(userId, earnings - earningsFee);
    if (held !== 0n) lines.push({ account: { userId, purpose: 'held-split' }, amountMicros: held - heldFee });
    if (lines.length === 0) continue;
    if (earningsFee + heldFee !== 0n)
      lines.push({
        account: { system: 'distribution-fees' },
        amountMicros: earningsFee + heldFee,
        memo: `user:${userId}`,
      });
    lines.push({ account: context.source, amountMicros: -(earnings + held), memo: context.reference });
    transactions.push({
      kind: 'statement-earnings',
      idempotencyKey: `${context.keyPrefix}:user:${userId}`,
      occurredAt: context.occurredAt,
      saleDate: context.saleDate,
      accountingDate: context.accountingDate,
      reference: context.reference,
      lines,
    });
  }
  const repayments = await advanceRepayments(db, credited, context);
  await postLedgerTransactions(db, [...transactions, ...repayments], context.currency);
}

/** The statement's unmatched money parks in the 'unmatched-revenue' system account. */
export async function postUnmatched(
  db: DbExecutor,
  statementId: number,
  amountMicros: bigint,
  context: Omit<PostContext, 'keyPrefix' | 'source'>,
): Promise<void> {
  if (amountMicros === 0n) return;
  await postLedgerTransaction(
    db,
    {
      kind: 'statement-earnings',
      idempotencyKey: `statement:${statementId}:unmatched`,
      occurredAt: context.occurredAt,
      saleDate: context.saleDate,
      accountingDate: context.accountingDate,
      reference: context.reference,
      lines: [
        { account: { system: 'unmatched-revenue' }, amountMicros },
        { account: { system: 'store-revenue' }, amountMicros: -amountMicros, memo: context.reference },
      ],
    },
    context.currency,
  );
}

/** A stable key for one resolve call: the same lines resolved twice can never post twice. */
export function resolutionKey(statementId: number, lineIds: readonly number[]): string {
  const digest = createHash('sha256')
    .update([...lineIds].sort((a, b) => a - b).join(','))
    .digest('hex')
    .slice(0, 16);
  return `statement:${statementId}:resolved:${digest}`;
}
