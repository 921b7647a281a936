import { inArray } from 'drizzle-orm';
import {
  floorBalanceToCents,
  formatMicros,
  type PageQuery,
  type WalletBalanceResponse,
  type WalletEstimatesResponse,
  type WalletTransactionsPage,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { availableBalanceMicros, balanceMicros, earningsBookedBetween } from '../ledger/index.js';
import { listAccountTransactions } from '../ledger/index.js';
import { findUserEmails } from '../auth/index.js';
import { reversedStatements } from '../statements/index.js';
import { walletTransfers } from './tables.js';
import { pageOf } from '../../platform/page-of.js';

const TITLES: Record<string, string> = {
  'statement-earnings': 'Earnings',
  'statement-reversal': 'Statement reversed',
  'split-release': 'Royalty split earnings',
  'payout-request': 'Payout request',
  'payout-rejected': 'Payout returned',
  'payout-returned': 'Payout came back',
  transfer: 'Transfer',
  advance: 'Royalty advance',
  'advance-recoup': 'Advance repayment',
  adjustment: 'Adjustment',
};

function monthStart(date: Date, monthsBack: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1));
}

/**
 * GET balance: available floored to cents (never negative), a carried deficit when a reversal left
 * the balance negative, and the earnings booked in last calendar month's accounting period (UTC):
 * statements count in the period the store reports (or the next open one), not the import day.
 */
export async function walletBalance(deps: AppDeps, userId: number): Promise<WalletBalanceResponse> {
  const now = deps.clock.now();
  const month = monthStart(now, 1).toISOString().slice(0, 10);
  const earned = await earningsBookedBetween(deps.db, userId, monthStart(now, 1), monthStart(now, 0));
  const balance = await availableBalanceMicros(deps.db, userId);
  return {
    available: floorBalanceToCents(balance),
    carriedDeficit: balance < 0n ? formatMicros(ceilToCents(-balance), 2) : null,
    currency: deps.config.money.currency,
    lastMonthEarnings: {
      dividends: formatMicros(earned, 2),
      date: month.slice(0, 7),
    },
  };
}

/** A deficit is shown rounded up: never less than what later earnings must repay. */
function ceilToCents(micros: bigint): bigint {
  return ((micros + 9_999n) / 10_000n) * 10_000n;
}

/**
 * GET estimates (decided here): pending = money that is the
 * user's but not spendable yet (payouts awaiting approval and split money held for acceptance);
 * total = available + pending. Both floored to cents.
 */
export async function walletEstimates(deps: AppDeps, userId: number): Promise<WalletEstimatesResponse> {
  const available = await availableBalanceMicros(deps.db, userId);
  const pending =
    (await balanceMicros(deps.db, { userId, purpose: 'pending-payout' })) +
    (await balanceMicros(deps.db, { userId, purpose: 'held-split' }));
  return { total: floorBalanceToCents(available + pending), pending: floorBalanceToCents(pending) };
}

/** GET transactions: one row per ledger transaction that changed the user's available balance. */
export async function listWalletTransactions(
  deps: AppDeps,
  userId: number,
  page: PageQuery,
): Promise<WalletTransactionsPage> {
  const { total, rows } = await listAccountTransactions(deps.db, { userId, purpose: 'earnings' }, page);

  const transferIds = rows
    .map((row) => /^transfer:(\d+)$/.exec(row.reference ?? '')?.[1])
    .filter((id): id is string => !!id)
    .map(Number);
  const parties = new Map<number, { sender: string; receiver: string }>();
  if (transferIds.length > 0) {
    const found = await deps.db
      .select({ id: walletTransfers.id, senderId: walletTransfers.senderId, receiverId: walletTransfers.receiverId })
      .from(walletTransfers)
      .where(inArray(walletTransfers.id, transferIds));
    const emails = await findUserEmails(
      deps.db,
      found.flatMap((row) => [row.senderId, row.receiverId]),
    );
    for (const row of found)
      parties.set(row.id, { sender: emails.get(row.senderId) ?? '', receiver: emails.get(row.receiverId) ?? '' });
  }

  const statementIds = rows
    .filter((row) => row.kind === 'statement-earnings')
    .map((row) => Number(/^Statement #(\d+)/.exec(row.reference ?? '')?.[1]))
    .filter((id) => Number.isInteger(id) && id > 0);
  const reversed = await reversedStatements(deps.db, statementIds);

  return pageOf(
    rows.map((row) => {
      const transferId = Number(/^transfer:(\d+)$/.exec(row.reference ?? '')?.[1]);
      const party = parties.get(transferId);
      const amount = BigInt(row.amount);
      const statementId = Number(/^Statement #(\d+)/.exec(row.reference ?? '')?.[1]);
      const reversal = row.kind === 'statement-earnings' ? reversed.get(statementId) : undefined;
      const title =
        row.kind === 'transfer' && party
          ? amount < 0n
            ? `Transfer to ${party.receiver}`
            : `Transfer from ${party.sender}`
          : reversal !== undefined
            ? `Earnings of statement #${statementId}, reversed: ${reversal}`
            : (row.memo ?? TITLES[row.kind] ?? row.kind);
      const at = row.occurredAt.toISOString();
      const balanceAfter = BigInt(row.balanceAfter);
      const before = balanceAfter - amount;
      // A credit landing on a negative balance repays the carried deficit first.
      const recouped = amount > 0n && before < 0n ? (amount < -before ? amount : -before) : 0n;
      return {
        id: row.id,
        type: row.kind,
        title,
        amount: formatMicros(amount, 6),
        date: at,
        availableDate: at,
        saleDate: row.saleDate,
        accountingDate: row.accountingDate,
        // Money is in the wallet the moment it posts: the ledger has no "unpaid" credit to a user.
        paidDate: amount > 0n ? at : null,
        senderEmail: party?.sender ?? null,
        receiverEmail: party?.receiver ?? null,
        fileUrl: null,
        recouped: recouped > 0n ? formatMicros(recouped, 6) : null,
        balanceAfter: formatMicros(balanceAfter, 6),
      };
    }),
    total,
    page,
  );
}
