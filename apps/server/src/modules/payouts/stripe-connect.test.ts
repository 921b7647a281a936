import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONFIRM_EMAIL_FIRST_MESSAGE, PROVIDER_METHOD_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { createRecorder, type RecordedExchange } from '../../../test/recorded-fetch.js';
import { notifications } from '../notifications/tables.js';
import { installStripeConnect } from './stripe-connect-services.js';
import { call, installRecordedStripeConnect } from './testing.js';

const recorder = createRecorder(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures'));
const ACCOUNTS = 'https://api.stripe.com/v1/accounts';
const ACCOUNT = `${ACCOUNTS}/acct_1QLinerConnect`;
const LINKS = 'https://api.stripe.com/v1/account_links';
const ONBOARDING_URL = 'https://connect.stripe.com/setup/e/acct_1QLinerConnect/Lk9TqW2xYz';
const RETURN_URL = 'http://liner.test/user-portal/profile/bank/success';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** Stripe answers only these exchanges for the test that sets them; anything else fails it. */
function stripeAnswers(exchanges: RecordedExchange[]) {
  const recorded = recorder.recordedFetch(exchanges);
  installRecordedStripeConnect(ctx.deps, recorded.fetch);
  return recorded;
}

const body = (init: RequestInit | undefined) => decodeURIComponent(String(init?.body));
const accountLink = (times = 1): RecordedExchange => ({
  method: 'POST',
  url: LINKS,
  fixture: 'stripe-connect-account-link.json',
  times,
  expect: (init) => {
    expect(body(init)).toContain('account=acct_1QLinerConnect');
    expect(body(init)).toContain('type=account_onboarding');
    expect(body(init)).toContain(`return_url=${RETURN_URL}`);
    expect(body(init)).toContain(`refresh_url=${RETURN_URL}`);
  },
});
const accountCreated: RecordedExchange = {
  method: 'POST',
  url: ACCOUNTS,
  fixture: 'stripe-connect-account-created.json',
  expect: (init) => {
    expect(body(init)).toContain('type=express');
    expect(body(init)).toContain('country=FR');
    expect(body(init)).toContain('capabilities[transfers][requested]=true');
  },
};

const start = (who: CreatedUser, extra: object = {}) =>
  call(ctx, who, 'POST', '/api/profile/bank/stripe-connect', { country: 'fr', password: who.password, ...extra });
const methods = async (who: CreatedUser) => (await call(ctx, who, 'GET', '/api/profile/payout-methods')).json();
const securityNotes = async (userId: number) =>
  (await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (note) => note.type === 'security',
  );

describe('Stripe Connect bank payouts', () => {
  it('is refused with a clear reason on a server without Stripe Connect', async () => {
    installStripeConnect(ctx.deps, null);
    const artist = await createUser(ctx);
    const res = await start(artist);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: PROVIDER_METHOD_MESSAGES.stripeConnectOff });
    expect((await call(ctx, artist, 'POST', '/api/profile/update/bank/success')).statusCode).toBe(409);
  });

  it('needs the proof, a bank country and a confirmed e-mail address before Stripe is asked', async () => {
    const recorded = stripeAnswers([]);
    const artist = await createUser(ctx);
    const none = await call(ctx, artist, 'POST', '/api/profile/bank/stripe-connect', { country: 'FR' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.password).toEqual(['Enter your current password or a code from your authenticator app']);
    const wrong = await start(artist, { password: 'not it' });
    expect(wrong.json().errors.password).toEqual(['The current password is incorrect']);
    for (const country of ['', 'France', '12', null]) {
      const res = await start(artist, { country });
      expect(res.statusCode, String(country)).toBe(422);
      expect(res.json().errors.country).toEqual(['Choose the bank country']);
    }
    const unconfirmed = await createUser(ctx, { confirmedAt: null });
    const refused = await start(unconfirmed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CONFIRM_EMAIL_FIRST_MESSAGE);
    expect(recorded.calls).toEqual([]);
  });

  it('opens an Express account and sends the person to Stripe; back, the method follows the account', async () => {
    const artist = await createUser(ctx);
    const recorded = stripeAnswers([
      accountCreated,
      accountLink(2),
      { method: 'GET', url: ACCOUNT, fixture: 'stripe-connect-account-created.json' },
      { method: 'GET', url: ACCOUNT, fixture: 'stripe-connect-account-enabled.json' },
    ]);
    const res = await start(artist);
    expect(res.statusCode).toBe(200);
    const { methodId } = res.json();
    expect(res.json()).toEqual({ url: ONBOARDING_URL, methodId: expect.any(Number) });
    expect((await methods(artist)).data).toEqual([
      expect.objectContaining({
        id: methodId,
        type: 'stripe',
        status: 'pending',
        destination: artist.user.email,
        providerAccount: { id: 'acct_1QLinerConnect', status: 'pending' },
      }),
    ]);
    // Setting up the first method notifies without pausing payouts.
    expect(await securityNotes(artist.user.id)).toHaveLength(1);
    expect((await methods(artist)).payoutsBlockedUntil).toBeNull();

    const resumed = await call(ctx, artist, 'GET', `/api/profile/stripe/intiate/${methodId}`);
    expect(resumed.json()).toEqual({ url: ONBOARDING_URL, methodId });

    const unfinished = await call(ctx, artist, 'POST', '/api/profile/update/bank/success');
    expect(unfinished.json()).toEqual({
      message: PROVIDER_METHOD_MESSAGES.stripeStillPending,
      methodId,
      status: 'pending',
    });
    const finished = await call(ctx, artist, 'POST', '/api/profile/update/bank/success');
    expect(finished.json()).toEqual({
      message: PROVIDER_METHOD_MESSAGES.stripeConnected,
      methodId,
      status: 'verified',
    });
    expect((await methods(artist)).data[0]).toMatchObject({
      status: 'verified',
      providerAccount: { id: 'acct_1QLinerConnect', status: 'active' },
    });
    // A finished set-up is reopened only with the proof.
    const again = await call(ctx, artist, 'GET', `/api/profile/stripe/intiate/${methodId}`);
    expect(again.statusCode).toBe(409);
    expect(recorded.unused()).toEqual([]);
    expect(recorded.unexpected).toEqual([]);
  });

  it('reopening a connected account reuses it, counts as a change and pauses payouts', async () => {
    const artist = await createUser(ctx);
    stripeAnswers([
      accountCreated,
      accountLink(2),
      { method: 'GET', url: ACCOUNT, fixture: 'stripe-connect-account-enabled.json' },
    ]);
    await start(artist);
    await call(ctx, artist, 'POST', '/api/profile/update/bank/success');
    const reopened = await start(artist, { country: undefined });
    expect(reopened.statusCode).toBe(200);
    expect((await methods(artist)).payoutsBlockedUntil).not.toBeNull();
    expect(await securityNotes(artist.user.id)).toHaveLength(2);
  });

  it("answers 404 for another person's set-up, a removed one or one that never was", async () => {
    const owner = await createUser(ctx);
    const stranger = await createUser(ctx);
    stripeAnswers([accountCreated, accountLink()]);
    const { methodId } = (await start(owner)).json();
    for (const [who, id] of [
      [stranger, methodId],
      [owner, 2147483647],
    ] as const) {
      const res = await call(ctx, who, 'GET', `/api/profile/stripe/intiate/${id}`);
      expect(res.statusCode).toBe(404);
    }
    expect((await call(ctx, owner, 'GET', '/api/profile/stripe/intiate/abc')).statusCode).toBe(422);
    expect((await call(ctx, stranger, 'POST', '/api/profile/update/bank/success')).json()).toMatchObject({
      message: PROVIDER_METHOD_MESSAGES.noStripeConnect,
    });
  });

  it("shows Stripe's refusals as a field message or a try-again, and keeps no method", async () => {
    const artist = await createUser(ctx);
    stripeAnswers([
      { method: 'POST', url: ACCOUNTS, status: 400, fixture: 'stripe-connect-country-error.json' },
      { method: 'POST', url: ACCOUNTS, status: 500, fixture: 'stripe-connect-api-error.json' },
    ]);
    const country = await start(artist, { country: 'XK' });
    expect(country.statusCode).toBe(422);
    expect(country.json().errors.country).toEqual([PROVIDER_METHOD_MESSAGES.stripeCountryUnsupported]);
    const down = await start(artist);
    expect(down.statusCode).toBe(409);
    expect(down.json().message).toBe(PROVIDER_METHOD_MESSAGES.stripeUnavailable);
    expect((await methods(artist)).data).toEqual([]);
  });

  it('treats an account Stripe no longer knows as not connected', async () => {
    const artist = await createUser(ctx);
    stripeAnswers([
      accountCreated,
      accountLink(),
      { method: 'GET', url: ACCOUNT, status: 403, fixture: 'stripe-connect-no-such-account.json' },
    ]);
    await start(artist);
    const res = await call(ctx, artist, 'POST', '/api/profile/update/bank/success');
    expect(res.json()).toMatchObject({ status: 'pending', message: PROVIDER_METHOD_MESSAGES.stripeStillPending });
  });

  it('removes the method after the proof; nothing left to remove is a 404', async () => {
    const artist = await createUser(ctx);
    stripeAnswers([accountCreated, accountLink()]);
    await start(artist);
    const noProof = await call(ctx, artist, 'DELETE', '/api/profile/bank/stripe-connect', {});
    expect(noProof.statusCode).toBe(422);
    // Removing stays possible after Stripe Connect is switched off here.
    installStripeConnect(ctx.deps, null);
    const removed = await call(ctx, artist, 'DELETE', '/api/profile/bank/stripe-connect', {
      password: artist.password,
    });
    expect(removed.json()).toEqual({ message: PROVIDER_METHOD_MESSAGES.stripeRemoved });
    expect((await methods(artist)).data).toEqual([]);
    const again = await call(ctx, artist, 'DELETE', '/api/profile/bank/stripe-connect', { password: artist.password });
    expect(again.statusCode).toBe(404);
  });
});
