import { eq } from 'drizzle-orm';
import { SUBSCRIPTION_BILLING_MESSAGES } from '@liner/domain';
import { invalidateUser } from '../../platform/app-caches.js';
import type { AppDeps } from '../../platform/deps.js';
import {
  findBillingSubscription,
  HOLDING_STATES,
  noSubscription,
  stateOf,
  subscriptionError,
} from './billing-state.js';
import { findPlanRow } from './plans.js';
import { subscriptions } from './tables.js';

/**
 * POST cancel and cancel-legacy: the subscription stops renewing and runs to the end of the
 * period paid for (one in its grace period ends at once: that period was never paid). A
 * legacy plan is cancelled through cancel-legacy, which says so: once it ends it cannot be
 * bought again.
 */
export async function cancelSubscription(
  deps: AppDeps,
  accountId: number,
  options: { legacy: boolean },
): Promise<string> {
  const row = await findBillingSubscription(deps.db, accountId);
  const state = stateOf(row, deps.clock.now());
  if (!row || !HOLDING_STATES.includes(state)) throw noSubscription();
  if (state === 'cancelling')
    throw subscriptionError('ALREADY_CANCELLED', SUBSCRIPTION_BILLING_MESSAGES.alreadyCancelled);
  if (options.legacy) {
    const plan = row.planId ? await findPlanRow(deps, row.planId) : null;
    if (plan?.status !== 'legacy') throw subscriptionError('NOT_LEGACY', SUBSCRIPTION_BILLING_MESSAGES.notLegacy);
  }
  await deps.db.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.id, row.id));
  invalidateUser(deps.caches, accountId);
  return options.legacy ? SUBSCRIPTION_BILLING_MESSAGES.legacyCancelled : SUBSCRIPTION_BILLING_MESSAGES.cancelled;
}

/** POST reinstate: a cancelled subscription still inside its period renews again. An ended one cannot. */
export async function reinstateSubscription(deps: AppDeps, accountId: number): Promise<string> {
  const row = await findBillingSubscription(deps.db, accountId);
  if (!row || stateOf(row, deps.clock.now()) !== 'cancelling')
    throw subscriptionError('NOT_REINSTATABLE', SUBSCRIPTION_BILLING_MESSAGES.notReinstatable);
  await deps.db.update(subscriptions).set({ cancelAtPeriodEnd: false }).where(eq(subscriptions.id, row.id));
  invalidateUser(deps.caches, accountId);
  return SUBSCRIPTION_BILLING_MESSAGES.reinstated;
}
