import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  checkSpendableAmount,
  formatMicros,
  formatRatePercent,
  taxWithheldMicros,
  PAYOUT_MESSAGES,
  parseWalletAmount,
  payoutQuote,
  type PageQuery,
  type Paginated,
  type PayoutQuoteRequest,
  type PayoutQuoteResponse,
  type PayoutRow,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError, fieldError } from '../../platform/errors.js';
import type { UserRow } from '../auth/index.js';
import { availableBalanceMicros, lockAvailableBalance } from '../ledger/index.js';
import { postLedgerTransaction } from '../ledger/index.js';
import { payoutIdentityBlock } from '../identity/index.js';
import { payoutsBlockedUntil } from './payout-block.js';
import { methodDestination } from './payout-methods.js';
import { sendableMethodType } from './sendable-methods.js';
import { payoutMethods, payoutRequests } from './tables.js';
import { withholdingBasisPointsOf } from './tax-profiles.js';
import { pageOf } from '../../platform/page-of.js';

type RequestRow = typeof payoutRequests.$inferSelect;

export function presentPayout(row: RequestRow, method: Parameters<typeof methodDestination>[0]): PayoutRow {
  return {
    id: row.id,
    amount: formatMicros(row.amountMicros, 2),
    fee: formatMicros(row.feeMicros, 2),
    withheld: formatMicros(row.withheldMicros, 2),
    net: formatMicros(row.netMicros, 2),
    date: row.createdAt.toISOString(),
    type: row.methodType,
    status: row.status,
    reason: row.rejectReason ?? row.returnReason,
    destination: methodDestination(method),
    paidAt: row.paidAt?.toISOString() ?? null,
    returnedAt: row.returnedAt?.toISOString() ?? null,
  };
}

/** The checks a quote and a request share: the method, the 48-hour block and the amount's form. */
async function preparePayout(deps: AppDeps, db: DbExecutor, user: UserRow, input: PayoutQuoteRequest) {
  const parsed = parseWalletAmount(input.amount);
  if (!parsed.ok) throw fieldError('amount', parsed.message);
  const [method] = await db
    .select()
    .from(payoutMethods)
    .where(
      and(eq(payoutMethods.id, input.methodId), eq(payoutMethods.userId, user.id), isNull(payoutMethods.removedAt)),
    );
  if (!method) throw fieldError('methodId', PAYOUT_MESSAGES.methodMissing);
  if (method.status !== 'verified') throw fieldError('methodId', PAYOUT_MESSAGES.methodNotVerified);
  const methodType = sendableMethodType(deps, method.type);
  const blocked = await payoutsBlockedUntil(db, user.id, deps.clock.now());
  if (blocked)
    throw new AppError('CONFLICT', {
      message: PAYOUT_MESSAGES.blocked(blocked.toISOString()),
      reason: 'PAYOUTS_BLOCKED',
    });
  const identity = await payoutIdentityBlock(db, user.id);
  if (identity) throw new AppError('CONFLICT', identity);
  // Tax is withheld from the amount by the payee's profile at request time; net is what arrives.
  const withholding = await withholdingBasisPointsOf(db, user.id);
  const base = payoutQuote(parsed.micros, user.payoutFeeType);
  const withheld = taxWithheldMicros(base.amount, base.fee, withholding);
  return { method, methodType, withholding, quote: { ...base, withheld, net: base.net - withheld } };
}

/** POST withdrawals/quote: what the person will receive, shown before they confirm. */
export async function quotePayout(
  deps: AppDeps,
  user: UserRow,
  input: PayoutQuoteRequest,
): Promise<PayoutQuoteResponse> {
  const { quote, withholding } = await preparePayout(deps, deps.db, user, input);
  const problem = checkSpendableAmount(quote.amount, {
    minimum: deps.config.money.payoutMinimumMicros,
    available: await availableBalanceMicros(deps.db, user.id),
  });
  if (problem) throw fieldError('amount', problem);
  return {
    amount: formatMicros(quote.amount, 2),
    fee: formatMicros(quote.fee, 2),
    withheld: formatMicros(quote.withheld, 2),
    withholdingRate: formatRatePercent(withholding),
    net: formatMicros(quote.net, 2),
    feeType: user.payoutFeeType,
    currency: deps.config.money.currency,
    minimum: formatMicros(deps.config.money.payoutMinimumMicros, 2),
  };
}

/**
 * POST withdrawals: the whole amount moves at once from earnings to pending-payout, under the
 * earnings account lock, so the same money can never be requested (or transferred) twice.
 */
export async function requestPayout(deps: AppDeps, user: UserRow, input: PayoutQuoteRequest): Promise<PayoutRow> {
  return deps.db.transaction(async (tx) => {
    const available = await lockAvailableBalance(tx, user.id, deps.config.money.currency);
    const { method, methodType, quote, withholding } = await preparePayout(deps, tx, user, input);
    const problem = checkSpendableAmount(quote.amount, { minimum: deps.config.money.payoutMinimumMicros, available });
    if (problem) throw fieldError('amount', problem);
    const now = deps.clock.now();
    const [row] = await tx
      .insert(payoutRequests)
      .values({
        userId: user.id,
        methodId: method.id,
        methodType,
        feeType: user.payoutFeeType,
        amountMicros: quote.amount,
        feeMicros: quote.fee,
        withheldMicros: quote.withheld,
        withholdingBasisPoints: withholding,
        netMicros: quote.net,
        status: 'pending',
        createdAt: now,
      })
      .returning();
    await postLedgerTransaction(
      tx,
      {
        kind: 'payout-request',
        idempotencyKey: `payout-request:${row.id}`,
        occurredAt: now,
        reference: `payout:${row.id}`,
        lines: [
          {
            account: { userId: user.id, purpose: 'earnings' },
            amountMicros: -quote.amount,
            memo: `Payout to ${methodDestination(method)}`,
          },
          { account: { userId: user.id, purpose: 'pending-payout' }, amountMicros: quote.amount },
        ],
      },
      deps.config.money.currency,
    );
    return presentPayout(row, method);
  });
}

/** GET withdrawals: the user's payout requests, newest first. */
export async function listUserPayouts(deps: AppDeps, userId: number, page: PageQuery): Promise<Paginated<PayoutRow>> {
  const [{ total }] = await deps.db
    .select({ total: count() })
    .from(payoutRequests)
    .where(eq(payoutRequests.userId, userId));
  const rows = await deps.db
    .select({ request: payoutRequests, method: payoutMethods })
    .from(payoutRequests)
    .innerJoin(payoutMethods, eq(payoutMethods.id, payoutRequests.methodId))
    .where(eq(payoutRequests.userId, userId))
    .orderBy(desc(payoutRequests.createdAt), desc(payoutRequests.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return pageOf(
    rows.map(({ request, method }) => presentPayout(request, method)),
    total,
    page,
  );
}
