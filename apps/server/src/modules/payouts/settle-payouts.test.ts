import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { availableBalanceMicros, balanceMicros } from '../ledger/index.js';
import { allBalances, creditEarnings } from '../ledger/testing.js';
import { notifications } from '../notifications/tables.js';
import { ledgerTransactions } from '../ledger/tables.js';
import { createPaypalPayoutProvider, type FetchLike } from './paypal-payouts-client.js';
import { payoutBatches } from './tables.js';
import { syncPayoutBatch } from './settle-payouts.js';
import { call, connectBankAndWait, paypalRegistry } from './testing.js';

const ledgerSum = async (ctx: TestContext) =>
  [...(await allBalances(ctx.deps.db)).values()].reduce((sum, value) => sum + value, 0n);

async function payoutMessages(ctx: TestContext, userId: number): Promise<string[]> {
  const rows = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.filter((row) => row.type === 'payout').map((row) => row.message);
}

describe('payout status follows the money: sending, paid, returned', () => {
  let ctx: TestContext;
  let artist: CreatedUser;
  let operator: CreatedUser;
  let method: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    artist = await createUser(ctx);
    operator = await createUser(ctx, { isAdmin: true });
    await creditEarnings(ctx.deps.db, artist.user.id, 500_000_000n);
    method = await connectBankAndWait(ctx, artist);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const desk = (verb: 'GET' | 'POST', url: string, payload?: object) =>
    call(ctx, operator, verb, `/api/admin/payouts${url}`, payload);

  /** Requests and approves a payout; answers its id. */
  async function approved(amount: string): Promise<number> {
    const res = await call(ctx, artist, 'POST', '/api/portal/wallet/withdrawals', { methodId: method, amount });
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;
    expect((await desk('POST', `/${id}/approve`)).statusCode).toBe(200);
    return id;
  }

  const statusOf = async (id: number) =>
    (await call(ctx, artist, 'GET', '/api/portal/wallet/withdrawals?per_page=50'))
      .json()
      .data.find((row: { id: number }) => row.id === id);

  let batchId = 0;
  let first = 0;
  let second = 0;

  it('exports into a batch whose payouts show sending, and whose CSV the operator downloads', async () => {
    first = await approved('100.00');
    second = await approved('50.00');
    const exported = (await desk('POST', '/export', {})).json();
    batchId = exported.batches[0].batchId;
    expect(exported).toMatchObject({ count: 2, total: '147.00' });
    expect(await statusOf(first)).toMatchObject({ status: 'sending', paidAt: null });

    const file = await desk('GET', `/batches/${batchId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="batch-${String(batchId).padStart(6, '0')}.csv"`,
    );
    expect(file.body.split('\r\n')[0]).toMatch(/^payout_id,user_email,/);
    expect(file.body).toContain('100.00,2.00,0.00,98.00,USD');

    const batches = (await desk('GET', '/batches')).json();
    expect(batches.data[0]).toMatchObject({
      id: batchId,
      status: 'sending',
      count: 2,
      total: '147.00',
      currency: 'USD',
      returnedCount: 0,
      paidAt: null,
    });
    expect(await payoutMessages(ctx, artist.user.id)).toContain(
      'Your payout of USD 98.00 is being sent. We tell you when the payment is confirmed.',
    );
  });

  it('refuses bad input on the new routes with 4xx and field messages', async () => {
    expect((await desk('GET', '/batches/999999/file')).statusCode).toBe(404);
    expect((await desk('GET', '/batches/abc/file')).statusCode).toBe(422);
    expect((await desk('POST', '/batches/0/paid')).statusCode).toBe(422);
    expect((await desk('POST', '/batches/999999/paid')).statusCode).toBe(404);
    expect((await desk('GET', '/batches?per_page=1000')).statusCode).toBe(422);
    const noReason = await desk('POST', `/${first}/returned`, { reason: '   ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['Give a reason'] });
    expect((await desk('POST', `/${first}/returned`, { reason: 'x'.repeat(501) })).statusCode).toBe(422);
    expect((await desk('POST', '/999999/returned', { reason: 'Bounced' })).statusCode).toBe(404);
    expect((await call(ctx, artist, 'POST', `/api/admin/payouts/batches/${batchId}/paid`)).statusCode).toBe(403);
    expect((await call(ctx, null, 'GET', `/api/admin/payouts/batches/${batchId}/file`)).statusCode).toBe(401);
    // A pending payout was never sent: it can be rejected, not returned.
    const pending = (
      await call(ctx, artist, 'POST', '/api/portal/wallet/withdrawals', { methodId: method, amount: '10.00' })
    ).json().id;
    const refused = await desk('POST', `/${pending}/returned`, { reason: 'Bounced' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a payout that was sent can be marked returned');
    expect((await desk('POST', `/${pending}/reject`, { reason: 'test' })).statusCode).toBe(200);
    // A file-only batch has nobody to ask, and nothing to submit again.
    for (const action of ['sync', 'submit']) {
      const notSent = await desk('POST', `/batches/${batchId}/${action}`);
      expect(notSent.statusCode).toBe(409);
      expect(notSent.json().message).toBe(
        'This batch was not sent through a payment provider: mark it paid, or its payouts returned',
      );
    }
  });

  it('a returned payment puts the whole amount back in the wallet, once', async () => {
    const before = await availableBalanceMicros(ctx.deps.db, artist.user.id);
    const res = await desk('POST', `/${second}/returned`, { reason: 'Account closed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'returned', reason: 'Account closed' });
    expect(await availableBalanceMicros(ctx.deps.db, artist.user.id)).toBe(before + 50_000_000n);
    // Once only: a second return is refused and moves nothing.
    expect((await desk('POST', `/${second}/returned`, { reason: 'Account closed' })).statusCode).toBe(409);
    expect(await availableBalanceMicros(ctx.deps.db, artist.user.id)).toBe(before + 50_000_000n);
    expect(await payoutMessages(ctx, artist.user.id)).toContain(
      'Your payout of USD 49.00 came back, so USD 50.00 is in your wallet again. Reason: Account closed',
    );
    const wallet = (await call(ctx, artist, 'GET', '/api/portal/wallet/transactions')).json();
    expect(wallet.data[0]).toMatchObject({ type: 'payout-returned', amount: '50.000000' });
    expect(await ledgerSum(ctx)).toBe(0n);
  });

  it('marking the batch paid makes the rest paid, tells the artist in their currency, and repeats safely', async () => {
    const clearingBefore = await balanceMicros(ctx.deps.db, { system: 'payout-clearing' });
    const res = await desk('POST', `/batches/${batchId}/paid`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: batchId, status: 'paid', returnedCount: 1 });
    expect(await statusOf(first)).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    expect(await statusOf(second)).toMatchObject({ status: 'returned' });
    expect(await balanceMicros(ctx.deps.db, { system: 'payout-clearing' })).toBe(clearingBefore - 98_000_000n);
    expect(await balanceMicros(ctx.deps.db, { system: 'payouts-paid' })).toBe(98_000_000n);
    expect(await payoutMessages(ctx, artist.user.id)).toContain('Your payout of USD 98.00 was paid.');
    const paidPostings = async () =>
      (await ctx.deps.db.select().from(ledgerTransactions)).filter((row) => row.kind === 'payout-paid').length;
    expect(await paidPostings()).toBe(1);
    expect((await desk('POST', `/batches/${batchId}/paid`)).json()).toMatchObject({ status: 'paid' });
    expect(await paidPostings()).toBe(1);
    expect(await ledgerSum(ctx)).toBe(0n);
  });

  it('a payment that bounces after it was paid still comes back, from what was paid out', async () => {
    const before = await availableBalanceMicros(ctx.deps.db, artist.user.id);
    expect((await desk('POST', `/${first}/returned`, { reason: 'Bank reversed it' })).statusCode).toBe(200);
    expect(await availableBalanceMicros(ctx.deps.db, artist.user.id)).toBe(before + 100_000_000n);
    expect(await balanceMicros(ctx.deps.db, { system: 'payouts-paid' })).toBe(0n);
    expect(await balanceMicros(ctx.deps.db, { system: 'fee-income' })).toBe(0n);
    expect(await ledgerSum(ctx)).toBe(0n);
  });
});

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');
const config = { clientId: 'id', clientSecret: 'secret', baseUrl: 'https://api-m.sandbox.paypal.com' };

describe('the provider reports what became of a batch', () => {
  let ctx: TestContext;
  let artist: CreatedUser;
  let operator: CreatedUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    artist = await createUser(ctx);
    operator = await createUser(ctx, { isAdmin: true });
    await creditEarnings(ctx.deps.db, artist.user.id, 200_000_000n);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('PayPal SUCCESS marks paid, RETURNED returns the money, UNCLAIMED and foreign items stay as they are', async () => {
    const method = await connectBankAndWait(ctx, artist);
    // The recorded answer names payouts 1 and 2 (sender_item_id payout-1, payout-2): the first two of this database.
    for (const amount of ['50.00', '30.00']) {
      const id = (
        await call(ctx, artist, 'POST', '/api/portal/wallet/withdrawals', { methodId: method, amount })
      ).json().id;
      await call(ctx, operator, 'POST', `/api/admin/payouts/${id}/approve`);
    }
    const batchId = (await call(ctx, operator, 'POST', '/api/admin/payouts/export', {})).json().batches[0].batchId;
    await ctx.deps.db
      .update(payoutBatches)
      .set({ provider: 'paypal', providerBatchId: '5UXD2E8A7EBQJ' })
      .where(eq(payoutBatches.id, batchId));
    const requested: string[] = [];
    const script = [fixture('paypal-token.json'), fixture('paypal-batch-details.json')];
    const fetchImpl: FetchLike = async (url, init) => {
      requested.push(`${init.method} ${url}`);
      const body = script.shift();
      if (!body) throw new Error(`Unexpected request to ${url}`);
      return { ok: true, status: 200, json: async () => JSON.parse(body), text: async () => body };
    };
    const before = await availableBalanceMicros(ctx.deps.db, artist.user.id);
    const batch = await syncPayoutBatch(
      ctx.deps,
      batchId,
      paypalRegistry(ctx, createPaypalPayoutProvider(config, fetchImpl)),
    );
    expect(requested).toEqual([
      'POST https://api-m.sandbox.paypal.com/v1/oauth2/token',
      'GET https://api-m.sandbox.paypal.com/v1/payments/payouts/5UXD2E8A7EBQJ?page=1&page_size=1000',
    ]);
    expect(batch).toMatchObject({ status: 'paid', returnedCount: 1 });
    const rows = (await call(ctx, artist, 'GET', '/api/portal/wallet/withdrawals')).json().data;
    expect(
      rows.map((row: { id: number; status: string; reason: string | null }) => [row.id, row.status, row.reason]),
    ).toEqual([
      [2, 'returned', 'PayPal: RETURNED, Receiver is unregistered'],
      [1, 'paid', null],
    ]);
    expect(await availableBalanceMicros(ctx.deps.db, artist.user.id)).toBe(before + 30_000_000n);
    expect([...(await allBalances(ctx.deps.db)).values()].reduce((sum, value) => sum + value, 0n)).toBe(0n);
  });
});
