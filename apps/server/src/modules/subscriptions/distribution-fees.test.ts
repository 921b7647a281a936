import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_STATUS } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { availableBalanceMicros, balanceMicros } from '../ledger/index.js';
import { allBalances } from '../ledger/testing.js';
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
afterAll(async () => ctx.close());

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(operator.token), ...(payload ? { payload } : {}) });

async function importLines(lines: { isrc: string; amount: string }[]): Promise<void> {
  const { payload, headers } = statementUpload('statement.csv', csvStatement(lines), {
    mappingId: String(mappingId),
    confirmDuplicate: 'true',
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...headers, ...bearer(operator.token) },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ status: 'imported' });
}

describe('distribution fee', () => {
  it('is 0 % by default: earnings are credited whole', async () => {
    const artist = await createUser(ctx);
    await createCatalog(ctx, artist.user.id, {
      isrcs: ['QZFEE2600001'],
      upc: '859700002018',
      status: RELEASE_STATUS.ACKNOWLEDGED,
    });
    await importLines([{ isrc: 'QZFEE2600001', amount: '10.000000' }]);
    expect(await availableBalanceMicros(ctx.deps.db, artist.user.id)).toBe(10_000_000n);
    expect((await admin('GET', '/api/admin/distribution-fees')).json()).toEqual({
      plans: [
        { plan: 'monthly', rate: '0.00' },
        { plan: 'yearly', rate: '0.00' },
        { plan: 'label', rate: '0.00' },
      ],
      accounts: [],
    });
  });

  it("takes the plan's rate, or the account's own rate when it has one, into its own ledger account", async () => {
    const onPlan = await createUser(ctx);
    const own = await createUser(ctx);
    await createCatalog(ctx, onPlan.user.id, {
      isrcs: ['QZFEE2600002'],
      upc: '859700002025',
      status: RELEASE_STATUS.ACKNOWLEDGED,
    });
    await createCatalog(ctx, own.user.id, {
      isrcs: ['QZFEE2600003'],
      upc: '859700002032',
      status: RELEASE_STATUS.ACKNOWLEDGED,
    });
    for (const who of [onPlan, own])
      expect(
        (await admin('POST', '/api/admin/subscriptions/grant', { userId: who.user.id, plan: 'label' })).statusCode,
      ).toBe(200);
    expect((await admin('PUT', '/api/admin/distribution-fees/plan', { plan: 'label', rate: '15' })).json()).toEqual({
      message: 'Distribution fee saved',
    });
    expect(
      (await admin('PUT', '/api/admin/distribution-fees/account', { userId: own.user.id, rate: '12.5' })).statusCode,
    ).toBe(200);
    const feesBefore = await balanceMicros(ctx.deps.db, { system: 'distribution-fees' });
    // 0.003125 at 12.5 % is 0.000390625: the fee is truncated to 390 micro-units.
    await importLines([
      { isrc: 'QZFEE2600002', amount: '20.000000' },
      { isrc: 'QZFEE2600003', amount: '0.003125' },
    ]);
    expect(await availableBalanceMicros(ctx.deps.db, onPlan.user.id)).toBe(17_000_000n);
    expect(await availableBalanceMicros(ctx.deps.db, own.user.id)).toBe(3_125n - 390n);
    expect((await balanceMicros(ctx.deps.db, { system: 'distribution-fees' })) - feesBefore).toBe(3_000_000n + 390n);
    const listed = (await admin('GET', '/api/admin/distribution-fees')).json();
    expect(listed.plans).toContainEqual({ plan: 'label', rate: '15.00' });
    expect(listed.accounts).toEqual([{ userId: own.user.id, email: own.user.email, rate: '12.50' }]);
    // Removing the account's rate: its plan's applies again.
    await admin('PUT', '/api/admin/distribution-fees/account', { userId: own.user.id, rate: null });
    expect((await admin('GET', '/api/admin/distribution-fees')).json().accounts).toEqual([]);
    expect([...(await allBalances(ctx.deps.db)).values()].reduce((sum, value) => sum + value, 0n)).toBe(0n);
  });

  it('refuses bad rates, plans and accounts with field messages', async () => {
    const errors = async (url: string, payload: object) => {
      const res = await admin('PUT', url, payload);
      expect(res.statusCode).toBe(422);
      return res.json().errors;
    };
    expect(await errors('/api/admin/distribution-fees/plan', { plan: 'label', rate: '101' })).toEqual({
      rate: ['The percentage must be between 0 and 100'],
    });
    expect(await errors('/api/admin/distribution-fees/plan', { plan: 'label', rate: '1.234' })).toEqual({
      rate: ['Use at most 2 decimals'],
    });
    expect(await errors('/api/admin/distribution-fees/plan', { plan: 'gold', rate: '5' })).toEqual({
      plan: ['Choose a plan'],
    });
    expect(await errors('/api/admin/distribution-fees/account', { userId: 'x', rate: '5' })).toEqual({
      userId: ['Choose an account'],
    });
    expect(await errors('/api/admin/distribution-fees/account', { userId: 1, rate: '-5' })).toEqual({
      rate: ['Enter a percentage like 15 or 12.5'],
    });
    expect(
      (await admin('PUT', '/api/admin/distribution-fees/account', { userId: 999_999, rate: '5' })).statusCode,
    ).toBe(404);
    const artist = await createUser(ctx);
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/distribution-fees/plan',
      headers: bearer(artist.token),
      payload: { plan: 'label', rate: '0' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('finds accounts for the desk by e-mail or name, with their plan, plan fee and own fee', async () => {
    const payee = await createUser(ctx, { artistName: 'Zebra Quartet', isAdmin: false });
    await admin('POST', '/api/admin/subscriptions/grant', { userId: payee.user.id, plan: 'yearly' });
    await admin('PUT', '/api/admin/distribution-fees/plan', { plan: 'yearly', rate: '8' });
    await admin('PUT', '/api/admin/distribution-fees/account', { userId: payee.user.id, rate: '5' });
    const byName = (await admin('GET', '/api/admin/accounts?q=zebra%20q')).json();
    expect(byName).toEqual({
      data: [
        {
          userId: payee.user.id,
          email: payee.user.email,
          name: 'Zebra Quartet',
          plan: 'yearly',
          planFeeRate: '8.00',
          ownFeeRate: '5.00',
        },
      ],
    });
    const byEmail = (await admin('GET', `/api/admin/accounts?q=${payee.user.email.toUpperCase()}`)).json();
    expect(byEmail.data.map((row: { userId: number }) => row.userId)).toEqual([payee.user.id]);
    // % and _ are literal, not wildcards.
    expect((await admin('GET', '/api/admin/accounts?q=%25%25')).json()).toEqual({ data: [] });
  });

  it('refuses a short or missing account search with a field message, and non-operators', async () => {
    for (const url of ['/api/admin/accounts?q=a', '/api/admin/accounts']) {
      const res = await admin('GET', url);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['q']);
    }
    const long = await admin('GET', `/api/admin/accounts?q=${'x'.repeat(101)}`);
    expect(long.json().errors).toEqual({ q: ['Use at most 100 characters'] });
    const artist = await createUser(ctx);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/accounts?q=test',
      headers: bearer(artist.token),
    });
    expect(refused.statusCode).toBe(403);
  });
});
