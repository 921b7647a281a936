import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { deliverStripeEvent, stripeSignature } from '../../../test/stripe-events.js';
import { renewDueSubscriptions } from '../subscriptions/index.js';
import {
  callAs,
  chargeAnswer,
  recordStripe,
  STRIPE_TEST_CONFIG,
  stripeRecorder,
  subscribeWithVisa,
} from './stripe-test-support.js';

// A fresh app migrates its own database: slow on a busy machine, so the hook gets more than the default.
const APP_START_TIMEOUT_MS = 180_000;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ config: { stripe: STRIPE_TEST_CONFIG } });
}, APP_START_TIMEOUT_MS);
afterAll(async () => ctx.close());

const WEBHOOK = '/api/webhooks/stripe';
const deliver = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  deliverStripeEvent(ctx.app, WEBHOOK, payload, { secret: STRIPE_TEST_CONFIG.webhookSecret, ...options });
const billing = async (who: CreatedUser) => (await callAs(ctx, who, '/api/subscription/billing')).json();

/** The fields of a recorded card event a test changes. */
interface CardEvent {
  id: string;
  data: { object: { card: { exp_year: number } } };
}

/** A recorded card event with some of its fields changed (another event id, another expiry). */
function cardEventFrom(fixture: string, change: (event: CardEvent) => void): string {
  const event: CardEvent = JSON.parse(stripeRecorder.readFixture(fixture));
  change(event);
  return JSON.stringify(event);
}

/** An artist with the recorded Visa on file, subscribed monthly through Stripe. */
async function subscribedArtist(): Promise<CreatedUser> {
  const artist = await createUser(ctx);
  expect((await subscribeWithVisa(ctx, artist)).statusCode).toBe(200);
  return artist;
}

describe('the Stripe payments webhook', () => {
  it('refuses with 400 an event signed with another secret, unsigned, or signed too long ago', async () => {
    const artist = await subscribedArtist();
    const payload = stripeRecorder.readFixture('stripe-event-payment-method-detached.json');
    const forged = await deliver(payload, { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      code: 'WEBHOOK_SIGNATURE',
      message: 'The Stripe signature of this event does not verify',
    });
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect((await deliver(payload, { timestamp: anHourAgo })).statusCode).toBe(400);
    const tampered = payload.replace('"livemode": false', '"livemode": true');
    const signedOriginal = await ctx.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(payload, { secret: STRIPE_TEST_CONFIG.webhookSecret }),
      },
      payload: tampered,
    });
    expect(signedOriginal.statusCode).toBe(400);
    // None of them was believed: the card is still on file.
    expect((await billing(artist)).card).toMatchObject({ last4: '4242' });
  });

  it('keeps the card the network updater renewed, and applies a replayed event once', async () => {
    const artist = await subscribedArtist();
    const first = stripeRecorder.readFixture('stripe-event-payment-method-updated.json');
    const answer = await deliver(first);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, duplicate: false });
    expect((await billing(artist)).card).toEqual({ brand: 'visa', last4: '1881', expMonth: 11, expYear: 2034 });

    const later = cardEventFrom('stripe-event-payment-method-updated.json', (event) => {
      event.id = 'evt_1QLinerCardUpdatedAgain';
      event.data.object.card.exp_year = 2035;
    });
    expect((await deliver(later)).json()).toEqual({ received: true, duplicate: false });
    // Stripe delivers at least once: the first event again is acknowledged and changes nothing.
    const replay = await deliver(first);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await billing(artist)).card).toMatchObject({ last4: '1881', expYear: 2035 });
  });

  it('forgets a card detached at Stripe, so the next renewal opens the grace period', async () => {
    const artist = await subscribedArtist();
    const detached = await deliver(stripeRecorder.readFixture('stripe-event-payment-method-detached.json'));
    expect(detached.json()).toEqual({ received: true, duplicate: false });
    expect(await billing(artist)).toMatchObject({ state: 'active', card: null, actions: { updatePayment: true } });
    // The other subscriptions of this file still have a card: Stripe declines them all.
    const recorded = recordStripe(ctx, [
      { ...chargeAnswer('stripe-payment-intent-card-declined.json', 402), times: 99 },
    ]);
    ctx.clock.advanceDays(32);
    try {
      await renewDueSubscriptions(ctx.deps);
      expect(await billing(artist)).toMatchObject({ state: 'grace', card: null });
    } finally {
      ctx.clock.advanceDays(-32);
    }
    expect(recorded.unexpected).toEqual([]);
  });

  it("acknowledges and ignores events Liner does not act on (Stripe's own invoices)", async () => {
    const artist = await subscribedArtist();
    const before = await billing(artist);
    const res = await deliver(stripeRecorder.readFixture('stripe-event-invoice-paid.json'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const after = await billing(artist);
    expect(after).toEqual(before);
  });
});

describe('an install on the built-in provider', () => {
  it(
    'has no Stripe webhook',
    async () => {
      const builtin = await createTestApp();
      try {
        const res = await deliverStripeEvent(
          builtin.app,
          WEBHOOK,
          stripeRecorder.readFixture('stripe-event-invoice-paid.json'),
          { secret: STRIPE_TEST_CONFIG.webhookSecret },
        );
        expect(res.statusCode).toBe(404);
      } finally {
        await builtin.close();
      }
    },
    APP_START_TIMEOUT_MS,
  );
});
