import { and, desc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import {
  formatRatePercent,
  SUBSCRIPTION_PLANS,
  type AccountSearchResponse,
  type DistributionFeesResponse,
  type SubscriptionPlan,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { findUserById, findUserEmails, searchUsers } from '../auth/index.js';
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
  const plans = planRates.size > 0 ? await currentPlansOf(db, userIds, at) : new Map<number, SubscriptionPlan>();
  for (const userId of userIds) {
    const plan = plans.get(userId);
    const rate = accountRates.get(userId) ?? (plan ? planRates.get(plan) : undefined) ?? 0;
    if (rate > 0) rates.set(userId, rate);
  }
  return rates;
}

/** The plan of each account's latest active subscription (accounts without one are left out). */
async function currentPlansOf(
  db: DbExecutor,
  userIds: readonly number[],
  at: Date,
): Promise<Map<number, SubscriptionPlan>> {
  const plans = new Map<number, SubscriptionPlan>();
  if (userIds.length === 0) return plans;
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
  return plans;
}

/**
 * GET admin/accounts?q=: the operator's account picker (fee override, tax profile). Each match
 * carries its plan, the plan's fee and its own fee, so the desk shows what an override replaces.
 */
export async function searchAccounts(deps: AppDeps, search: string): Promise<AccountSearchResponse> {
  const found = await searchUsers(deps.db, search, 20);
  const ids = found.map((user) => user.id);
  const rows = await deps.db.select().from(distributionFeeRates);
  const planRates = new Map(rows.filter((row) => row.plan).map((row) => [row.plan, row.rateBasisPoints]));
  const ownRates = new Map(rows.filter((row) => row.userId).map((row) => [row.userId, row.rateBasisPoints]));
  const plans = await currentPlansOf(deps.db, ids, deps.clock.now());
  return {
    data: found.map((user) => {
      const plan = plans.get(user.id) ?? null;
      const own = ownRates.get(user.id);
      const name =
        user.artistName ?? user.displayName ?? ([user.firstName, user.lastName].filter(Boolean).join(' ') || null);
      return {
        userId: user.id,
        email: user.email,
        name,
        plan,
        planFeeRate: formatRatePercent((plan && planRates.get(plan)) || 0),
        ownFeeRate: own === undefined ? null : formatRatePercent(own),
      };
    }),
  };
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
