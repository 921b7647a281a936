import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { PAYOUT_MESSAGES, currencyAmount, type Paginated, type PayoutRow } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { withUserEmails } from './payout-user-emails.js';
import { postLedgerTransaction } from '../ledger/index.js';
import { createNotification } from '../notifications/index.js';
import { presentPayout } from './payout-requests.js';
import { payoutMethods, payoutRequests } from './tables.js';
import { pageOf } from '../../platform/page-of.js';

type AdminPayoutRow = PayoutRow & { userId: number; userEmail: string; batchId: number | null };
type Status = (typeof payoutRequests.$inferSelect)['status'];

export async function listAdminPayouts(
  deps: AppDeps,
  query: { status?: Status; page: number; per_page: number },
): Promise<Paginated<AdminPayoutRow>> {
  const where: SQL | undefined = query.status ? eq(payoutRequests.status, query.status) : undefined;
  const [{ total }] = await deps.db.select({ total: count() }).from(payoutRequests).where(where);
  const rows = await withUserEmails(
    deps.db,
    await deps.db
      .select({ request: payoutRequests, method: payoutMethods })
      .from(payoutRequests)
      .innerJoin(payoutMethods, eq(payoutMethods.id, payoutRequests.methodId))
      .where(where)
      .orderBy(desc(payoutRequests.createdAt), desc(payoutRequests.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  );
  return pageOf(
    rows.map(({ request, method, email }) => ({
      ...presentPayout(request, method),
      userId: request.userId,
      userEmail: email,
      batchId: request.batchId,
    })),
    total,
    query,
  );
}

/**
 * Moves a pending payout to its decided state in one transaction. The status update is
 * conditional on 'pending', so two operators clicking at once cannot both post.
 */
async function decide(
  deps: AppDeps,
  adminId: number,
  payoutId: number,
  to: 'approved' | 'rejected',
  reason: string | null,
) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [row] = await tx
      .update(payoutRequests)
      .set({ status: to, reviewedAt: now, reviewedBy: adminId, rejectReason: reason })
      .where(and(eq(payoutRequests.id, payoutId), eq(payoutRequests.status, 'pending')))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: payoutRequests.id })
        .from(payoutRequests)
        .where(eq(payoutRequests.id, payoutId));
      if (!exists) throw new AppError('NOT_FOUND', { message: 'Payout not found' });
      throw new AppError('CONFLICT', { message: PAYOUT_MESSAGES.notPending, reason: 'PAYOUT_NOT_PENDING' });
    }
    const held = { userId: row.userId, purpose: 'pending-payout' } as const;
    await postLedgerTransaction(
      tx,
      to === 'approved'
        ? {
            kind: 'payout-approved',
            idempotencyKey: `payout-approved:${row.id}`,
            occurredAt: now,
            reference: `payout:${row.id}`,
            lines: [
              { account: held, amountMicros: -row.amountMicros },
              { account: { system: 'payout-clearing' }, amountMicros: row.netMicros, memo: `Payout ${row.id}` },
              { account: { system: 'fee-income' }, amountMicros: row.feeMicros, memo: `Payout ${row.id} fee` },
              {
                account: { system: 'tax-withheld' },
                amountMicros: row.withheldMicros,
                memo: `Payout ${row.id} tax withheld`,
              },
            ],
          }
        : {
            kind: 'payout-rejected',
            idempotencyKey: `payout-rejected:${row.id}`,
            occurredAt: now,
            reference: `payout:${row.id}`,
            lines: [
              { account: held, amountMicros: -row.amountMicros },
              {
                account: { userId: row.userId, purpose: 'earnings' },
                amountMicros: row.amountMicros,
                memo: 'Payout returned',
              },
            ],
          },
      deps.config.money.currency,
    );
    const [method] = await tx.select().from(payoutMethods).where(eq(payoutMethods.id, row.methodId));
    return presentPayout(row, method);
  });
}

/**
 * Approve: pending-payout -> payout-clearing (net, owed to the provider) + fee-income (fee) +
 * tax-withheld (withheld, owed to the tax authority).
 */
export async function approvePayout(deps: AppDeps, adminId: number, payoutId: number): Promise<PayoutRow> {
  const payout = await decide(deps, adminId, payoutId, 'approved', null);
  const [row] = await deps.db
    .select({ userId: payoutRequests.userId, net: payoutRequests.netMicros })
    .from(payoutRequests)
    .where(eq(payoutRequests.id, payoutId));
  // Not "on its way" yet: nothing leaves before the operator exports the batch.
  await createNotification(deps, {
    userId: row.userId,
    type: 'payout',
    toast: 'success',
    title: 'Payout approved',
    message: `Your payout of ${currencyAmount(row.net, deps.config.money.currency)} was approved and goes out with the next payment batch.`,
  });
  return payout;
}

/** Reject: the whole amount returns to earnings and the person is told why. */
export async function rejectPayout(
  deps: AppDeps,
  adminId: number,
  payoutId: number,
  reason: string,
): Promise<PayoutRow> {
  const payout = await decide(deps, adminId, payoutId, 'rejected', reason);
  const [row] = await deps.db
    .select({ userId: payoutRequests.userId, amount: payoutRequests.amountMicros })
    .from(payoutRequests)
    .where(eq(payoutRequests.id, payoutId));
  await createNotification(deps, {
    userId: row.userId,
    type: 'payout',
    toast: 'warning',
    title: 'Payout rejected',
    message: `Your payout of ${currencyAmount(row.amount, deps.config.money.currency)} was rejected and the money is back in your wallet. Reason: ${reason}`,
  });
  return payout;
}
