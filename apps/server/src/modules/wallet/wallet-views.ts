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
import { availableBalanceMicros, balanceMicros } from '../ledger/index.js';
import { listAccountTransactions } from '../ledger/index.js';
import { earningsOfSaleMonth } from '../sales/index.js';
import { findUserEmails } from '../auth/index.js';
import { walletTransfers } from './tables.js';

const TITLES: Record<string, string> = {
  'statement-earnings': 'Earnings',
  'split-release': 'Royalty split earnings',
  'payout-request': 'Payout request',
  'payout-rejected': 'Payout returned',
  'payout-returned': 'Payout came back',
  transfer: 'Transfer',
  adjustment: 'Adjustment',
};

function monthStart(date: Date, monthsBack: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1));
}

/**
 * GET balance: available floored to cents (never negative) and the earnings of last calendar
 * month's SALES (UTC), whenever their statement arrived (see earningsOfSaleMonth for the source).
 */
export async function walletBalance(deps: AppDeps, userId: number): Promise<WalletBalanceResponse> {
  const month = monthStart(deps.clock.now(), 1).toISOString().slice(0, 10);
  return {
    available: floorBalanceToCents(await availableBalanceMicros(deps.db, userId)),
    currency: deps.config.money.currency,
    lastMonthEarnings: {
      dividends: formatMicros(await earningsOfSaleMonth(deps.db, userId, month), 2),
      date: month.slice(0, 7),
    },
  };
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

  return {
    data: rows.map((row) => {
      const transferId = Number(/^transfer:(\d+)$/.exec(row.reference ?? '')?.[1]);
      const party = parties.get(transferId);
      const amount = BigInt(row.amount);
      const title =
        row.kind === 'transfer' && party
          ? amount < 0n
            ? `Transfer to ${party.receiver}`
            : `Transfer from ${party.sender}`
          : (row.memo ?? TITLES[row.kind] ?? row.kind);
      const at = row.occurredAt.toISOString();
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
      };
    }),
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.per_page)),
    total,
    per_page: page.per_page,
  };
}
