import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_TEST_CARDS, PERMISSION_AREAS } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createSession } from '../auth/index.js';
import { balanceMicros } from '../ledger/index.js';
import { allBalances } from '../ledger/testing.js';
import { renewDueSubscriptions } from './renew-subscriptions.js';

let ctx: TestContext;
let operator: CreatedUser;

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createUser(ctx, { isAdmin: true });
});
afterAll(async () => ctx.close());

/** Each call signs in anew at the test clock's time: a session outlives no jump of weeks. */
async function call(who: CreatedUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) {
  const { token } = await createSession(ctx.deps, who.user.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  return ctx.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
}

const nextYear = new Date().getUTCFullYear() + 3;
const card = (number: string, exp: { month: number; year: number } = { month: 12, year: nextYear }) => ({
  provider: 'builtin',
  card: { number, expMonth: exp.month, expYear: exp.year, cvc: '123' },
});
const subscribe = (
  who: CreatedUser,
  planId = 'artist-monthly',
  number: string = BUILTIN_TEST_CARDS.succeeds,
  headers = {},
) => call(who, 'POST', '/api/subscription/create', { planId, paymentMethod: card(number) }, headers);
const billing = async (who: CreatedUser) => (await call(who, 'GET', '/api/subscription/billing')).json();
const history = async (who: CreatedUser) => (await call(who, 'GET', '/api/profile/getBillingHistory')).json();

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'liner-invoice-')), 'invoice.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

describe('subscribing with the built-in provider', () => {
  it('offers the four plans on sale and no card form keys', async () => {
    const artist = await createUser(ctx);
    const res = await call(artist, 'POST', '/api/subscription/init');
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toEqual({ provider: 'builtin' });
    expect(res.json().plans.map((plan: { id: string }) => plan.id)).toEqual([
      'artist-monthly',
      'artist-yearly',
      'label-monthly',
      'label-yearly',
    ]);
    expect(await billing(artist)).toMatchObject({
      state: 'none',
      plan: null,
      card: null,
      actions: { subscribe: true },
    });
  });

  it('charges the first month, keeps brand and last four, and books the charge in the ledger', async () => {
    const artist = await createUser(ctx);
    const revenueBefore = await balanceMicros(ctx.deps.db, { system: 'subscription-revenue' });
    const res = await subscribe(artist);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Subscription started');
    const answer = res.json().billing;
    expect(answer).toMatchObject({
      state: 'active',
      plan: { id: 'artist-monthly', priceCents: 999, interval: 'month' },
      accountType: 'artist',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: nextYear },
      provider: 'builtin',
      nextAmountCents: 999,
      endsAt: null,
      actions: { cancel: true, reinstate: false, upgradeYearly: true, upgradeLabel: true, subscribe: false },
    });
    expect(answer.invoices).toHaveLength(1);
    const rows = (await history(artist)).data;
    expect(rows).toEqual([
      expect.objectContaining({
        amount: 999,
        planName: 'Subscription',
        planId: 'artist-monthly',
        subscriptionId: answer.subscriptionId,
      }),
    ]);
    expect((await balanceMicros(ctx.deps.db, { system: 'subscription-revenue' })) - revenueBefore).toBe(9_990_000n);
    const me = (await call(artist, 'GET', '/api/auth/me')).json();
    expect(me.subscription).toMatchObject({ active: true, gracePeriod: false });
    expect([...(await allBalances(ctx.deps.db)).values()].reduce((sum, value) => sum + value, 0n)).toBe(0n);
  });

  it('refuses a declined, an expired, an out-of-date and a real card with a field message and a code', async () => {
    const artist = await createUser(ctx);
    const cases: [object, string, string][] = [
      [card(BUILTIN_TEST_CARDS.declined), 'CARD_DECLINED', 'Your card was declined. Try another card'],
      [card(BUILTIN_TEST_CARDS.expired), 'CARD_EXPIRED', 'Your card has expired. Try another card'],
      [
        card(BUILTIN_TEST_CARDS.succeeds, { month: 1, year: 2020 }),
        'CARD_EXPIRED',
        'Your card has expired. Try another card',
      ],
      [card('4111111111111111'), 'CARD_DECLINED', 'Your card was declined. Try another card'],
    ];
    for (const [paymentMethod, code, message] of cases) {
      const res = await call(artist, 'POST', '/api/subscription/create', { planId: 'artist-monthly', paymentMethod });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code, errors: { paymentMethod: [message] } });
    }
    expect(await billing(artist)).toMatchObject({ state: 'none', card: null, invoices: [] });
  });

  it('refuses an unknown or legacy plan and a malformed body with field messages', async () => {
    const artist = await createUser(ctx);
    for (const planId of ['gold', 'legacy-artist-monthly']) {
      const res = await subscribe(artist, planId);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'UNKNOWN_PLAN',
        errors: { planId: ['This plan is not available. Choose another plan'] },
      });
    }
    const bad = await call(artist, 'POST', '/api/subscription/create', {
      planId: 'artist-monthly',
      paymentMethod: { provider: 'builtin', card: { number: 'abc', expMonth: 0, expYear: 2030, cvc: '1' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'paymentMethod.card.cvc',
      'paymentMethod.card.expMonth',
      'paymentMethod.card.number',
    ]);
    const stripeCard = await call(artist, 'POST', '/api/subscription/create', {
      planId: 'artist-monthly',
      paymentMethod: { provider: 'stripe', paymentMethodId: 'pm_123' },
    });
    expect(stripeCard.statusCode).toBe(409);
    expect(stripeCard.json().code).toBe('WRONG_PROVIDER');
  });

  it('charges once for a double submit with the same Idempotency-Key, and refuses a second subscription', async () => {
    const artist = await createUser(ctx);
    const headers = { 'idempotency-key': 'subscribe-once-1' };
    const first = await subscribe(artist, 'artist-monthly', BUILTIN_TEST_CARDS.succeeds, headers);
    const second = await subscribe(artist, 'artist-monthly', BUILTIN_TEST_CARDS.succeeds, headers);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await history(artist)).total).toBe(1);
    const again = await subscribe(artist, 'artist-monthly', BUILTIN_TEST_CARDS.succeeds, {
      'idempotency-key': 'another',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SUBSCRIBED');
  });
});

