import { randomUUID } from 'node:crypto';
import {
  BILLING_ERROR_CODES,
  feePlanOf,
  planShape,
  SUBSCRIPTION_BILLING_MESSAGES,
  type CreateSubscriptionRequest,
  type PaymentMethodInput,
  type SubscriptionPlanId,
} from '@liner/domain';
import { invalidateUser } from '../../platform/app-caches.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findUserById, isPromoActive, updateAccountType } from '../auth/index.js';
import { cardRefused, chargeOnce, linkPaymentToSubscription, saveCard } from '../payments/index.js';
import { upgradeToLabel } from '../profile/index.js';
import { addDays, addInterval } from './billing-period.js';
import { findBillingSubscription, HOLDING_STATES, stateOf, subscriptionError } from './billing-state.js';
import { findPlanRow, type PlanRow } from './plans.js';
import { subscriptions } from './tables.js';

function unknownPlan(): AppError {
  const message = SUBSCRIPTION_BILLING_MESSAGES.unknownPlan;
  return new AppError('VALIDATION', {
    message,
    errors: { planId: [message] },
    reason: BILLING_ERROR_CODES.UNKNOWN_PLAN,
  });
}

/** A plan on sale to a new subscriber: one of the eight, not legacy. */
async function planOnSale(deps: AppDeps, planId: string): Promise<PlanRow> {
  const plan = await findPlanRow(deps, planId);
  if (plan?.status !== 'active') throw unknownPlan();
  return plan;
}

/**
 * A plan makes the account what the plan is for: a label plan a label; an artist plan turns a
 * collaborator account into an artist one (a collaborator upgrades by paying). A label keeps its
 * type on any plan.
 */
export async function takeAccountTypeOf(deps: AppDeps, accountId: number, planId: SubscriptionPlanId): Promise<void> {
  const user = await findUserById(deps.db, accountId);
  if (!user) return;
  if (planShape(planId).audience === 'label') {
    if (user.type !== 'label') await upgradeToLabel(deps, accountId, { viaBilling: true });
  } else if (user.type === 'collaborator') await updateAccountType(deps.db, accountId, 'artist', deps.clock.now());
}

/**
 * POST create. The card is taken first (a refused card answers 422 and nothing is created). A
 * plan's trial, or a promo code's free period still running, starts the subscription without a
 * charge until it ends; otherwise the first period is charged now. The trial is for an
 * account's first subscription only.
 */
export async function createSubscription(
  deps: AppDeps,
  accountId: number,
  input: { planId: string; paymentMethod: PaymentMethodInput },
  idempotencyKey: string | undefined,
): Promise<string> {
  const plan = await planOnSale(deps, input.planId);
  const planId = plan.id as SubscriptionPlanId;
  const existing = await findBillingSubscription(deps.db, accountId);
  if (HOLDING_STATES.includes(stateOf(existing, deps.clock.now())))
    throw subscriptionError('ALREADY_SUBSCRIBED', SUBSCRIPTION_BILLING_MESSAGES.alreadySubscribed);
  await saveCard(deps, accountId, input.paymentMethod);
  const user = await findUserById(deps.db, accountId);
  if (!user) throw new AppError('NOT_FOUND');
  const now = deps.clock.now();
  const trialEnd = !existing && plan.trialDays > 0 ? addDays(now, plan.trialDays) : null;
  const promoEnd = isPromoActive(user, now) && user.promoActiveUntil ? user.promoActiveUntil : null;
  const freeUntil = [trialEnd, promoEnd].filter((date): date is Date => date !== null).sort((a, b) => +b - +a)[0];
  const row = {
    userId: accountId,
    source: 'billing' as const,
    planId,
    plan: feePlanOf(planId),
    legacy: false,
    startsAt: now,
    createdAt: now,
  };
  if (freeUntil) {
    await deps.db
      .insert(subscriptions)
      .values({ ...row, periodStartsAt: now, endsAt: freeUntil, trialEndsAt: freeUntil });
  } else {
    const periodEnd = addInterval(now, planShape(planId).interval);
    const outcome = await chargeOnce(deps, {
      userId: accountId,
      amountCents: plan.priceCents,
      planId,
      description: `${plan.name} subscription`,
      revenue: 'subscription',
      idempotencyKey: `subscription-create:${accountId}:${idempotencyKey ?? randomUUID()}`,
      periodStart: now,
      periodEnd,
    });
    if (outcome.status === 'failed') throw cardRefused(outcome.failure);
    await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(subscriptions)
        .values({ ...row, periodStartsAt: now, endsAt: periodEnd })
        .returning({ id: subscriptions.id });
      await linkPaymentToSubscription(tx, outcome.payment.id, created.id);
    });
  }
  await takeAccountTypeOf(deps, accountId, planId);
  invalidateUser(deps.caches, accountId);
  return SUBSCRIPTION_BILLING_MESSAGES.subscribed;
}

export type { CreateSubscriptionRequest };
