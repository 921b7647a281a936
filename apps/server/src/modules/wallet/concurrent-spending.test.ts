import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { availableBalanceMicros, balanceMicros } from '../ledger/index.js';
import { allBalances, creditEarnings } from '../ledger/testing.js';
import { connectBankAndWait } from '../payouts/testing.js';

/**
 * The proof that concurrent spending cannot overdraw: 30 transfers and payout requests from two
 * users (in both directions, to exercise lock ordering) fire at once. On PostgreSQL they really
 * run in parallel on a pool of connections; on PGlite they are serialised by the engine, so the
 * same assertions hold trivially there.
 */
describe(`concurrent transfers and payouts (${usingPostgres ? 'PostgreSQL, parallel' : 'PGlite, serialised'})`, () => {
  let ctx: TestContext;
  let alice: CreatedUser;
  let bob: CreatedUser;
  const methods = new Map<number, number>();
  beforeAll(async () => {
    ctx = await createTestApp();
    alice = await createUser(ctx);
    bob = await createUser(ctx);
    for (const who of [alice, bob]) methods.set(who.user.id, await connectBankAndWait(ctx, who));
    await creditEarnings(ctx.deps.db, alice.user.id, 100_000_000n);
    await creditEarnings(ctx.deps.db, bob.user.id, 35_000_000n);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (who: CreatedUser, url: string, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/portal/wallet/${url}`, headers: bearer(who.token), payload });

  it('never takes a balance below zero and never creates or loses a micro-unit', async () => {
    // Initiate every transfer first (init moves nothing), then confirm them all at once.
    const pairs: [CreatedUser, CreatedUser][] = Array.from({ length: 16 }, (_, i) =>
      i % 3 === 2 ? [bob, alice] : [alice, bob],
    );
    const transfers = await Promise.all(
      pairs.map(async ([from, to]) => {
        const res = await post(from, 'transfers/init', {
          receiverId: to.user.id,
          email: to.user.email,
          amount: '15.00',
        });
        expect(res.statusCode, res.body).toBe(200);
        return { from, id: res.json().transferId as number };
      }),
    );
    const spends = [
      ...transfers.map(({ from, id }) => post(from, `transfers/${id}/confirm`)),
      ...Array.from({ length: 14 }, (_, i) => {
        const who = i % 2 === 0 ? alice : bob;
        return post(who, 'withdrawals', { methodId: methods.get(who.user.id)!, amount: '12.50' });
      }),
    ];
    const results = await Promise.all(spends);

    // Each answer is a success or a clear balance refusal: never a deadlock or a 500.
    for (const res of results) {
      expect([200, 422], res.body).toContain(res.statusCode);
      if (res.statusCode === 422) expect(res.json().errors.amount[0]).toMatch(/more than your available balance/);
    }
    const succeeded = results.filter((res) => res.statusCode === 200).length;
    expect(succeeded).toBeGreaterThan(0);
    expect(succeeded).toBeLessThan(results.length);

    const a = await availableBalanceMicros(ctx.deps.db, alice.user.id);
    const b = await availableBalanceMicros(ctx.deps.db, bob.user.id);
    expect(a).toBeGreaterThanOrEqual(0n);
    expect(b).toBeGreaterThanOrEqual(0n);
    const held =
      (await balanceMicros(ctx.deps.db, { userId: alice.user.id, purpose: 'pending-payout' })) +
      (await balanceMicros(ctx.deps.db, { userId: bob.user.id, purpose: 'pending-payout' }));
    expect(a + b + held).toBe(135_000_000n);
    const payouts = results.slice(transfers.length).filter((res) => res.statusCode === 200).length;
    expect(held).toBe(BigInt(payouts) * 12_500_000n);
    const balances = await allBalances(ctx.deps.db);
    expect([...balances.values()].reduce((x, y) => x + y, 0n)).toBe(0n);
    expect(balances.get('system:store-revenue')).toBe(-135_000_000n);
  });
});
