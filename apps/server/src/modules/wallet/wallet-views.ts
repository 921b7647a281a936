import { count, desc, eq, inArray, sql } from 'drizzle-orm';
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
import { accountKey } from '../ledger/index.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../ledger/tables.js';
import { earningsOfSaleMonth } from '../sales/index.js';
import { users } from '../auth/tables.js';
import { walletTransfers } from './tables.js';

const TITLES: Record<string, string> = {
  'statement-earnings': 'Earnings',
  'split-release': 'Royalty split earnings',
  'payout-request': 'Payout request',
  'payout-rejected': 'Payout returned',
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
 * GET estimates (decided; the spec names only total and pending): pending = money that is the
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
  const scope = eq(ledgerAccounts.key, accountKey({ userId, purpose: 'earnings' }));
  const [{ total }] = await deps.db
    .select({ total: count(sql`distinct ${ledgerEntries.transactionId}`) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(scope);
  const rows = await deps.db
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

  const transferIds = rows
    .map((row) => /^transfer:(\d+)$/.exec(row.reference ?? '')?.[1])
    .filter((id): id is string => !!id)
    .map(Number);
  const parties = new Map<number, { sender: string; receiver: string }>();
  if (transferIds.length > 0) {
    const found = await deps.db
      .select({
        id: walletTransfers.id,
        sender: sql<string>`(select email from ${users} where ${users.id} = ${walletTransfers.senderId})`,
        receiver: sql<string>`(select email from ${users} where ${users.id} = ${walletTransfers.receiverId})`,
      })
      .from(walletTransfers)
      .where(inArray(walletTransfers.id, transferIds));
    for (const row of found) parties.set(row.id, { sender: row.sender, receiver: row.receiver });
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
