import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import type { RecordedExchange } from '../../../test/recorded-fetch.js';
import { sentForm } from '../../../test/stripe-events.js';
import { renewDueSubscriptions } from '../subscriptions/index.js';
import {
  callAs,
  chargeAnswer,
  createCustomer,
  CUSTOMER,
  expectAllAnswered,
  makeDefault,
  MASTERCARD,
  recordStripe as record,
  STRIPE_API as API,
  STRIPE_TEST_CONFIG,
  subscribeWithVisa as subscribe,
  VISA,
} from './stripe-test-support.js';

// A fresh app migrates its own database: slow on a busy machine, so the hook gets more than the default.
const APP_START_TIMEOUT_MS = 180_000;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ config: { stripe: STRIPE_TEST_CONFIG } });
}, APP_START_TIMEOUT_MS);
afterAll(async () => ctx.close());

const recordStripe = (exchanges: RecordedExchange[]) => record(ctx, exchanges);
const call = (who: CreatedUser, url: string, payload?: object) => callAs(ctx, who, url, payload);
const subscribeWithVisa = (who: CreatedUser) => subscribe(ctx, who);

describe('the Stripe payment provider, on recorded Stripe answers', () => {
  it('prepares the card form: a customer for the account and an off-session setup intent', async () => {
    const artist = await createUser(ctx);
    const recorded = recordStripe([
      createCustomer(artist),
      {
        method: 'POST',
        url: `${API}/setup_intents`,
        fixture: 'stripe-setup-intent-created.json',
        expect: (init) => {
          const form = sentForm(init);
          expect(form).toContain(`customer=${CUSTOMER}`);
          expect(form).toContain('usage=off_session');
          expect(form).toContain('allowed_payment_method_types[0]=card');
        },
      },
    ]);
    const res = await call(artist, '/api/subscription/init');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_liner',
      clientSecret: 'seti_1QLinerSetup0001_secret_RkLinerTestSecret',
    });
    expectAllAnswered(recorded);
  });

  it('keeps the confirmed card as the default and charges the first month off-session', async () => {
    const artist = await createUser(ctx);
    const res = await subscribeWithVisa(artist);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().billing).toMatchObject({
      state: 'active',
      provider: 'stripe',
      card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2031 },
    });
    const history = (await call(artist, '/api/subscription/billing')).json();
    expect(history.invoices).toMatchObject([{ amount: 999, planName: 'Subscription' }]);
  });

  it('attaches a new card to the existing customer without creating another one', async () => {
    const artist = await createUser(ctx);
    await subscribeWithVisa(artist);
    const recorded = recordStripe([
      { method: 'GET', url: `${API}/payment_methods/${MASTERCARD}`, fixture: 'stripe-payment-method-unattached.json' },
      {
        method: 'POST',
        url: `${API}/payment_methods/${MASTERCARD}/attach`,
        fixture: 'stripe-payment-method-attached.json',
        expect: (init) => expect(sentForm(init)).toBe(`customer=${CUSTOMER}`),
      },
      makeDefault(MASTERCARD),
    ]);
    const res = await call(artist, '/api/subscription/update-payment', {
      paymentMethod: { provider: 'stripe', paymentMethodId: MASTERCARD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().billing.card).toEqual({ brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2030 });
    expectAllAnswered(recorded);
  });

  it("refuses another customer's card and an expired card, keeping the card on file", async () => {
    const artist = await createUser(ctx);
    await subscribeWithVisa(artist);
    const recorded = recordStripe([
      {
        method: 'GET',
        url: `${API}/payment_methods/pm_1QLinerForeign0001`,
        fixture: 'stripe-payment-method-foreign.json',
      },
      { method: 'GET', url: `${API}/payment_methods/${MASTERCARD}`, fixture: 'stripe-payment-method-unattached.json' },
      {
        method: 'POST',
        url: `${API}/payment_methods/${MASTERCARD}/attach`,
        status: 402,
        fixture: 'stripe-payment-method-attach-expired.json',
      },
    ]);
    const foreign = await call(artist, '/api/subscription/update-payment', {
      paymentMethod: { provider: 'stripe', paymentMethodId: 'pm_1QLinerForeign0001' },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ code: 'CARD_DECLINED', errors: { paymentMethod: [expect.any(String)] } });
    const expired = await call(artist, '/api/subscription/update-payment', {
      paymentMethod: { provider: 'stripe', paymentMethodId: MASTERCARD },
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ code: 'CARD_EXPIRED' });
    expect((await call(artist, '/api/subscription/billing')).json().card).toMatchObject({ last4: '4242' });
    expectAllAnswered(recorded);
  });

  it('refuses the subscription when Stripe declines the first charge, and creates nothing', async () => {
    const artist = await createUser(ctx);
    const recorded = recordStripe([
      createCustomer(artist),
      { method: 'GET', url: `${API}/payment_methods/${VISA}`, fixture: 'stripe-payment-method-visa.json' },
      makeDefault(VISA),
      chargeAnswer('stripe-payment-intent-card-declined.json', 402),
    ]);
    const res = await call(artist, '/api/subscription/create', {
      planId: 'artist-monthly',
      paymentMethod: { provider: 'stripe', paymentMethodId: VISA },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'CARD_DECLINED' });
    expect((await call(artist, '/api/subscription/billing')).json()).toMatchObject({ state: 'none', invoices: [] });
    expectAllAnswered(recorded);
  });

  it('opens the grace period when a renewal is declined at Stripe', async () => {
    const artist = await createUser(ctx);
    await subscribeWithVisa(artist);
    // Every subscription of this file is due a month later: each asks Stripe and is declined.
    const recorded = recordStripe([{ ...chargeAnswer('stripe-payment-intent-card-declined.json', 402), times: 99 }]);
    ctx.clock.advanceDays(32);
    try {
      const summary = await renewDueSubscriptions(ctx.deps);
      expect(summary.renewed).toBe(0);
      expect(summary.failed).toBe(recorded.calls.length);
      expect((await call(artist, '/api/subscription/billing')).json()).toMatchObject({ state: 'grace' });
    } finally {
      ctx.clock.advanceDays(-32);
    }
    expect(recorded.unexpected).toEqual([]);
  });

  it('answers 502 and keeps nothing when Stripe cannot be reached', async () => {
    const artist = await createUser(ctx);
    const recorded = recordStripe([{ ...createCustomer(artist), status: 500, fixture: undefined }]);
    const res = await call(artist, '/api/subscription/init');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    expectAllAnswered(recorded);
  });
});
