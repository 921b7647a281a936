import type { SendableMethodType } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { createLocalPayoutProvider, type PayoutProvider } from './payout-provider.js';
import { createPaypalPayoutProvider, type FetchLike } from './paypal-payouts-client.js';
import { createTipaltiPayoutProvider } from './tipalti-payments-client.js';

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
 * (PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET); without it they, and bank accounts, are paid by the
 * operator from the batch file.
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
  return createPayoutProviderRegistry(createLocalPayoutProvider(deps.storage), routed);
}
