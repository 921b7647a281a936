import { eq } from 'drizzle-orm';
import { feePlanOf, planShape, SUBSCRIPTION_BILLING_MESSAGES, type SubscriptionPlanId } from '@liner/domain';
import { invalidateUser } from '../../platform/app-caches.js';
import type { AppDeps } from '../../platform/deps.js';
import { cardRefused, chargeOnce, linkPaymentToSubscription } from '../payments/index.js';
import { addInterval, prorate } from './billing-period.js';
import { findBillingSubscription, noSubscription, stateOf, subscriptionError } from './billing-state.js';
import { takeAccountTypeOf } from './create-subscription.js';
import { findPlanRow, type PlanRow } from './plans.js';
import { subscriptions } from './tables.js';

export interface UpgradeOutcome {
  message: string;
  chargedCents: number;
  creditCents: number;
}

/** The plan an upgrade moves to: the yearly plan of the same audience, or the label plan of the same interval. */
function targetOf(planId: SubscriptionPlanId, kind: 'yearly' | 'label'): SubscriptionPlanId | null {
  const { audience, interval } = planShape(planId);
  if (kind === 'yearly') return interval === 'month' ? (`${audience}-yearly` as SubscriptionPlanId) : null;
  return audience === 'artist' ? (interval === 'year' ? 'label-yearly' : 'label-monthly') : null;
}

/**
 * POST upgrade/yearly and upgrade/label: the new plan starts now for a whole interval; what is
 * left of the period already paid is credited against its price (billing-period.ts, prorate).
 * In a trial nothing was paid: the plan changes and the trial runs on. A label plan makes the
 * account a label. The charge's key is the subscription, the target and the period, so a
 * repeat of the same upgrade cannot charge twice.
 */
export async function upgradeSubscription(
  deps: AppDeps,
  accountId: number,
  kind: 'yearly' | 'label',
): Promise<UpgradeOutcome> {
  const now = deps.clock.now();
  const row = await findBillingSubscription(deps.db, accountId);
  const state = stateOf(row, now);
  if (!row?.planId || (state !== 'active' && state !== 'trialing')) throw noSubscription();
  const targetId = targetOf(row.planId as SubscriptionPlanId, kind);
  const target: PlanRow | null = targetId ? await findPlanRow(deps, targetId) : null;
  if (target?.status !== 'active')
    throw subscriptionError('UPGRADE_NOT_AVAILABLE', SUBSCRIPTION_BILLING_MESSAGES.upgradeNotAvailable);
  const targetPlanId = target.id as SubscriptionPlanId;
  const message =
    kind === 'yearly' ? SUBSCRIPTION_BILLING_MESSAGES.upgradedYearly : SUBSCRIPTION_BILLING_MESSAGES.upgradedLabel;
  const change = { planId: targetPlanId, plan: feePlanOf(targetPlanId), legacy: false };

  if (state === 'trialing') {
    await deps.db.update(subscriptions).set(change).where(eq(subscriptions.id, row.id));
    await takeAccountTypeOf(deps, accountId, targetPlanId);
    invalidateUser(deps.caches, accountId);
    return { message, chargedCents: 0, creditCents: 0 };
  }
  const current = row.planId ? await findPlanRow(deps, row.planId) : null;
  const periodStart = row.periodStartsAt ?? row.startsAt;
  const periodEnd = row.endsAt ?? now;
  const { creditCents, chargedCents } = prorate({
    paidCents: current?.priceCents ?? 0,
    periodStart,
    periodEnd,
    now,
    newPriceCents: target.priceCents,
  });
  const newEnd = addInterval(now, planShape(targetPlanId).interval);
  const outcome = await chargeOnce(deps, {
    userId: accountId,
    amountCents: chargedCents,
    planId: targetPlanId,
    description: `${target.name} subscription (upgrade)`,
    revenue: 'subscription',
    idempotencyKey: `subscription-upgrade:${row.id}:${targetPlanId}:${periodEnd.toISOString()}`,
    subscriptionId: row.id,
    periodStart: now,
    periodEnd: newEnd,
  });
  if (outcome.status === 'failed') throw cardRefused(outcome.failure);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ ...change, periodStartsAt: now, endsAt: newEnd, gracePeriodEndsAt: null, cancelAtPeriodEnd: false })
      .where(eq(subscriptions.id, row.id));
    await linkPaymentToSubscription(tx, outcome.payment.id, row.id);
  });
  await takeAccountTypeOf(deps, accountId, targetPlanId);
  invalidateUser(deps.caches, accountId);
  return { message, chargedCents, creditCents };
}
