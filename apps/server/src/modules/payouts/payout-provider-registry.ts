import type { SendableMethodType } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { createLocalPayoutProvider, type PayoutProvider } from './payout-provider.js';
import { createPaypalPayoutProvider, type FetchLike } from './paypal-payouts-client.js';
import { createTipaltiPayoutProvider } from './tipalti-payments-client.js';
import { stripeConnectOf } from './stripe-connect-services.js';
import { createStripeTransfersProvider } from './stripe-transfers-provider.js';

/** A provider and the kinds of method it pays. */
export interface RoutedProvider {
  provider: PayoutProvider;
  methods: readonly SendableMethodType[];
}

/** Chooses where a payout goes, and finds the provider that took a recorded batch again. */
export interface PayoutProviderRegistry {
  /** The provider payouts to this kind of method are sent through; local when none is configured. */
  forMethod(type: SendableMethodType): PayoutProvider;
  /** The provider a batch row names, or null when it is not configured (any more). */
  byName(name: string): PayoutProvider | null;
}

/** The first routed provider that pays a kind of method wins; everything else stays in the local file. */
export function createPayoutProviderRegistry(local: PayoutProvider, routed: RoutedProvider[]): PayoutProviderRegistry {
  return {
    forMethod: (type) => routed.find((entry) => entry.methods.includes(type))?.provider ?? local,
    byName: (name) =>
      name === local.name ? local : (routed.find((entry) => entry.provider.name === name)?.provider ?? null),
  };
}

/**
 * The providers this install is configured for: PayPal Payouts pays PayPal and Venmo methods
 * (PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET); Stripe Connect transfers pay bank accounts connected
 * through Stripe (STRIPE_SECRET_KEY / STRIPE_CONNECT_WEBHOOK_SECRET). Without a provider, methods
 * are paid by the operator from the batch file (bank accounts entered by hand always are).
 */
export function configuredPayoutProviders(
  deps: AppDeps,
  fetchImpl: FetchLike = fetch as unknown as FetchLike,
): PayoutProviderRegistry {
  const routed: RoutedProvider[] = [];
  if (deps.config.paypal)
    routed.push({ provider: createPaypalPayoutProvider(deps.config.paypal, fetchImpl), methods: ['paypal', 'venmo'] });
  // Tipalti payees (TIPALTI_PAYER / TIPALTI_API_KEY) are paid through Tipalti's Payer API.
  if (deps.config.tipalti)
    routed.push({
      provider: createTipaltiPayoutProvider(deps.config.tipalti, fetchImpl, () => deps.clock.now()),
      methods: ['tipalti'],
    });
  const stripeConnect = stripeConnectOf(deps);
  if (stripeConnect)
    routed.push({ provider: createStripeTransfersProvider(stripeConnect.client), methods: ['stripe'] });
  return createPayoutProviderRegistry(createLocalPayoutProvider(deps.storage), routed);
}
