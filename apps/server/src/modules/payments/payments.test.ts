import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_TEST_CARDS } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { balanceMicros } from '../ledger/index.js';
import { and, eq } from 'drizzle-orm';
import { payments } from './tables.js';
import { chargeOnce, type ChargeOnceInput } from './charge-once.js';

// A fresh app migrates its own database: slow on a busy machine, so the hook gets more than the default.
const APP_START_TIMEOUT_MS = 180_000;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
}, APP_START_TIMEOUT_MS);
afterAll(async () => ctx.close());

const nextYear = new Date().getUTCFullYear() + 3;
const card = (number: string) => ({
  provider: 'builtin',
  card: { number, expMonth: 12, expYear: nextYear, cvc: '123' },
});
const post = (who: CreatedUser, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const history = async (who: CreatedUser, query = '') =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/profile/getBillingHistory${query}`, headers: bearer(who.token) })
  ).json();

/** Cover licensing: another programme's one-off fee, charged through the same module. */
const coverLicense = (who: CreatedUser, key: string): ChargeOnceInput => ({
  userId: who.user.id,
  amountCents: 1_499,
  planId: 'cover-license',
  description: 'Cover licence for one song',
  revenue: 'programme',
  idempotencyKey: `cover-license:${who.user.id}:${key}`,
});

async function subscribedArtist(): Promise<CreatedUser> {
  const artist = await createUser(ctx, { firstName: 'Grace', lastName: 'Hopper' });
  const res = await post(artist, '/api/subscription/create', {
    planId: 'artist-monthly',
    paymentMethod: card(BUILTIN_TEST_CARDS.succeeds),
  });
  expect(res.statusCode, res.body).toBe(200);
  return artist;
}

describe('billing history', () => {
  it('lists only paid charges, newest first, in cents, with the plan label rule', async () => {
    const artist = await subscribedArtist();
    ctx.clock.advanceMinutes(1);
    expect((await chargeOnce(ctx.deps, coverLicense(artist, 'song-1'))).status).toBe('paid');
    // A card that is taken but fails every charge: the tried charge is not a payment.
    await post(artist, '/api/subscription/update-payment', { paymentMethod: card('4000000000000341') });
    ctx.clock.advanceMinutes(1);
    expect(await chargeOnce(ctx.deps, coverLicense(artist, 'song-2'))).toEqual({
      status: 'failed',
      failure: 'CARD_DECLINED',
    });
    const page = await history(artist);
    expect(page.total).toBe(2);
    expect(page.data).toMatchObject([
      { amount: 1_499, planId: 'cover-license', planName: 'Usage Discovery', subscriptionId: null },
      { amount: 999, planId: 'artist-monthly', planName: 'Subscription', subscriptionId: expect.any(Number) },
    ]);
    const second = await history(artist, '?page=2&per_page=1');
    expect(second).toMatchObject({ total: 2, data: [{ planId: 'artist-monthly' }] });
    expect((await history(artist, '?per_page=abc')).errors).toHaveProperty('per_page');
  });

  it('is empty for an account that never paid, and private to each account', async () => {
    const newcomer = await createUser(ctx);
    expect(await history(newcomer)).toMatchObject({ total: 0, data: [] });
    await subscribedArtist();
    expect((await history(newcomer)).total).toBe(0);
  });
});

describe('invoice download', () => {
  it("gives the owner the PDF of a paid charge, and answers 404 for another's, a failed or an unknown id", async () => {
    const artist = await subscribedArtist();
    const [paid] = (await history(artist)).data;
    const own = await post(artist, `/api/profile/download/invoice/${paid.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="invoice-${paid.id}.pdf"`);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await createUser(ctx);
    const theirs = await post(stranger, `/api/profile/download/invoice/${paid.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: 'No such invoice' });

    await post(artist, '/api/subscription/update-payment', { paymentMethod: card('4000000000000341') });
    await chargeOnce(ctx.deps, coverLicense(artist, 'refused'));
    const [failed] = await ctx.deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, artist.user.id), eq(payments.status, 'failed')));
    const failedId = failed.id;
    expect((await post(artist, `/api/profile/download/invoice/${failedId}`)).statusCode).toBe(404);
    expect((await post(artist, '/api/profile/download/invoice/2147483647')).statusCode).toBe(404);
    expect((await post(artist, '/api/profile/download/invoice/0')).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/profile/download/invoice/${paid.id}` })).statusCode).toBe(
      401,
    );
  });
});

describe('chargeOnce for other programmes', () => {
  it('charges a one-off fee once per key, books it as programme revenue once', async () => {
    const artist = await subscribedArtist();
    const revenueBefore = await balanceMicros(ctx.deps.db, { system: 'programme-revenue' });
    const first = await chargeOnce(ctx.deps, coverLicense(artist, 'same-song'));
    const again = await chargeOnce(ctx.deps, coverLicense(artist, 'same-song'));
    expect(first.status).toBe('paid');
    expect(again).toEqual(first);
    const revenueAfter = await balanceMicros(ctx.deps.db, { system: 'programme-revenue' });
    // 14.99 in micro-units, once.
    expect(revenueAfter - revenueBefore).toBe(14_990_000n);
    expect((await history(artist)).total).toBe(2);
  });

  it('refuses without a card on file and writes no payment', async () => {
    const cardless = await createUser(ctx);
    expect(await chargeOnce(ctx.deps, coverLicense(cardless, 'no-card'))).toEqual({
      status: 'failed',
      failure: 'CARD_DECLINED',
    });
    expect((await history(cardless)).total).toBe(0);
  });
});
