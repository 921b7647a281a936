import type Stripe from 'stripe';
import type { AppDeps } from '../../platform/deps.js';
import { createBuiltinProvider } from './builtin-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { createStripeClient, createStripeProvider, type StripeFetch } from './stripe-provider.js';

interface Installed {
  provider: PaymentProvider;
  stripe: Stripe | null;
}

// Keyed by the deps object so each app (and each test app) has its own provider.
const byDeps = new WeakMap<AppDeps, Installed>();

function build(deps: AppDeps, fetchImpl: StripeFetch): Installed {
  const config = deps.config.stripe;
  if (!config) return { provider: createBuiltinProvider(deps.db), stripe: null };
  const stripe = createStripeClient(config, fetchImpl);
  return { provider: createStripeProvider(config, stripe), stripe };
}

function installed(deps: AppDeps): Installed {
  let found = byDeps.get(deps);
  if (!found) {
    found = build(deps, (url, init) => globalThis.fetch(url, init));
    byDeps.set(deps, found);
  }
  return found;
}

/** The install's card payment provider: Stripe when its keys are set, else the built-in one. */
export function paymentProviderFor(deps: AppDeps): PaymentProvider {
  return installed(deps).provider;
}

/** The Stripe client (webhooks), or null on the built-in provider. */
export function stripeClientFor(deps: AppDeps): Stripe | null {
  return installed(deps).stripe;
}

/** Tests: the Stripe SDK of this app sends its requests to `fetchImpl` (recorded answers). */
export function installStripeFetch(deps: AppDeps, fetchImpl: StripeFetch): void {
  byDeps.set(deps, build(deps, fetchImpl));
}
