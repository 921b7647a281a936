import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AMOUNT_MESSAGES, REVERSAL_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { allBalances } from '../ledger/testing.js';
import { postLedgerTransaction } from '../ledger/index.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { confirm, submitOk } from '../splits/testing.js';
import { createCatalog, csvStatement, GENERIC_MAPPING, statementUpload } from './testing.js';

let ctx: TestContext;
let admin: CreatedUser;
let mappingId: number;

beforeEach(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true });
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements/mappings',
    headers: bearer(admin.token),
    payload: GENERIC_MAPPING,
  });
  mappingId = saved.json().id;
});
afterEach(async () => {
  await ctx.close();
});

async function upload(content: string) {
  const { payload, headers } = statementUpload('statement.csv', content, { mappingId: String(mappingId) });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...headers, ...bearer(admin.token) },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; status: string };
}

const reverse = (id: number | string, payload: Record<string, unknown>, token = admin.token) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/statements/${id}/reverse`, headers: bearer(token), payload });

async function ledgerSum(): Promise<bigint> {
  return [...(await allBalances(ctx.deps.db)).values()].reduce((a, b) => a + b, 0n);
}

async function rollupTotal(userId: number): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    ctx.deps.db,
    sql`SELECT coalesce(sum(amount_micros), 0)::text AS total FROM sales_rollups
      WHERE user_id = ${userId} AND dimension = 'month'`,
  );
  return BigInt(row.total);
}

/** Money leaves the artist's earnings as a payout request would take it. */
async function spend(userId: number, amountMicros: bigint) {
  await postLedgerTransaction(
    ctx.deps.db,
    {
      kind: 'payout-request',
      idempotencyKey: `test-payout:${userId}:${amountMicros}`,
      occurredAt: ctx.clock.now(),
      lines: [
        { account: { userId, purpose: 'earnings' }, amountMicros: -amountMicros, memo: 'Payout' },
        { account: { userId, purpose: 'pending-payout' }, amountMicros },
      ],
    },
    'USD',
  );
}

describe('reversing an imported statement', () => {
  it('refuses bad input with field messages, an unknown id, another role and a statement not imported', async () => {
    const artist = await createUser(ctx);
    await createCatalog(ctx, artist.user.id, { isrcs: ['QZTST2600001'] });
    const { id } = await upload(csvStatement([{ isrc: 'QZTST2600001', amount: '5.000000' }]));

    for (const body of [{}, { reason: '' }, { reason: '  x ' }, { reason: 42 }]) {
      const res = await reverse(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.reason).toContain(REVERSAL_MESSAGES.reason);
    }
    expect((await reverse(id, { reason: 'x'.repeat(501) })).statusCode).toBe(422);
    expect((await reverse(id, { reason: 'bad\u0000byte' })).statusCode).toBe(422);
    expect((await reverse('abc', { reason: 'Wrong file' })).statusCode).toBe(422);
    expect((await reverse(999_999, { reason: 'Wrong file' })).statusCode).toBe(404);
    expect((await reverse(id, { reason: 'Wrong file' }, artist.token)).statusCode).toBe(403);

    await ctx.deps.db.execute(sql`UPDATE statements SET status = 'failed' WHERE id = ${id}`);
    const failed = await reverse(id, { reason: 'Wrong file' });
    expect(failed.statusCode).toBe(409);
    expect(failed.json().message).toBe(REVERSAL_MESSAGES.notImported);
  });

  it('posts contra entries, takes the sales out, records who, when and why, and does nothing the second time', async () => {
    const artist = await createUser(ctx);
    await createCatalog(ctx, artist.user.id, { isrcs: ['QZTST2600002'] });
    const { id } = await upload(
      csvStatement([
        { isrc: 'QZTST2600002', amount: '40.000000', units: 400 },
        { isrc: 'QZTST2600002', amount: '2.500000', units: 25, store: 'Apple Music' },
        { isrc: 'QZZZZ9999999', amount: '1.250000' },
      ]),
    );
    expect(await rollupTotal(artist.user.id)).toBe(42_500_000n);
    // 30.00 of the 42.50 is paid out before the statement turns out to be wrong.
    await spend(artist.user.id, 30_000_000n);

    const res = await reverse(id, { reason: '  The store sent a corrected report  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'reversed',
      reversal: { reason: 'The store sent a corrected report', by: admin.user.email },
    });
    const balances = await allBalances(ctx.deps.db);
    expect(balances.get(`user:${artist.user.id}:earnings`)).toBe(-30_000_000n);
    expect(balances.get(`user:${artist.user.id}:pending-payout`)).toBe(30_000_000n);
    expect(balances.get('system:unmatched-revenue')).toBe(0n);
    expect(balances.get('system:store-revenue')).toBe(0n);
    expect(await ledgerSum()).toBe(0n);
    expect(await rollupTotal(artist.user.id)).toBe(0n);

    const sales = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/sales/trends?start=2024-01-01&end=2024-12-31',
      headers: bearer(artist.token),
    });
    expect(sales.statusCode, sales.body).not.toBe(500);

    const unmatched = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/statements/${id}/unmatched`,
      headers: bearer(admin.token),
    });
    expect(unmatched.json().total).toBe(0);

    const entries = async () =>
      (await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM ledger_entries`))[0].n;
    const before = await entries();
    const again = await reverse(id, { reason: 'Another reason' });
    expect(again.statusCode).toBe(200);
    expect(again.json().reversal.reason).toBe('The store sent a corrected report');
    expect(await entries()).toBe(before);

    const listed = await ctx.app.inject({ method: 'GET', url: '/api/admin/statements', headers: bearer(admin.token) });
    expect(listed.json().data[0]).toMatchObject({ id, status: 'reversed' });
  });

  it('carries the deficit in the wallet, refuses payouts and transfers, and repays it from later earnings first', async () => {
    const artist = await createUser(ctx);
    await createCatalog(ctx, artist.user.id, { isrcs: ['QZTST2600003'] });
    // Both reported for the current month, so they are booked (and listed) after the payout.
    const period = ctx.clock.now().toISOString().slice(0, 7);
    const first = await upload(csvStatement([{ isrc: 'QZTST2600003', amount: '20.000000', period }]));
    await spend(artist.user.id, 15_000_000n);
    expect((await reverse(first.id, { reason: 'Wrong exchange rate' })).statusCode).toBe(200);

    const wallet = (url: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/portal/wallet/${url}`, headers: bearer(artist.token) });
    expect((await wallet('balance')).json()).toMatchObject({ available: '0.00', carriedDeficit: '15.00' });
    const transfer = await ctx.app.inject({
      method: 'POST',
      url: '/api/portal/wallet/transfers/init',
      headers: bearer(artist.token),
      payload: { amount: '10', email: admin.user.email },
    });
    expect(transfer.statusCode).toBe(422);
    expect(transfer.json().errors.amount).toEqual([AMOUNT_MESSAGES.carriedDeficit(15_000_000n)]);

    await upload(csvStatement([{ isrc: 'QZTST2600003', amount: '18.000000', period }]));
    expect((await wallet('balance')).json()).toMatchObject({ available: '3.00', carriedDeficit: null });
    const rows = (await wallet('transactions')).json().data as {
      type: string;
      title: string;
      amount: string;
      recouped: string | null;
      balanceAfter: string;
    }[];
    expect(rows.map((row) => [row.type, row.amount, row.recouped, row.balanceAfter])).toEqual([
      ['statement-earnings', '18.000000', '15.000000', '3.000000'],
      ['statement-reversal', '-20.000000', null, '-15.000000'],
      ['payout-request', '-15.000000', null, '5.000000'],
      ['statement-earnings', '20.000000', null, '20.000000'],
    ]);
    expect(rows[1].title).toBe(`Statement #${first.id} reversed: Wrong exchange rate`);
    expect(rows[3].title).toBe(`Earnings of statement #${first.id}, reversed: Wrong exchange rate`);
  });

  it('takes split shares back from where they are now: held, released to the payee, or returned', async () => {
    const owner = await createUser(ctx);
    const [early, late, invited] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    const { tracks } = await createCatalog(ctx, owner.user.id, { isrcs: ['QZTST2600004'] });
    const splitId = await submitOk(ctx, owner.token, {
      trackId: tracks[0].id,
      effectiveFrom: '2024-01-01',
      payees: [
        { email: early.user.email, share: 10 },
        { email: late.user.email, share: 20 },
        { email: invited.user.email, share: 30 },
      ],
      recoup: { email: early.user.email, amount: '2.000000' },
    });
    await confirm(ctx, early.token, splitId, true);
    const before = await allBalances(ctx.deps.db);
    const { id } = await upload(csvStatement([{ isrc: 'QZTST2600004', amount: '100.000000' }]));
    // late accepts (their held share is released to them), invited declines (back to the owner).
    await confirm(ctx, late.token, splitId, true);
    await confirm(ctx, invited.token, splitId, false);

    expect((await reverse(id, { reason: 'Duplicate of an earlier report' })).statusCode).toBe(200);
    const after = await allBalances(ctx.deps.db);
    for (const user of [owner, early, late, invited]) {
      for (const purpose of ['earnings', 'held-split']) {
        const key = `user:${user.user.id}:${purpose}`;
        expect(after.get(key) ?? 0n, key).toBe(before.get(key) ?? 0n);
      }
    }
    expect(await ledgerSum()).toBe(0n);
    const figures = await queryRows<{ paid: string; held: string; returned: string }>(
      ctx.deps.db,
      sql`SELECT sum(amount_micros)::text AS paid, sum(held_micros)::text AS held, sum(returned_micros)::text AS returned
        FROM split_earnings WHERE split_id = ${splitId}`,
    );
    expect(figures[0]).toEqual({ paid: '0', held: '0', returned: '0' });
    const [recoup] = await queryRows<{ recouped: string }>(
      ctx.deps.db,
      sql`SELECT recouped_micros::text AS recouped FROM split_recoups`,
    );
    expect(recoup.recouped).toBe('0');
  });
});
