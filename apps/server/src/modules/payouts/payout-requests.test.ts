import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { balanceMicros, availableBalanceMicros } from '../ledger/index.js';
import { allBalances, creditEarnings } from '../ledger/testing.js';
import { notifications } from '../notifications/tables.js';
import { call, connectBankAndWait, readText } from './testing.js';

describe('payout requests and the payout desk', () => {
  let ctx: TestContext;
  let artist: CreatedUser;
  let domestic: CreatedUser;
  let operator: CreatedUser;
  let artistMethod: number;
  let domesticMethod: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    artist = await createUser(ctx, { firstName: '=HYPERLINK("x")' });
    domestic = await createUser(ctx, { payoutFeeType: 'domestic' });
    operator = await createUser(ctx, { isAdmin: true });
    await creditEarnings(ctx.deps.db, artist.user.id, 250_000_000n);
    await creditEarnings(ctx.deps.db, domestic.user.id, 30_000_000n);
    artistMethod = await connectBankAndWait(ctx, artist);
    domesticMethod = await connectBankAndWait(ctx, domestic);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const wallet = (who: CreatedUser, path: string, payload?: object) =>
    call(ctx, who, payload ? 'POST' : 'GET', `/api/portal/wallet/${path}`, payload);

  it('quotes the fee by payout fee type before anything moves', async () => {
    expect((await wallet(artist, 'withdrawals/quote', { methodId: artistMethod, amount: '123.45' })).json()).toEqual({
      amount: '123.45',
      fee: '2.46',
      withheld: '0.00',
      withholdingRate: '0.00',
      net: '120.99',
      feeType: 'international',
      currency: 'USD',
      minimum: '10.00',
    });
    expect(
      (await wallet(domestic, 'withdrawals/quote', { methodId: domesticMethod, amount: '20' })).json(),
    ).toMatchObject({ amount: '20.00', fee: '0.25', net: '19.75', feeType: 'domestic' });
    expect(await availableBalanceMicros(ctx.deps.db, artist.user.id)).toBe(250_000_000n);
  });

  it('refuses amounts below the minimum, above the balance, with too many decimals, or to a method not yours', async () => {
    const errors = async (payload: object, who = artist) => (await wallet(who, 'withdrawals', payload)).json().errors;
    expect(await errors({ methodId: artistMethod, amount: '9.99' })).toEqual({
      amount: ['The minimum amount is 10.00'],
    });
    expect(await errors({ methodId: artistMethod, amount: '250.01' })).toEqual({
      amount: ['The amount is more than your available balance of 250.00'],
    });
    expect(await errors({ methodId: artistMethod, amount: '10.005' })).toEqual({ amount: ['Use at most 2 decimals'] });
    expect(await errors({ methodId: domesticMethod, amount: '10' })).toEqual({
      methodId: ['Choose a connected payout method'],
    });
    expect((await wallet(artist, 'withdrawals')).json().total).toBe(0);
  });

  it('holds the amount at once so it cannot be spent twice', async () => {
    const res = await wallet(artist, 'withdrawals', { methodId: artistMethod, amount: '200.00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      amount: '200.00',
      fee: '4.00',
      net: '196.00',
      type: 'bank',
      status: 'pending',
      destination: 'Test Holder •••• 5432',
    });
    expect(await availableBalanceMicros(ctx.deps.db, artist.user.id)).toBe(50_000_000n);
    expect(await balanceMicros(ctx.deps.db, { userId: artist.user.id, purpose: 'pending-payout' })).toBe(200_000_000n);
    expect((await wallet(artist, 'withdrawals', { methodId: artistMethod, amount: '60' })).statusCode).toBe(422);
    expect((await wallet(artist, 'estimates')).json()).toEqual({ total: '250.00', pending: '200.00' });
    const list = (await wallet(artist, 'transactions')).json();
    expect(list.data[0]).toMatchObject({
      type: 'payout-request',
      amount: '-200.000000',
      title: 'Payout to Test Holder •••• 5432',
    });
    // The older name of the same call.
    expect(
      (await wallet(domestic, 'transactions/submit', { methodId: domesticMethod, amount: '10.00' })).json(),
    ).toMatchObject({ net: '9.75' });
  });

  it('lets only operators review payouts', async () => {
    expect((await call(ctx, artist, 'GET', '/api/admin/payouts')).statusCode).toBe(403);
    expect((await call(ctx, null, 'GET', '/api/admin/payouts')).statusCode).toBe(401);
    const page = (await call(ctx, operator, 'GET', '/api/admin/payouts?status=pending')).json();
    expect(page.total).toBe(2);
    expect(page.data.map((row: { userEmail: string }) => row.userEmail).sort()).toEqual(
      [artist.user.email, domestic.user.email].sort(),
    );
  });

  it('approves into payout-clearing and fee income, once', async () => {
    const [pending] = (await call(ctx, operator, 'GET', `/api/admin/payouts?status=pending`))
      .json()
      .data.filter((row: { userId: number }) => row.userId === artist.user.id);
    const approved = await call(ctx, operator, 'POST', `/api/admin/payouts/${pending.id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect((await call(ctx, operator, 'POST', `/api/admin/payouts/${pending.id}/approve`)).statusCode).toBe(409);
    expect(
      (await call(ctx, operator, 'POST', `/api/admin/payouts/${pending.id}/reject`, { reason: 'late' })).statusCode,
    ).toBe(409);
    expect((await call(ctx, operator, 'POST', '/api/admin/payouts/99999/approve')).statusCode).toBe(404);
    expect(await balanceMicros(ctx.deps.db, { userId: artist.user.id, purpose: 'pending-payout' })).toBe(0n);
    expect(await balanceMicros(ctx.deps.db, { system: 'payout-clearing' })).toBe(196_000_000n);
    expect(await balanceMicros(ctx.deps.db, { system: 'fee-income' })).toBe(4_000_000n);
  });

  it('rejects with a reason: the money returns and the person is told', async () => {
    const [pending] = (await call(ctx, operator, 'GET', '/api/admin/payouts?status=pending')).json().data;
    expect(
      (await call(ctx, operator, 'POST', `/api/admin/payouts/${pending.id}/reject`, {})).json().errors.reason,
    ).toEqual(['Give a reason']);
    const rejected = await call(ctx, operator, 'POST', `/api/admin/payouts/${pending.id}/reject`, {
      reason: 'Name does not match the bank account',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Name does not match the bank account' });
    expect(await availableBalanceMicros(ctx.deps.db, domestic.user.id)).toBe(30_000_000n);
    const notes = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, domestic.user.id));
    expect(notes.find((note) => note.type === 'payout')?.message).toMatch(/rejected.*Reason: Name does not match/);
    expect((await wallet(domestic, 'withdrawals')).json().data[0]).toMatchObject({ status: 'rejected' });
  });

  it('exports approved payouts once, as a CSV batch file through storage', async () => {
    const exported = (await call(ctx, operator, 'POST', '/api/admin/payouts/export', {})).json();
    expect(exported).toMatchObject({ count: 1, total: '196.00' });
    const [first] = exported.batches;
    expect(first).toMatchObject({
      provider: 'local',
      count: 1,
      total: '196.00',
      providerBatchId: null,
      error: null,
      file: expect.stringMatching(/^payouts\/batches\/batch-\d{6}\.csv$/),
    });
    const csv = await readText(ctx.deps.storage.get(first.file));
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'payout_id,user_email,method,receiver,account_holder,iban,account_number,routing_number,bank_country,bank_currency,amount,fee,withheld,net,currency',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `${artist.user.email},bank,,Test Holder,GB82WEST12345698765432,,,GB,GBP,200.00,4.00,0.00,196.00,USD`,
    );
    expect((await call(ctx, operator, 'POST', '/api/admin/payouts/export', {})).json()).toEqual({
      count: 0,
      total: '0.00',
      batches: [],
    });
    expect((await call(ctx, operator, 'GET', '/api/admin/payouts?status=sending')).json().data[0]).toMatchObject({
      batchId: first.batchId,
    });
    expect(
      (await call(ctx, operator, 'POST', '/api/admin/payouts/export', { provider: 'paypal' })).json().errors.provider,
    ).toBeDefined();
    // Routed through the providers with none configured: nothing approved is left, so no batch.
    expect((await call(ctx, operator, 'POST', '/api/admin/payouts/export', { provider: 'providers' })).json()).toEqual({
      count: 0,
      total: '0.00',
      batches: [],
    });
  });

  it('keeps the ledger balanced throughout', async () => {
    const balances = await allBalances(ctx.deps.db);
    expect([...balances.values()].reduce((a, b) => a + b, 0n)).toBe(0n);
  });
});
