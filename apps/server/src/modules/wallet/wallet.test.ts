import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { availableBalanceMicros } from '../ledger/index.js';
import { creditEarnings } from '../ledger/testing.js';

describe('wallet API', () => {
  let ctx: TestContext;
  let alice: CreatedUser;
  let bob: CreatedUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    alice = await createUser(ctx);
    bob = await createUser(ctx, { displayName: 'Bob Builder' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = (path: string, who: CreatedUser | null = alice) =>
    ctx.app.inject({ method: 'GET', url: `/api/portal/wallet/${path}`, headers: who ? bearer(who.token) : {} });
  const post = (path: string, payload: unknown, who: CreatedUser = alice) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/portal/wallet/${path}`,
      headers: bearer(who.token),
      payload: payload as object,
    });

  it('answers 401 without a token', async () => {
    for (const path of ['balance', 'transactions', 'estimates', 'transfers/potential-receivers', 'withdrawals']) {
      expect((await get(path, null)).statusCode, path).toBe(401);
    }
  });

  it('floors the balance to two decimals, never below zero', async () => {
    expect((await get('balance')).json()).toEqual({
      available: '0.00',
      currency: 'USD',
      lastMonthEarnings: { dividends: '0.00', date: expect.any(String) },
      carriedDeficit: null,
    });
    const now = ctx.clock.now();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    await creditEarnings(ctx.deps.db, alice.user.id, 12_349_999n, lastMonth); // 12.349999
    await creditEarnings(ctx.deps.db, alice.user.id, 290_000n, now); // 0.29: a float would make 28.999...
    const body = (await get('balance')).json();
    expect(body.available).toBe('12.63');
    // Last month's earnings are what was booked last month (last-month-earnings.test.ts), floored too.
    expect(body.lastMonthEarnings).toEqual({ dividends: '12.34', date: lastMonth.toISOString().slice(0, 7) });
    expect(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/portal/dashboard/wallet', headers: bearer(alice.token) })
      ).json(),
    ).toEqual({ availableBalance: '12.63' });
  });

  it('shows a negative ledger balance as 0.00', async () => {
    const debtor = await createUser(ctx);
    await creditEarnings(ctx.deps.db, debtor.user.id, -5_000_000n); // an adjustment can exceed the balance
    expect((await get('balance', debtor)).json().available).toBe('0.00');
    expect((await get('estimates', debtor)).json()).toEqual({ total: '0.00', pending: '0.00' });
  });

  it('finds receivers by exact e-mail only, never yourself or unconfirmed users', async () => {
    const unconfirmed = await createUser(ctx, { confirmedAt: null });
    const find = async (email: string) =>
      (await get(`transfers/potential-receivers?email=${encodeURIComponent(email)}`)).json().data;
    expect(await find(bob.user.email.toUpperCase())).toEqual([
      { id: bob.user.id, email: bob.user.email, name: 'Bob Builder', profileImage: null, initials: 'BB' },
    ]);
    expect(await find(bob.user.email.slice(0, 6))).toEqual([]);
    expect(await find(alice.user.email)).toEqual([]);
    expect(await find(unconfirmed.user.email)).toEqual([]);
    expect((await get('transfers/potential-receivers')).json().data).toEqual([]);
  });

  it('validates transfer amounts with clear messages', async () => {
    // Bob is no money relationship of Alice's yet: she names him by id and exact e-mail, as the web does.
    const attempt = async (amount: unknown) =>
      (await post('transfers/init', { receiverId: bob.user.id, email: bob.user.email, amount })).json();
    expect((await attempt('1.001')).errors.amount).toEqual(['Use at most 2 decimals']);
    expect((await attempt('ten')).errors.amount).toEqual(['Enter an amount like 25 or 25.50']);
    expect((await attempt('0')).errors.amount).toEqual(['The amount must be more than 0.00']);
    expect((await attempt('12.64')).errors.amount).toEqual(['The amount is more than your available balance of 12.63']);
    const self = await post('transfers/init', { receiverId: alice.user.id, amount: '1' });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.receiverId).toEqual(['You cannot send money to this user']);
    expect((await post('transfers/init', { amount: '1' })).json().errors.receiverId).toEqual([
      'Choose who receives the money',
    ]);
  });

  it('moves money only on confirm, once, and lists it for both sides', async () => {
    const init = await post('transfers/init', { email: bob.user.email, amount: 2.5, note: 'Thanks for the mix' });
    expect(init.statusCode).toBe(200);
    const transfer = init.json();
    expect(transfer).toMatchObject({
      status: 'initiated',
      amount: '2.50',
      fee: '0.00',
      receiver: { id: bob.user.id },
      confirmedAt: null,
    });
    expect(await availableBalanceMicros(ctx.deps.db, bob.user.id)).toBe(0n);

    expect((await post(`transfers/${transfer.transferId}/confirm`, {}, bob)).statusCode).toBe(404);
    const first = await post(`transfers/${transfer.transferId}/confirm`, {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'confirmed', amount: '2.50' });
    const again = await post(`transfers/${transfer.transferId}/confirm`, {});
    expect(again.json()).toEqual(first.json());
    expect(await availableBalanceMicros(ctx.deps.db, bob.user.id)).toBe(2_500_000n);
    expect((await get('balance')).json().available).toBe('10.13');

    const bobList = (await get('transactions', bob)).json();
    expect(bobList.total).toBe(1);
    expect(bobList.data[0]).toMatchObject({
      type: 'transfer',
      amount: '2.500000',
      title: `Transfer from ${alice.user.email}`,
      senderEmail: alice.user.email,
      receiverEmail: bob.user.email,
    });
    const aliceList = (await get('transactions?per_page=2')).json();
    expect(aliceList).toMatchObject({ total: 3, last_page: 2, per_page: 2 });
    expect(aliceList.data[0]).toMatchObject({ amount: '-2.500000', title: `Transfer to ${bob.user.email}` });
    expect(aliceList.data[1]).toMatchObject({
      type: 'statement-earnings',
      title: 'Earnings',
      amount: '0.290000',
      saleDate: expect.any(String),
    });
    expect((await get('transfers/potential-receivers')).json().data.map((r: { id: number }) => r.id)).toEqual([
      bob.user.id,
    ]);
  });

  it('re-checks the balance at confirm and refuses an expired transfer', async () => {
    const big = (await post('transfers/init', { receiverId: bob.user.id, amount: '10.00' })).json();
    const other = (await post('transfers/init', { receiverId: bob.user.id, amount: '10.00' })).json();
    expect((await post(`transfers/${big.transferId}/confirm`, {})).statusCode).toBe(200);
    const refused = await post(`transfers/${other.transferId}/confirm`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.amount).toEqual(['The amount is more than your available balance of 0.13']);

    await creditEarnings(ctx.deps.db, alice.user.id, 5_000_000n);
    const late = (await post('transfers/init', { receiverId: bob.user.id, amount: '1.00' })).json();
    ctx.clock.advanceMinutes(31);
    const expired = await post(`transfers/${late.transferId}/confirm`, {});
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('This transfer has expired; start again');
  });
});
