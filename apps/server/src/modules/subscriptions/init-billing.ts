import type { BillingInitResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findUserById } from '../auth/index.js';
import { findPaymentMethod, paymentProviderFor, providerUnavailable } from '../payments/index.js';
import { listPlanRows, presentPlan } from './plans.js';

/**
 * POST init: the plans on sale and what the browser needs to take a card: nothing for the
 * built-in provider, Stripe's publishable key and a setup intent's client secret for Stripe.
 */
export async function initBilling(deps: AppDeps, accountId: number): Promise<BillingInitResponse> {
  const user = await findUserById(deps.db, accountId);
  if (!user) throw new AppError('NOT_FOUND');
  const provider = paymentProviderFor(deps);
  const card = await findPaymentMethod(deps.db, accountId);
  const plans = (await listPlanRows(deps)).filter((row) => row.status === 'active').map(presentPlan);
  plans.sort((a, b) => (a.audience === b.audience ? a.priceCents - b.priceCents : a.audience === 'artist' ? -1 : 1));
  try {
    const { customerId: _customerId, ...payment } = await provider.prepare({
      userId: accountId,
      email: user.email,
      existingCustomerId: card?.provider === provider.name ? card.providerCustomerId : null,
    });
    return { plans, payment };
  } catch (error) {
    deps.logger.error({ err: error }, 'payment provider could not prepare a card form');
    throw providerUnavailable();
  }
}
