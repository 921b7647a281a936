import { and, desc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import {
  formatRatePercent,
  SUBSCRIPTION_PLANS,
  type DistributionFeesResponse,
  type SubscriptionPlan,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { findUserById, findUserEmails } from '../auth/index.js';
import { distributionFeeRates, subscriptions } from './tables.js';

/**
 * The distribution fee rate (basis points) of each account: its own rate, else the rate of the
 * plan of its latest active subscription, else 0. Asked once per posting for all its accounts.
 */
export async function distributionFeeRatesOf(
  db: DbExecutor,
  userIds: readonly number[],
  at: Date,
): Promise<Map<number, number>> {
  const rates = new Map<number, number>();
  if (userIds.length === 0) return rates;
  const rows = await db.select().from(distributionFeeRates);
  if (rows.length === 0) return rates;
  const planRates = new Map(rows.filter((row) => row.plan).map((row) => [row.plan, row.rateBasisPoints]));
  const accountRates = new Map(rows.filter((row) => row.userId).map((row) => [row.userId, row.rateBasisPoints]));
  const plans = new Map<number, SubscriptionPlan>();
  if (planRates.size > 0) {
    const active = await db
      .select({ userId: subscriptions.userId, plan: subscriptions.plan })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.userId, [...userIds]),
          isNotNull(subscriptions.plan),
          isNull(subscriptions.cancelledAt),
          or(isNull(subscriptions.endsAt), gt(subscriptions.endsAt, at), gt(subscriptions.gracePeriodEndsAt, at)),
        ),
      )
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    // Newest first: the first row of each account is its current plan.
    for (const row of active) if (row.plan && !plans.has(row.userId)) plans.set(row.userId, row.plan);
  }
  for (const userId of userIds) {
    const plan = plans.get(userId);
    const rate = accountRates.get(userId) ?? (plan ? planRates.get(plan) : undefined) ?? 0;
    if (rate > 0) rates.set(userId, rate);
  }
  return rates;
}

/** GET admin/distribution-fees: the rate of every plan (0.00 when unset) and every account's own rate. */
export async function listDistributionFees(deps: AppDeps): Promise<DistributionFeesResponse> {
  const rows = await deps.db.select().from(distributionFeeRates);
  const planRates = new Map(rows.filter((row) => row.plan).map((row) => [row.plan, row.rateBasisPoints]));
  const accounts = rows.filter((row): row is typeof row & { userId: number } => row.userId !== null);
  const emails = await findUserEmails(
    deps.db,
    accounts.map((row) => row.userId),
  );
  return {
    plans: SUBSCRIPTION_PLANS.map((plan) => ({ plan, rate: formatRatePercent(planRates.get(plan) ?? 0) })),
    accounts: accounts
      .map((row) => ({
        userId: row.userId,
        email: emails.get(row.userId) ?? '',
        rate: formatRatePercent(row.rateBasisPoints),
      }))
      .sort((a, b) => a.email.localeCompare(b.email)),
  };
}

/** PUT admin/distribution-fees/plan: the fee of a plan (applies to money credited from now on). */
export async function setPlanDistributionFee(
  deps: AppDeps,
  adminId: number,
  input: { plan: SubscriptionPlan; rate: number },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.delete(distributionFeeRates).where(eq(distributionFeeRates.plan, input.plan));
    await tx
      .insert(distributionFeeRates)
      .values({ plan: input.plan, rateBasisPoints: input.rate, updatedBy: adminId, updatedAt: now });
  });
}

/** PUT admin/distribution-fees/account: an account's own fee, or null to follow its plan again. */
export async function setAccountDistributionFee(
  deps: AppDeps,
  adminId: number,
  input: { userId: number; rate: number | null },
): Promise<void> {
  if (!(await findUserById(deps.db, input.userId))) throw new AppError('NOT_FOUND', { message: 'No such account' });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.delete(distributionFeeRates).where(eq(distributionFeeRates.userId, input.userId));
    if (input.rate !== null)
      await tx
        .insert(distributionFeeRates)
        .values({ userId: input.userId, rateBasisPoints: input.rate, updatedBy: adminId, updatedAt: now });
  });
}
