import { and, desc, eq } from 'drizzle-orm';
import {
  type BILLING_ERROR_CODES,
  SUBSCRIPTION_BILLING_MESSAGES,
  planShape,
  type BillingResponse,
  type SubscriptionPlanId,
  type SubscriptionState,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { findUserById } from '../auth/index.js';
import { findPaymentMethod, latestPayments, presentCard } from '../payments/index.js';
import { findPlanRow, presentPlan } from './plans.js';
import { subscriptions } from './tables.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The account's latest subscription bought through billing (operator grants are not billed). */
export async function findBillingSubscription(db: DbExecutor, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.source, 'billing')))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/** Where a billed subscription stands at `now` (docs/product/subscriptions.md, States). */
export function stateOf(row: SubscriptionRow | null, now: Date): SubscriptionState {
  if (!row) return 'none';
  if (row.cancelledAt || !row.endsAt) return 'expired';
  if (row.endsAt > now) {
    if (row.cancelAtPeriodEnd) return 'cancelling';
    return row.trialEndsAt && row.trialEndsAt > now ? 'trialing' : 'active';
  }
  if (!row.cancelAtPeriodEnd && row.gracePeriodEndsAt && row.gracePeriodEndsAt > now) return 'grace';
  return 'expired';
}

/** States in which the account holds a subscription (it may still be ending). */
export const HOLDING_STATES: readonly SubscriptionState[] = ['trialing', 'active', 'grace', 'cancelling'];

export function subscriptionError(code: keyof typeof BILLING_ERROR_CODES, message: string): AppError {
  return new AppError('CONFLICT', { message, reason: code });
}

export function noSubscription(): AppError {
  return subscriptionError('NO_SUBSCRIPTION', SUBSCRIPTION_BILLING_MESSAGES.noSubscription);
}

/** GET billing: the plan, the dates, the card, the latest invoices and what may be done now. */
export async function loadBilling(deps: AppDeps, accountId: number): Promise<BillingResponse> {
  const now = deps.clock.now();
  const [user, row, card, invoices] = await Promise.all([
    findUserById(deps.db, accountId),
    findBillingSubscription(deps.db, accountId),
    findPaymentMethod(deps.db, accountId),
    latestPayments(deps.db, accountId, 12),
  ]);
  if (!user) throw new AppError('NOT_FOUND');
  const state = stateOf(row, now);
  const planRow = row?.planId ? await findPlanRow(deps, row.planId) : null;
  const plan = planRow ? presentPlan(planRow) : null;
  const holding = HOLDING_STATES.includes(state);
  const renews = state === 'active' || state === 'trialing';
  const shape = plan ? planShape(plan.id as SubscriptionPlanId) : null;
  return {
    state,
    subscriptionId: row?.id ?? null,
    plan,
    accountType: user.type,
    createdAt: row?.createdAt.toISOString() ?? null,
    endsAt: row?.endsAt && (state === 'cancelling' || state === 'expired') ? row.endsAt.toISOString() : null,
    nextBillingDate: renews && row?.endsAt ? row.endsAt.toISOString() : null,
    nextAmountCents: renews && plan ? plan.priceCents : null,
    trialEndsAt: state === 'trialing' && row?.trialEndsAt ? row.trialEndsAt.toISOString() : null,
    graceEndsAt: state === 'grace' && row?.gracePeriodEndsAt ? row.gracePeriodEndsAt.toISOString() : null,
    card: presentCard(card),
    provider: card?.provider ?? null,
    invoices,
    actions: {
      subscribe: !holding,
      cancel: holding && state !== 'cancelling',
      cancelLegacy: holding && state !== 'cancelling' && plan?.status === 'legacy',
      reinstate: state === 'cancelling',
      upgradeYearly: renews && shape?.interval === 'month',
      upgradeLabel: renews && shape?.audience === 'artist',
      updatePayment: holding,
    },
  };
}
