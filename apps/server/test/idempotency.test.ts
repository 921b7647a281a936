import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { IDEMPOTENCY_MESSAGES } from '../src/platform/idempotency.js';
import { availableBalanceMicros } from '../src/modules/ledger/index.js';
import { creditEarnings } from '../src/modules/ledger/testing.js';
import { payoutRequests } from '../src/modules/payouts/tables.js';
import { connectBankAndWait } from '../src/modules/payouts/testing.js';
import { splitVersions, splits } from '../src/modules/splits/tables.js';
import { createOwnedTrack } from '../src/modules/splits/testing.js';
import { walletTransfers } from '../src/modules/wallet/tables.js';
import { bearer, type CreatedUser, createUser } from './factories.js';
import { createTestApp, type TestContext } from './harness.js';

// Finding: four identical payout requests with one Idempotency-Key made four payouts.

let ctx: TestContext;
let artist: CreatedUser;
let friend: CreatedUser;
let methodId: number;
let friendMethodId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  artist = await createUser(ctx);
  friend = await createUser(ctx);
  await creditEarnings(ctx.deps.db, artist.user.id, 500_000_000n);
  await creditEarnings(ctx.deps.db, friend.user.id, 100_000_000n);
  methodId = await connectBankAndWait(ctx, artist);
  friendMethodId = await connectBankAndWait(ctx, friend);
});
afterAll(async () => ctx.close());

function post(who: CreatedUser, url: string, payload: object, key?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(who.token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });
}

const WITHDRAW = '/api/portal/wallet/withdrawals';
const payoutsOf = async (who: CreatedUser) =>
  (await ctx.deps.db.select({ n: count() }).from(payoutRequests).where(eq(payoutRequests.userId, who.user.id)))[0].n;

