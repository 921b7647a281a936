import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVANCE_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { allBalances, creditEarnings } from '../ledger/testing.js';
import { createCatalog, csvStatement, GENERIC_MAPPING, statementUpload } from '../statements/testing.js';

let ctx: TestContext;
let operator: CreatedUser;
let mappingId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createUser(ctx, { isAdmin: true });
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements/mappings',
    headers: bearer(operator.token),
    payload: GENERIC_MAPPING,
  });
  mappingId = saved.json().id;
});
afterAll(async () => {
  await ctx.close();
});

const get = async (token: string, path: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/portal/${path}`, headers: bearer(token) })).json();
const acceptAdvance = (token: string, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/portal/dashboard/accept-advance',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
  });
const offers = (userId: number, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/accounts/${userId}/offers`,
    headers: bearer(operator.token),
    payload,
  });

/** Earnings booked in each of the `months` whole months before the test clock's month. */
async function earnedMonthly(userId: number, amounts: number[]) {
  const now = ctx.clock.now();
  for (const [i, amount] of amounts.entries()) {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - i, 10));
    await creditEarnings(ctx.deps.db, userId, BigInt(amount) * 1_000_000n, at);
  }
}

async function importStatement(isrc: string, amount: string) {
  const { payload, headers } = statementUpload('statement.csv', csvStatement([{ isrc, amount }]), {
    mappingId: String(mappingId),
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...headers, ...bearer(operator.token) },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number };
}

describe('royalty advance', () => {
  it('has no estimate, and cannot be offered, without enough history', async () => {
    const artist = await createUser(ctx);
    await earnedMonthly(artist.user.id, [500, 500]);
    expect(await get(artist.token, 'dashboard/advance-estimate')).toEqual({
      total: null,
      monthsWithEarnings: 2,
      trailingEarnings: '1000.00',
    });
    const res = await offers(artist.user.id, { advance: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.advance).toEqual([ADVANCE_MESSAGES.noEstimate]);
    expect((await acceptAdvance(artist.token)).json().message).toBe(ADVANCE_MESSAGES.notOffered);
  });

  it('is booked once at the offered amount and repaid from later statements, a reversal owing it again', async () => {
    const artist = await createUser(ctx);
    const { tracks } = await createCatalog(ctx, artist.user.id, { isrcs: ['QZADV2600001'] });
    expect(tracks).toHaveLength(1);
    await earnedMonthly(artist.user.id, [100, 100, 101]);
    expect(await get(artist.token, 'dashboard/advance-estimate')).toMatchObject({ total: '150.00' });

    const offered = await offers(artist.user.id, { advance: true });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().advance).toMatchObject({ amount: '150.00', acceptedAt: null, outstanding: '0.00' });
    expect((await offers(artist.user.id, { advance: true })).statusCode).toBe(422);
    expect((await get(artist.token, '../auth/me')).user).toMatchObject({
      instantAdvance: true,
      instantAdvanceConfirmed: false,
    });

    const first = await acceptAdvance(artist.token, 'advance-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().offer).toMatchObject({
      amount: '150.00',
      outstanding: '150.00',
      acceptedAt: expect.any(String),
    });
    const replay = await acceptAdvance(artist.token, 'advance-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await acceptAdvance(artist.token)).json().offer.outstanding).toBe('150.00');
    expect(await get(artist.token, 'dashboard/wallet')).toEqual({ availableBalance: '451.00' });
    expect((await get(artist.token, '../auth/me')).user).toMatchObject({ instantAdvanceConfirmed: true });
    const wallet = await get(artist.token, 'wallet/transactions');
    expect(wallet.data[0]).toMatchObject({ type: 'advance', title: 'Royalty advance', amount: '150.000000' });
    expect((await offers(artist.user.id, { advance: true })).json().errors.advance).toEqual([
      'This account is still repaying an advance',
    ]);

    const statement = await importStatement('QZADV2600001', '40.000000');
    const after = await get(artist.token, 'dashboard/advance');
    expect(after.offer.outstanding).toBe('110.00');
    expect(await get(artist.token, 'dashboard/wallet')).toEqual({ availableBalance: '451.00' });
    const titles = (await get(artist.token, 'wallet/transactions')).data.map((row: { title: string }) => row.title);
    expect(titles).toContain('Advance repayment');

    const reversed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/statements/${statement.id}/reverse`,
      headers: bearer(operator.token),
      payload: { reason: 'Sent twice by the store' },
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect((await get(artist.token, 'dashboard/advance')).offer.outstanding).toBe('150.00');
    const sum = [...(await allBalances(ctx.deps.db)).values()].reduce((a, b) => a + b, 0n);
    expect(sum).toBe(0n);
  });

  it('repays no more than is owed', async () => {
    const artist = await createUser(ctx);
    await createCatalog(ctx, artist.user.id, { isrcs: ['QZADV2600002'] });
    await earnedMonthly(artist.user.id, [20, 20, 62]);
    expect((await offers(artist.user.id, { advance: true })).json().advance.amount).toBe('51.00');
    expect((await acceptAdvance(artist.token)).statusCode).toBe(200);
    await importStatement('QZADV2600002', '80.000000');
    expect((await get(artist.token, 'dashboard/advance')).offer.outstanding).toBe('0.00');
    const balances = await allBalances(ctx.deps.db);
    expect(balances.get(`user:${artist.user.id}:advance`)).toBe(0n);
    // 102 earned before, 51 advanced, 80 earned and 51 of it repaid.
    expect(await get(artist.token, 'dashboard/wallet')).toEqual({ availableBalance: '182.00' });
  });

  it('can be withdrawn by the operator until it is accepted', async () => {
    const artist = await createUser(ctx);
    await earnedMonthly(artist.user.id, [100, 100, 100]);
    expect((await offers(artist.user.id, { advance: true })).statusCode).toBe(200);
    const withdrawn = await offers(artist.user.id, { advance: false });
    expect(withdrawn.json().advance).toBeNull();
    expect((await acceptAdvance(artist.token)).statusCode).toBe(409);
    expect((await offers(artist.user.id, { advance: false })).statusCode).toBe(422);
  });
});