describe('cancel, reinstate and the end of a period', () => {
  it('cancels at the period end, refuses a second cancel, reinstates, then cannot reinstate once expired', async () => {
    const artist = await createUser(ctx);
    await subscribe(artist);
    const cancelled = await call(artist, 'POST', '/api/subscription/cancel');
    expect(cancelled.json()).toMatchObject({
      message: 'Subscription cancelled. It stays active until the end of the period',
      billing: { state: 'cancelling', nextBillingDate: null, actions: { reinstate: true, cancel: false } },
    });
    expect(cancelled.json().billing.endsAt).not.toBeNull();
    const twice = await call(artist, 'POST', '/api/subscription/cancel');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_CANCELLED');
    const reinstated = await call(artist, 'POST', '/api/subscription/reinstate');
    expect(reinstated.json()).toMatchObject({ message: 'Subscription reinstated', billing: { state: 'active' } });
    const noAgain = await call(artist, 'POST', '/api/subscription/reinstate');
    expect(noAgain.json().code).toBe('NOT_REINSTATABLE');

    await call(artist, 'POST', '/api/subscription/cancel');
    ctx.clock.advanceDays(32);
    try {
      await renewDueSubscriptions(ctx.deps);
      expect(await billing(artist)).toMatchObject({ state: 'expired', actions: { subscribe: true, reinstate: false } });
      const late = await call(artist, 'POST', '/api/subscription/reinstate');
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('NOT_REINSTATABLE');
      expect((await call(artist, 'POST', '/api/subscription/cancel')).json().code).toBe('NO_SUBSCRIPTION');
      expect((await history(artist)).total).toBe(1);
      expect((await call(artist, 'GET', '/api/auth/me')).json().subscription.active).toBe(false);
    } finally {
      ctx.clock.advanceDays(-32);
    }
  });

  it('cancels a legacy plan only through cancel-legacy', async () => {
    const artist = await createUser(ctx);
    await subscribe(artist, 'artist-yearly');
    const notLegacy = await call(artist, 'POST', '/api/subscription/cancel-legacy');
    expect(notLegacy.statusCode).toBe(409);
    expect(notLegacy.json().code).toBe('NOT_LEGACY');
    const plan = (await call(operator, 'GET', '/api/admin/subscription-plans'))
      .json()
      .plans.find((row: { id: string }) => row.id === 'artist-yearly');
    const put = (status: string) =>
      call(operator, 'PUT', '/api/admin/subscription-plans/artist-yearly', { ...plan, status });
    expect((await put('legacy')).statusCode).toBe(200);
    try {
      expect((await billing(artist)).actions).toMatchObject({ cancelLegacy: true });
      const res = await call(artist, 'POST', '/api/subscription/cancel-legacy');
      expect(res.json()).toMatchObject({ billing: { state: 'cancelling', plan: { status: 'legacy' } } });
    } finally {
      await put('active');
    }
  });
});

