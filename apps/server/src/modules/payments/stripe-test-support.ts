// Test support for the payments tests: this app's Stripe SDK answering from recorded Stripe answers.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { StripeConfig } from '../../platform/config.js';
import type { TestContext } from '../../../test/harness.js';
import { bearer, type CreatedUser } from '../../../test/factories.js';
import { createRecorder, type RecordedExchange, type RecordedFetch } from '../../../test/recorded-fetch.js';
import { sentForm, sentHeader } from '../../../test/stripe-events.js';
import { createSession } from '../auth/index.js';
import { installStripeFetch } from './provider-registry.js';

export const stripeRecorder = createRecorder(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures'));
export const STRIPE_API = 'https://api.stripe.com/v1';
/** The customer and cards of the recorded answers. */
export const CUSTOMER = 'cus_QLinerAda0001';
export const VISA = 'pm_1QLinerVisa4242';
export const MASTERCARD = 'pm_1QLinerMaster4444';
export const STRIPE_TEST_CONFIG: StripeConfig = {
  secretKey: 'sk_test_liner',
  publishableKey: 'pk_test_liner',
  webhookSecret: 'whsec_liner_payments',
};

/** This app's Stripe SDK answers from `exchanges` only. */
export function recordStripe(ctx: TestContext, exchanges: RecordedExchange[]): RecordedFetch {
  const recorded = stripeRecorder.recordedFetch(exchanges);
  installStripeFetch(ctx.deps, recorded.fetch);
  return recorded;
}

/** Every recorded answer was asked for, and nothing else. */
export function expectAllAnswered(recorded: RecordedFetch) {
  expect(recorded.unexpected).toEqual([]);
  expect(recorded.unused()).toEqual([]);
}

/** Signs in anew at the test clock's time (a session outlives no jump of weeks), then calls. */
export async function callAs(ctx: TestContext, who: CreatedUser, url: string, payload?: object) {
  const { token } = await createSession(ctx.deps, who.user.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  const method = url.endsWith('/billing') || url.includes('getBillingHistory') ? 'GET' : 'POST';
  return ctx.app.inject({ method, url, headers: bearer(token), payload });
}

export const createCustomer = (who: CreatedUser): RecordedExchange => ({
  method: 'POST',
  url: `${STRIPE_API}/customers`,
  fixture: 'stripe-customer-created.json',
  expect: (init) => {
    // The same account never gets two customers, even when two first calls race.
    expect(sentHeader(init, 'idempotency-key')).toBe(`liner-customer-${who.user.id}`);
    expect(sentForm(init)).toContain(`email=${who.user.email}`);
    expect(sentForm(init)).toContain(`metadata[linerUserId]=${who.user.id}`);
  },
});

export const makeDefault = (method: string): RecordedExchange => ({
  method: 'POST',
  url: `${STRIPE_API}/customers/${CUSTOMER}`,
  fixture: 'stripe-customer-updated.json',
  expect: (init) => expect(sentForm(init)).toBe(`invoice_settings[default_payment_method]=${method}`),
});

/** Stripe's answer to an off-session payment intent of the artist monthly price. */
export const chargeAnswer = (fixture: string, status = 200): RecordedExchange => ({
  method: 'POST',
  url: `${STRIPE_API}/payment_intents`,
  fixture,
  status,
  expect: (init) => {
    const form = sentForm(init);
    for (const part of ['amount=999', 'currency=usd', `customer=${CUSTOMER}`, 'off_session=true', 'confirm=true'])
      expect(form).toContain(part);
    expect(sentHeader(init, 'idempotency-key')).toMatch(/^subscription-(create|renewal):/);
  },
});

/** Subscribes `who` to the artist monthly plan with the Visa the browser confirmed at Stripe. */
export async function subscribeWithVisa(ctx: TestContext, who: CreatedUser) {
  const recorded = recordStripe(ctx, [
    createCustomer(who),
    { method: 'GET', url: `${STRIPE_API}/payment_methods/${VISA}`, fixture: 'stripe-payment-method-visa.json' },
    makeDefault(VISA),
    chargeAnswer('stripe-payment-intent-succeeded.json'),
  ]);
  const res = await callAs(ctx, who, '/api/subscription/create', {
    planId: 'artist-monthly',
    paymentMethod: { provider: 'stripe', paymentMethodId: VISA },
  });
  expectAllAnswered(recorded);
  return res;
}
