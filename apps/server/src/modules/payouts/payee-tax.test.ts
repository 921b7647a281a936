import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { availableBalanceMicros, balanceMicros } from '../ledger/index.js';
import { allBalances, creditEarnings } from '../ledger/testing.js';
import { call, connectBankAndWait } from './testing.js';

describe('payee tax profile and withholding', () => {
  let ctx: TestContext;
  let payee: CreatedUser;
  let operator: CreatedUser;
  let method: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    payee = await createUser(ctx);
    operator = await createUser(ctx, { isAdmin: true });
    await creditEarnings(ctx.deps.db, payee.user.id, 300_000_000n, ctx.clock.now());
    method = await connectBankAndWait(ctx, payee);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const put = (who: CreatedUser, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/tax-profiles',
      headers: { authorization: `Bearer ${who.token}` },
      payload,
    });
  const ledgerSum = async () => [...(await allBalances(ctx.deps.db)).values()].reduce((a, b) => a + b, 0n);

  it('has no withholding without a profile, and the payee sees an empty profile', async () => {
    expect((await call(ctx, payee, 'GET', '/api/portal/wallet/tax-profile')).json()).toEqual({
      userId: payee.user.id,
      email: payee.user.email,
      residencyCountry: null,
      taxForm: 'none',
      withholdingRate: '0.00',
      updatedAt: null,
    });
    const quote = await call(ctx, payee, 'POST', '/api/portal/wallet/withdrawals/quote', {
      methodId: method,
      amount: '100',
    });
    expect(quote.json()).toMatchObject({ amount: '100.00', fee: '2.00', withheld: '0.00', net: '98.00' });
  });

  it('refuses bad profiles with field messages; only an operator sets one', async () => {
    const bad = await put(operator, {
      userId: payee.user.id,
      residencyCountry: 'Germany',
      taxForm: 'W-2',
      withholdingRate: '130',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      residencyCountry: ['Choose the country of residence'],
      taxForm: ['Choose the tax form received'],
      withholdingRate: ['The percentage must be between 0 and 100'],
    });
    const profile = { userId: payee.user.id, residencyCountry: 'de', taxForm: 'W-8BEN', withholdingRate: '24' };
    expect((await put(payee, profile)).statusCode).toBe(403);
    expect((await put(operator, { ...profile, userId: 999_999 })).statusCode).toBe(404);
    const saved = await put(operator, profile);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ residencyCountry: 'DE', taxForm: 'W-8BEN', withholdingRate: '24.00' });
    const listed = (await call(ctx, operator, 'GET', '/api/admin/tax-profiles')).json();
    expect(listed.data).toEqual([expect.objectContaining({ userId: payee.user.id, withholdingRate: '24.00' })]);
  });

  let payoutId = 0;

  it('withholds at request time: the payout shows gross, fee, withheld and net', async () => {
    const quote = await call(ctx, payee, 'POST', '/api/portal/wallet/withdrawals/quote', {
      methodId: method,
      amount: '33.33',
    });
    // 2 % fee truncated to the cent: 0.66; 24 % of 33.33 = 7.9992, truncated to 7.99.
    expect(quote.json()).toMatchObject({
      amount: '33.33',
      fee: '0.66',
      withheld: '7.99',
      withholdingRate: '24.00',
      net: '24.68',
    });
    const requested = await call(ctx, payee, 'POST', '/api/portal/wallet/withdrawals', {
      methodId: method,
      amount: '33.33',
    });
    expect(requested.json()).toMatchObject({ amount: '33.33', fee: '0.66', withheld: '7.99', net: '24.68' });
    payoutId = requested.json().id;
    // A later change of the profile does not change a payout already requested.
    await put(operator, { userId: payee.user.id, residencyCountry: 'DE', taxForm: 'W-8BEN', withholdingRate: '30' });
    expect((await call(ctx, operator, 'POST', `/api/admin/payouts/${payoutId}/approve`)).statusCode).toBe(200);
    expect(await balanceMicros(ctx.deps.db, { system: 'tax-withheld' })).toBe(7_990_000n);
    expect(await balanceMicros(ctx.deps.db, { system: 'payout-clearing' })).toBe(24_680_000n);
    expect(await balanceMicros(ctx.deps.db, { system: 'fee-income' })).toBe(660_000n);
    expect(await ledgerSum()).toBe(0n);
    const exported = (await call(ctx, operator, 'POST', '/api/admin/payouts/export', {})).json();
    const csv = (await call(ctx, operator, 'GET', `/api/admin/payouts/batches/${exported.batches[0].batchId}/file`))
      .body;
    expect(csv).toContain(',33.33,0.66,7.99,24.68,USD');
  });

  it('the yearly tax summary lists the payee with earnings, payouts and the tax withheld', async () => {
    const year = ctx.clock.now().getUTCFullYear();
    const res = await call(ctx, operator, 'GET', `/api/admin/payouts/tax-summary?year=${year}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tax-summary-${year}.csv"`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'year,user_id,email,residency_country,tax_form,withholding_rate,earnings_gross,distribution_fees,earnings_net,payouts,payouts_gross,payout_fees,tax_withheld,payouts_net,currency',
    );
    expect(lines.find((line) => line.includes(payee.user.email))).toBe(
      `${year},${payee.user.id},${payee.user.email},DE,W-8BEN,30.00,300.000000,0.000000,300.000000,1,33.33,0.66,7.99,24.68,USD`,
    );
    expect((await call(ctx, operator, 'GET', '/api/admin/payouts/tax-summary?year=19')).statusCode).toBe(422);
    expect((await call(ctx, operator, 'GET', '/api/admin/payouts/tax-summary')).statusCode).toBe(422);
    expect((await call(ctx, payee, 'GET', `/api/admin/payouts/tax-summary?year=${year}`)).statusCode).toBe(403);
  });

  it('a returned payout releases its withholding with the rest of the money', async () => {
    const before = await availableBalanceMicros(ctx.deps.db, payee.user.id);
    const res = await call(ctx, operator, 'POST', `/api/admin/payouts/${payoutId}/returned`, { reason: 'IBAN closed' });
    expect(res.statusCode).toBe(200);
    expect(await availableBalanceMicros(ctx.deps.db, payee.user.id)).toBe(before + 33_330_000n);
    expect(await balanceMicros(ctx.deps.db, { system: 'tax-withheld' })).toBe(0n);
    expect(await ledgerSum()).toBe(0n);
    const year = ctx.clock.now().getUTCFullYear();
    const summary = (await call(ctx, operator, 'GET', `/api/admin/payouts/tax-summary?year=${year}`)).body;
    expect(summary).toContain(',0,0.00,0.00,0.00,0.00,USD');
  });
});
