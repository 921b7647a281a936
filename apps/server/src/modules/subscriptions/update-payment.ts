import { SUBSCRIPTION_BILLING_MESSAGES, type PaymentMethodInput } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { saveCard } from '../payments/index.js';
import { findBillingSubscription, HOLDING_STATES, noSubscription, stateOf } from './billing-state.js';
import { renewSubscription } from './renew-subscriptions.js';

/**
 * POST update-payment: the new card replaces the one on file. A subscription in its grace period
 * is charged with it at once, so fixing the card ends the grace period without waiting for the
 * next run (a refusal then leaves the grace period as it was).
 */
export async function updatePayment(deps: AppDeps, accountId: number, method: PaymentMethodInput): Promise<string> {
  const row = await findBillingSubscription(deps.db, accountId);
  const state = stateOf(row, deps.clock.now());
  if (!row || !HOLDING_STATES.includes(state)) throw noSubscription();
  const { card } = await saveCard(deps, accountId, method);
  if (state === 'grace') await renewSubscription(deps, row, card.providerMethodId);
  return SUBSCRIPTION_BILLING_MESSAGES.paymentUpdated;
}
