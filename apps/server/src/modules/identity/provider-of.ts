import type { AppDeps } from '../../platform/deps.js';
import { createReviewIdentityProvider, type IdentityProvider } from './identity-provider.js';
import { createStripeClient, createStripeIdentityProvider } from './stripe-identity-client.js';
import type Stripe from 'stripe';

export interface IdentityServices {
  provider: IdentityProvider;
  /** The SDK, kept for checking webhook signatures; null with the built-in review. */
  stripe: Stripe | null;
  /** The signing secret of the hosted provider's webhook endpoint. */
  webhookSecret: string | null;
}

// Keyed by the deps object so each app (and each test app) has its own provider.
const byDeps = new WeakMap<AppDeps, IdentityServices>();

function fromConfig(deps: AppDeps): IdentityServices {
  const config = deps.config.identity;
  if (config.provider !== 'stripe')
    return { provider: createReviewIdentityProvider(), stripe: null, webhookSecret: null };
  const stripe = createStripeClient(config.secretKey, (url, init) => globalThis.fetch(url, init));
  return { provider: createStripeIdentityProvider(stripe), stripe, webhookSecret: config.webhookSecret };
}

export function identityServicesOf(deps: AppDeps): IdentityServices {
  let services = byDeps.get(deps);
  if (!services) {
    services = fromConfig(deps);
    byDeps.set(deps, services);
  }
  return services;
}

/** Replaces an app's provider (tests: Stripe over recorded answers). */
export function installIdentityServices(deps: AppDeps, services: IdentityServices): void {
  byDeps.set(deps, services);
}
