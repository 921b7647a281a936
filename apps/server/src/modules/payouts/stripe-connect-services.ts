import type Stripe from 'stripe';
import { PROVIDER_METHOD_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { createStripeConnectClient, createStripeSdk, type StripeConnectClient } from './stripe-connect-client.js';

export interface StripeConnectServices {
  client: StripeConnectClient;
  /** The SDK, kept for checking webhook signatures. */
  stripe: Stripe;
  webhookSecret: string;
}

// Keyed by the deps object so each app (and each test app) has its own client.
const byDeps = new WeakMap<AppDeps, StripeConnectServices | null>();

function fromConfig(deps: AppDeps): StripeConnectServices | null {
  const config = deps.config.stripeConnect;
  if (!config) return null;
  const stripe = createStripeSdk(config.secretKey, (url, init) => globalThis.fetch(url, init));
  return { client: createStripeConnectClient(stripe), stripe, webhookSecret: config.webhookSecret };
}

/** Stripe Connect when configured, otherwise null: the manual bank form is the way to add a bank. */
export function stripeConnectOf(deps: AppDeps): StripeConnectServices | null {
  if (!byDeps.has(deps)) byDeps.set(deps, fromConfig(deps));
  return byDeps.get(deps) ?? null;
}

export function requireStripeConnect(deps: AppDeps): StripeConnectServices {
  const services = stripeConnectOf(deps);
  if (!services)
    throw new AppError('CONFLICT', {
      message: PROVIDER_METHOD_MESSAGES.stripeConnectOff,
      reason: 'STRIPE_CONNECT_OFF',
    });
  return services;
}

/** Replaces an app's Stripe Connect (tests: the SDK over recorded answers). */
export function installStripeConnect(deps: AppDeps, services: StripeConnectServices | null): void {
  byDeps.set(deps, services);
}