describe('Idempotency-Key on the routes that move money', () => {
  it('makes exactly one payout of four identical requests sent at once, and answers a later repeat the same', async () => {
    const before = await availableBalanceMicros(ctx.deps.db, artist.user.id);
    const payoutsBefore = await payoutsOf(artist);
    const body = { methodId, amount: '25.00' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(artist, WITHDRAW, body, 'payout-0001')));
    expect(await payoutsOf(artist)).toBe(payoutsBefore + 1);
    expect(await availableBalanceMicros(ctx.deps.db, artist.user.id)).toBe(before - 25_000_000n);
    const done = answers.filter((res) => res.statusCode === 200);
    expect(done.length).toBeGreaterThan(0);
    for (const res of answers.filter((res) => res.statusCode !== 200))
      expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS', message: IDEMPOTENCY_MESSAGES.inProgress });
    const first = done[0].json();
    for (const res of done) expect(res.json()).toEqual(first);

    const repeat = await post(artist, WITHDRAW, { amount: '25.00', methodId }, 'payout-0001');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first);
    expect(await payoutsOf(artist)).toBe(payoutsBefore + 1);
  });

  it('refuses the same key with another body, and moves nothing', async () => {
    const payoutsBefore = await payoutsOf(artist);
    expect((await post(artist, WITHDRAW, { methodId, amount: '11.00' }, 'payout-0002')).statusCode).toBe(200);
    const other = await post(artist, WITHDRAW, { methodId, amount: '12.00' }, 'payout-0002');
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ 'Idempotency-Key': [IDEMPOTENCY_MESSAGES.reused] });
    expect(await payoutsOf(artist)).toBe(payoutsBefore + 1);
  });

  it('keeps keys per person and per route, and runs requests without a key as always', async () => {
    const artistBefore = await payoutsOf(artist);
    const friendBefore = await payoutsOf(friend);
    expect((await post(friend, WITHDRAW, { methodId: friendMethodId, amount: '10.00' }, 'shared-key')).statusCode).toBe(
      200,
    );
    expect((await post(artist, WITHDRAW, { methodId, amount: '10.00' }, 'shared-key')).statusCode).toBe(200);
    expect((await post(artist, WITHDRAW, { methodId, amount: '10.00' })).statusCode).toBe(200);
    expect((await post(artist, WITHDRAW, { methodId, amount: '10.00' })).statusCode).toBe(200);
    expect(await payoutsOf(friend)).toBe(friendBefore + 1);
    expect(await payoutsOf(artist)).toBe(artistBefore + 3);
  });

  it('answers a refusal again without running it, and forgets a key after 24 hours', async () => {
    const tooMuch = { methodId, amount: '9999.00' };
    const refused = await post(artist, WITHDRAW, tooMuch, 'payout-0003');
    expect(refused.statusCode).toBe(422);
    const replayed = await post(artist, WITHDRAW, tooMuch, 'payout-0003');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(refused.json());

    const payoutsBefore = await payoutsOf(artist);
    expect((await post(artist, WITHDRAW, { methodId, amount: '10.00' }, 'payout-0004')).statusCode).toBe(200);
    ctx.clock.advanceMinutes(24 * 60 + 1);
    const later = await post(artist, WITHDRAW, { methodId, amount: '10.00' }, 'payout-0004');
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await payoutsOf(artist)).toBe(payoutsBefore + 2);
  });

  it('refuses a key that is empty, too long or not visible text', async () => {
    for (const key of ['x'.repeat(256), 'with space', 'tab\there']) {
      const res = await post(artist, WITHDRAW, { methodId, amount: '10.00' }, key);
      expect(res.statusCode, key).toBe(422);
      expect(res.json().errors).toEqual({ 'Idempotency-Key': [IDEMPOTENCY_MESSAGES.invalidKey] });
    }
  });

  it('prepares and confirms one transfer for repeated init and confirm calls', async () => {
    const init = { email: friend.user.email, amount: '15.00' };
    const inits = await Promise.all(
      [1, 2, 3, 4].map(() => post(artist, '/api/portal/wallet/transfers/init', init, 'tr-1')),
    );
    const rows = await ctx.deps.db.select().from(walletTransfers).where(eq(walletTransfers.senderId, artist.user.id));
    expect(rows).toHaveLength(1);
    const transferId = inits.find((res) => res.statusCode === 200)!.json().transferId;
    const friendBefore = await availableBalanceMicros(ctx.deps.db, friend.user.id);
    const confirmUrl = `/api/portal/wallet/transfers/${transferId}/confirm`;
    const confirms = await Promise.all([1, 2, 3, 4].map(() => post(artist, confirmUrl, {}, 'tr-1-confirm')));
    expect(confirms.some((res) => res.statusCode === 200)).toBe(true);
    expect(await availableBalanceMicros(ctx.deps.db, friend.user.id)).toBe(friendBefore + 15_000_000n);
  });

  it('creates one split version for a repeated submit', async () => {
    const trackId = await createOwnedTrack(ctx, artist.user.id);
    const body = { trackId, payees: [{ email: friend.user.email, share: 20 }] };
    const answers = await Promise.all([1, 2].map(() => post(artist, '/api/portal/split/submit', body, 'split-1')));
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    const versions = await ctx.deps.db
      .select({ id: splitVersions.id })
      .from(splitVersions)
      .innerJoin(splits, eq(splits.id, splitVersions.splitId))
      .where(eq(splits.trackId, trackId));
    expect(versions).toHaveLength(1);
  });

  it('is declared by every route that moves money', () => {
    const declared = ctx.app.routePolicies
      .filter((route) => route.idempotent)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(declared).toEqual([
      'POST /api/admin/payouts/:payoutId/approve',
      'POST /api/admin/payouts/:payoutId/reject',
      'POST /api/admin/payouts/:payoutId/returned',
      'POST /api/admin/payouts/batches/:batchId/paid',
      'POST /api/admin/payouts/batches/:batchId/submit',
      'POST /api/admin/payouts/batches/:batchId/sync',
      'POST /api/admin/payouts/export',
      // A programme's submission may charge its fee (programmes.md): greenlist and blocklist are free today.
      'POST /api/portal/blocklist/submit',
      'POST /api/portal/dashboard/accept-advance',
      'POST /api/portal/greenlist/submit',
      'POST /api/portal/programmes/blocklist/submit',
      'POST /api/portal/programmes/greenlist/submit',
      'POST /api/portal/split/bulk/accept',
      'POST /api/portal/split/confirm',
      'POST /api/portal/split/submit',
      'POST /api/portal/split/submit/advance-split',
      'POST /api/portal/wallet/transactions/submit',
      'POST /api/portal/wallet/transfers/:transferId/confirm',
      'POST /api/portal/wallet/transfers/init',
      'POST /api/portal/wallet/withdrawals',
      'POST /api/subscription/create',
      'POST /api/subscription/update-payment',
      'POST /api/subscription/upgrade/label',
      'POST /api/subscription/upgrade/yearly',
    ]);
  });
});
