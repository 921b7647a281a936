import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_TEST_CARDS } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createSession } from '../auth/index.js';
import { renewDueSubscriptions } from './renew-subscriptions.js';

// A fresh app migrates its own database: slow on a busy machine, so the hook gets more than the default.
const APP_START_TIMEOUT_MS = 180_000;
let ctx: TestContext;
let operator: CreatedUser;

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createUser(ctx, { isAdmin: true });
  await call(operator, 'PUT', '/api/admin/settings/subscription-required', { required: true });
  await call(operator, 'POST', '/api/admin/promo-codes', { code: 'FREEMONTH', durationDays: 30 });
}, APP_START_TIMEOUT_MS);
afterAll(async () => ctx.close());

/** Each call signs in anew at the test clock's time: a session outlives no jump of weeks. */
async function call(who: CreatedUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const { token } = await createSession(ctx.deps, who.user.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  return ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}
const initRelease = (who: CreatedUser) =>
  call(who, 'POST', '/api/portal/release/init-release', { title: 'Promo period release' });
const applyCode = (who: CreatedUser) => call(who, 'POST', '/api/auth/apply-promotional-code', { code: 'freemonth' });

describe("a promo code's free period", () => {
  it('exempts the account from the subscription gate until it ends', async () => {
    const artist = await createUser(ctx);
    expect((await initRelease(artist)).statusCode).toBe(402);
    expect((await applyCode(artist)).statusCode).toBe(200);
    expect((await initRelease(artist)).statusCode).not.toBe(402);
    expect((await call(artist, 'GET', '/api/auth/me')).json().user.promoActive).toBe(true);
    ctx.clock.advanceDays(31);
    try {
      const after = await initRelease(artist);
      expect(after.statusCode).toBe(402);
      expect(after.json().code).toBe('SUBSCRIPTION_REQUIRED');
    } finally {
      ctx.clock.advanceDays(-31);
    }
  });

  it('starts a subscription taken during the period without a charge, and charges when it ends', async () => {
    const artist = await createUser(ctx);
    await applyCode(artist);
    const created = await call(artist, 'POST', '/api/subscription/create', {
      planId: 'artist-monthly',
      paymentMethod: {
        provider: 'builtin',
        card: {
          number: BUILTIN_TEST_CARDS.succeeds,
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 3,
          cvc: '123',
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const billing = created.json().billing;
    expect(billing).toMatchObject({ state: 'trialing', invoices: [] });
    expect(new Date(billing.trialEndsAt).getTime() - ctx.clock.now().getTime()).toBeGreaterThan(29 * 86_400_000);
    ctx.clock.advanceDays(31);
    try {
      await renewDueSubscriptions(ctx.deps);
      const renewed = (await call(artist, 'GET', '/api/subscription/billing')).json();
      expect(renewed).toMatchObject({ state: 'active', invoices: [{ amount: 999, planName: 'Subscription' }] });
      expect((await initRelease(artist)).statusCode).not.toBe(402);
    } finally {
      ctx.clock.advanceDays(-31);
    }
  });
});