describe('upgrades', () => {
  it('prorates monthly to yearly: the unused part of the month is credited, no cent lost', async () => {
    const artist = await createUser(ctx);
    await subscribe(artist);
    ctx.clock.advanceDays(10);
    try {
      const res = await call(artist, 'POST', '/api/subscription/upgrade/yearly', undefined, {
        'idempotency-key': 'up-1',
      });
      expect(res.statusCode, res.body).toBe(200);
      const { chargedCents, creditCents, billing: after } = res.json();
      expect(chargedCents + creditCents).toBe(9_999);
      // About two thirds of 9.99 is left of a month of 28 to 31 days after 10 days.
      expect(creditCents).toBeGreaterThan(600);
      expect(creditCents).toBeLessThan(720);
      expect(after).toMatchObject({
        state: 'active',
        plan: { id: 'artist-yearly' },
        actions: { upgradeYearly: false },
      });
      const rows = (await history(artist)).data;
      expect(rows[0]).toMatchObject({ amount: chargedCents, planId: 'artist-yearly' });
      const again = await call(artist, 'POST', '/api/subscription/upgrade/yearly', undefined, {
        'idempotency-key': 'up-2',
      });
      expect(again.json().code).toBe('UPGRADE_NOT_AVAILABLE');
    } finally {
      ctx.clock.advanceDays(-10);
    }
  });

  it('upgrades to a label plan and makes the account a label', async () => {
    const artist = await createUser(ctx);
    await subscribe(artist);
    const res = await call(artist, 'POST', '/api/subscription/upgrade/label');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().billing).toMatchObject({ accountType: 'label', plan: { id: 'label-monthly' } });
    expect(res.json().chargedCents + res.json().creditCents).toBe(2_999);
    const user = (await call(artist, 'GET', '/api/auth/me')).json().user;
    expect(user.type).toBe('label');
  });

  it('lets a collaborator upgrade by choosing a plan: an artist plan makes the account an artist', async () => {
    const collaborator = await createUser(ctx, { type: 'collaborator', hasCompletedInit: true });
    expect(await billing(collaborator)).toMatchObject({ state: 'none', accountType: 'collaborator' });
    expect((await call(collaborator, 'POST', '/api/subscription/init')).statusCode).toBe(200);
    const res = await subscribe(collaborator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().billing).toMatchObject({ state: 'active', accountType: 'artist' });
    expect((await call(collaborator, 'GET', '/api/auth/me')).json().user.type).toBe('artist');
    expect((await call(collaborator, 'GET', '/api/profile/getBillingHistory')).statusCode).toBe(200);
  });

  it("keeps an account's billing from whoever acts for it: a manager with every area is refused", async () => {
    const label = await createUser(ctx, { type: 'label' });
    const manager = await createUser(ctx);
    await call(label, 'POST', '/api/portal/manager/invite', {
      email: manager.user.email,
      permissions: PERMISSION_AREAS.map((name) => ({ name, accessTypes: ['read', 'write', 'update', 'delete'] })),
    });
    expect((await call(manager, 'POST', '/api/portal/dashboard/accept-user-manager', {})).statusCode).toBe(200);
    const { token } = await createSession(ctx.deps, manager.user.id, { ip: '127.0.0.1', userAgent: 'vitest' });
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    expect((await as('GET', `/api/portal/manager/switch/${label.user.id}`)).statusCode).toBe(200);
    expect((await as('GET', '/api/subscription/billing')).statusCode).toBe(403);
    const paid = await as('POST', '/api/subscription/create', {
      planId: 'label-monthly',
      paymentMethod: card(BUILTIN_TEST_CARDS.succeeds),
    });
    expect(paid.statusCode).toBe(403);
    expect((await as('GET', '/api/profile/getBillingHistory')).statusCode).toBe(403);
  });

  it('refuses upgrades without a subscription', async () => {
    const artist = await createUser(ctx);
    for (const kind of ['yearly', 'label']) {
      const res = await call(artist, 'POST', `/api/subscription/upgrade/${kind}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('NO_SUBSCRIPTION');
    }
  });
});

describe('renewals', () => {
  it('renews a paid-up subscription when its period ends, once per run', async () => {
    const artist = await createUser(ctx);
    await subscribe(artist);
    ctx.clock.advanceDays(32);
    try {
      await renewDueSubscriptions(ctx.deps);
      await renewDueSubscriptions(ctx.deps);
      expect((await history(artist)).total).toBe(2);
      expect(await billing(artist)).toMatchObject({ state: 'active' });
    } finally {
      ctx.clock.advanceDays(-32);
    }
  });

  it('opens the grace period when the card fails, keeps the portal open, and a new card ends it', async () => {
    const artist = await createUser(ctx);
    const now = ctx.deps.clock.now();
    const expiring = card(BUILTIN_TEST_CARDS.succeeds, { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() });
    expect(
      (await call(artist, 'POST', '/api/subscription/create', { planId: 'artist-monthly', paymentMethod: expiring }))
        .statusCode,
    ).toBe(200);
    ctx.clock.advanceDays(32);
    try {
      await renewDueSubscriptions(ctx.deps);
      const inGrace = await billing(artist);
      expect(inGrace).toMatchObject({ state: 'grace', actions: { updatePayment: true } });
      expect(inGrace.graceEndsAt).not.toBeNull();
      expect((await call(artist, 'GET', '/api/auth/me')).json().subscription).toMatchObject({
        active: true,
        gracePeriod: true,
      });
      expect((await history(artist)).total).toBe(1);
      const fixed = await call(artist, 'POST', '/api/subscription/update-payment', {
        paymentMethod: card(BUILTIN_TEST_CARDS.succeeds),
      });
      expect(fixed.json()).toMatchObject({
        message: 'Payment method updated',
        billing: { state: 'active', graceEndsAt: null },
      });
      expect((await history(artist)).total).toBe(2);
    } finally {
      ctx.clock.advanceDays(-32);
    }
  });

  it('expires when the grace period runs out', async () => {
    const artist = await createUser(ctx);
    const now = ctx.deps.clock.now();
    const expiring = card(BUILTIN_TEST_CARDS.succeeds, { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() });
    await call(artist, 'POST', '/api/subscription/create', { planId: 'artist-monthly', paymentMethod: expiring });
    ctx.clock.advanceDays(32);
    await renewDueSubscriptions(ctx.deps);
    ctx.clock.advanceDays(8);
    try {
      await renewDueSubscriptions(ctx.deps);
      expect(await billing(artist)).toMatchObject({ state: 'expired' });
      expect((await call(artist, 'GET', '/api/auth/me')).json().subscription.active).toBe(false);
    } finally {
      ctx.clock.advanceDays(-40);
    }
  });
});

describe('invoices', () => {
  it('renders a paid charge as a PDF for its owner only', async () => {
    const artist = await createUser(ctx, { firstName: 'Ada', lastName: 'Lovelace' });
    await subscribe(artist);
    const [row] = (await history(artist)).data;
    const res = await call(artist, 'POST', `/api/profile/download/invoice/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Invoice LIN-${String(row.id).padStart(6, '0')}`);
    expect(text).toContain('Artist monthly subscription');
    expect(text).toContain('9.99 USD');
    expect(text).toContain('Ada Lovelace');
    const other = await createUser(ctx);
    expect((await call(other, 'POST', `/api/profile/download/invoice/${row.id}`)).statusCode).toBe(404);
    expect((await call(artist, 'POST', '/api/profile/download/invoice/abc')).statusCode).toBe(422);
  });
});

describe('the subscription gate', () => {
  it('answers 402 to a release write without a subscription when the operator requires one', async () => {
    const artist = await createUser(ctx);
    const priority = await createUser(ctx, { priorityMember: true });
    const subscribed = await createUser(ctx);
    await subscribe(subscribed);
    const init = (who: CreatedUser) => call(who, 'POST', '/api/portal/release/init-release', { title: 'Gate test' });
    expect((await init(artist)).statusCode).not.toBe(402);
    await call(operator, 'PUT', '/api/admin/settings/subscription-required', { required: true });
    try {
      const refused = await init(artist);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        code: 'SUBSCRIPTION_REQUIRED',
        message: 'You need an active subscription to do this. Subscribe to continue',
      });
      expect((await init(priority)).statusCode).not.toBe(402);
      expect((await init(subscribed)).statusCode).not.toBe(402);
      // Billing itself stays open to the unsubscribed.
      expect((await subscribe(artist)).statusCode).toBe(200);
      expect((await init(artist)).statusCode).not.toBe(402);
    } finally {
      await call(operator, 'PUT', '/api/admin/settings/subscription-required', { required: false });
    }
  });
});

describe('the operator plan desk', () => {
  it('lists the eight plans with subscribers, saves a price, and refuses bad input and non-operators', async () => {
    const listed = (await call(operator, 'GET', '/api/admin/subscription-plans')).json();
    expect(listed.plans).toHaveLength(8);
    expect(listed).toMatchObject({ gracePeriodDays: 7, provider: 'builtin', subscriptionRequired: false });
    const label = listed.plans.find((row: { id: string }) => row.id === 'label-yearly');
    const saved = await call(operator, 'PUT', '/api/admin/subscription-plans/label-yearly', {
      name: 'Label yearly',
      priceCents: 24_999,
      currency: 'usd',
      trialDays: 14,
      status: 'active',
      stripePriceId: '',
    });
    expect(saved.json()).toMatchObject({
      message: 'Plan saved',
      plan: { priceCents: 24_999, trialDays: 14, stripePriceId: null },
    });
    const wrongCurrency = await call(operator, 'PUT', '/api/admin/subscription-plans/label-yearly', {
      ...label,
      currency: 'EUR',
    });
    expect(wrongCurrency.json().errors).toEqual({
      currency: ['Plans are priced in USD, the currency of this install'],
    });
    const unknown = await call(operator, 'PUT', '/api/admin/subscription-plans/gold', label);
    expect(unknown.json().errors).toEqual({ planId: ['Choose a plan'] });
    expect((await call(operator, 'PUT', '/api/admin/subscription-settings', { gracePeriodDays: 99 })).statusCode).toBe(
      422,
    );
    expect((await call(operator, 'PUT', '/api/admin/subscription-settings', { gracePeriodDays: 3 })).statusCode).toBe(
      200,
    );
    expect((await call(operator, 'GET', '/api/admin/subscription-plans')).json().gracePeriodDays).toBe(3);
    await call(operator, 'PUT', '/api/admin/subscription-settings', { gracePeriodDays: 7 });
    const artist = await createUser(ctx);
    expect((await call(artist, 'GET', '/api/admin/subscription-plans')).statusCode).toBe(403);

    // A trial starts without a charge.
    const trialist = await createUser(ctx);
    const res = await subscribe(trialist, 'label-yearly');
    expect(res.json().billing).toMatchObject({ state: 'trialing', nextAmountCents: 24_999, accountType: 'label' });
    expect((await history(trialist)).total).toBe(0);
    await call(operator, 'PUT', '/api/admin/subscription-plans/label-yearly', { ...label, trialDays: 0 });
  });
});
