import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { AppError } from '../../platform/errors.js';
import { creditEarnings } from '../ledger/testing.js';
import { exportApprovedPayouts, resubmitPayoutBatch } from './export-payouts.js';
import { createPaypalPayoutProvider, type FetchLike } from './paypal-payouts-client.js';
import { approvePayout } from './review-payouts.js';
import { requestPayout } from './payout-requests.js';
import { payoutBatches, payoutMethods, payoutRequests } from './tables.js';
import { createLocalPayoutProvider } from './payout-provider.js';
import { createPayoutProviderRegistry } from './payout-provider-registry.js';
import { paypalRegistry, readText } from './testing.js';

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');
const config = { clientId: 'id', clientSecret: 'secret', baseUrl: 'https://api-m.sandbox.paypal.com' };

/** Recorded PayPal answers in order; any other request fails. */
function paypalFetch(payoutStatus: number, payoutFixture: string): FetchLike {
  const script = [
    { url: `${config.baseUrl}/v1/oauth2/token`, status: 200, body: fixture('paypal-token.json') },
    { url: `${config.baseUrl}/v1/payments/payouts`, status: payoutStatus, body: fixture(payoutFixture) },
  ];
  return async (url) => {
    const next = script.shift();
    if (!next || next.url !== url) throw new Error(`Unexpected request to ${url}`);
    return {
      ok: next.status < 300,
      status: next.status,
      json: async () => JSON.parse(next.body),
      text: async () => next.body,
    };
  };
}

describe('exporting payouts by where they go', () => {
  let ctx: TestContext;
  let artist: CreatedUser;
  let admin: CreatedUser;
  const methodIds: Record<'paypal' | 'venmo' | 'bank', number> = { paypal: 0, venmo: 0, bank: 0 };
  beforeAll(async () => {
    ctx = await createTestApp();
    artist = await createUser(ctx);
    admin = await createUser(ctx, { isAdmin: true });
    const now = ctx.clock.now();
    const base = {
      userId: artist.user.id,
      status: 'verified' as const,
      verifiedAt: now,
      createdAt: now,
      updatedAt: now,
    };
    // Verified methods inserted directly: the verify flows have their own tests.
    const rows = await ctx.deps.db
      .insert(payoutMethods)
      .values([
        { ...base, type: 'paypal' as const, paypalEmail: 'pay@example.test' },
        { ...base, type: 'venmo' as const, phone: '+12025550143' },
        {
          ...base,
          type: 'bank' as const,
          bank: {
            accountHolder: 'Test Holder',
            iban: 'GB82WEST12345698765432',
            accountNumber: null,
            routingNumber: null,
            country: 'GB',
            currency: 'GBP',
          },
        },
      ])
      .returning();
    for (const row of rows) methodIds[row.type as keyof typeof methodIds] = row.id;
    await creditEarnings(ctx.deps.db, artist.user.id, 500_000_000n);
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function approved(method: keyof typeof methodIds, amount: string): Promise<number> {
    const payout = await requestPayout(ctx.deps, artist.user, { methodId: methodIds[method], amount });
    await approvePayout(ctx.deps, admin.user.id, payout.id);
    return payout.id;
  }

  it('sends PayPal and Venmo payouts as one PayPal batch and keeps the bank payout in a local one', async () => {
    const paypalPayout = await approved('paypal', '50.00');
    const venmoPayout = await approved('venmo', '10.00');
    const bankPayout = await approved('bank', '10.00');
    let sent = '';
    const recorded = paypalFetch(201, 'paypal-create-batch.json');
    const spy: FetchLike = async (url, init) => {
      if (url.endsWith('/payouts')) sent = init.body ?? '';
      return recorded(url, init);
    };
    const result = await exportApprovedPayouts(
      ctx.deps,
      admin.user.id,
      paypalRegistry(ctx, createPaypalPayoutProvider(config, spy)),
    );
    expect(result).toMatchObject({ count: 3, total: '68.50' });
    expect(result.batches).toEqual([
      expect.objectContaining({
        provider: 'paypal',
        count: 2,
        total: '58.75',
        providerBatchId: '5UXD2E8A7EBQJ',
        error: null,
      }),
      expect.objectContaining({ provider: 'local', count: 1, total: '9.75', providerBatchId: null, error: null }),
    ]);
    for (const batch of result.batches) expect(await ctx.deps.storage.exists(batch.file)).toBe(true);
    expect(JSON.parse(sent).items.map((item: { sender_item_id: string }) => item.sender_item_id)).toEqual([
      `payout-${paypalPayout}`,
      `payout-${venmoPayout}`,
    ]);
    const [paypalBatch] = await ctx.deps.db
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.id, result.batches[0].batchId));
    expect(paypalBatch).toMatchObject({ provider: 'paypal', providerBatchId: '5UXD2E8A7EBQJ', payoutCount: 2 });
    const [bankRow] = await ctx.deps.db.select().from(payoutRequests).where(eq(payoutRequests.id, bankPayout));
    expect(bankRow).toMatchObject({ status: 'sending', batchId: result.batches[1].batchId });
  });

  it('without a registry (a local export) puts every payout into one file batch', async () => {
    await approved('paypal', '12.00');
    await approved('venmo', '15.00');
    const result = await exportApprovedPayouts(ctx.deps, admin.user.id);
    expect(result.batches).toEqual([expect.objectContaining({ provider: 'local', count: 2, providerBatchId: null })]);
    const csv = await readText(ctx.deps.storage.get(result.batches[0].file));
    // The receiver column is guarded against spreadsheet formulas, so the + is quoted.
    expect(csv).toContain(",venmo,'+12025550143,");
  });

  it('keeps the batch when PayPal refuses it, and says so in the answer', async () => {
    await approved('paypal', '20.00');
    const provider = createPaypalPayoutProvider(config, paypalFetch(400, 'paypal-duplicate-batch.json'));
    const result = await exportApprovedPayouts(ctx.deps, admin.user.id, paypalRegistry(ctx, provider));
    expect(result.batches).toHaveLength(1);
    expect(result.batches[0]).toMatchObject({ provider: 'paypal', providerBatchId: null });
    expect(result.batches[0].error).toMatch(/^paypal did not accept it: PayPal answered 400/);
    const [row] = await ctx.deps.db.select().from(payoutBatches).where(eq(payoutBatches.id, result.batches[0].batchId));
    expect(row).toMatchObject({ provider: 'paypal', providerBatchId: null, payoutCount: 1 });
  });

  it('resubmits a refused batch with the same batch id, and then answers it as it is', async () => {
    const [failed] = (await ctx.deps.db.select().from(payoutBatches)).filter(
      (batch) => batch.provider === 'paypal' && batch.providerBatchId === null,
    );
    let body = '';
    const recorded = paypalFetch(201, 'paypal-create-batch.json');
    const fetchSpy: FetchLike = async (url, init) => {
      if (url.endsWith('/payouts')) body = init.body ?? '';
      return recorded(url, init);
    };
    const result = await resubmitPayoutBatch(
      ctx.deps,
      failed.id,
      paypalRegistry(ctx, createPaypalPayoutProvider(config, fetchSpy)),
    );
    expect(result).toMatchObject({
      batchId: failed.id,
      count: 1,
      total: '19.60',
      providerBatchId: '5UXD2E8A7EBQJ',
      error: null,
    });
    expect(JSON.parse(body).sender_batch_header.sender_batch_id).toBe(`liner-batch-${failed.id}`);
    const noCalls = paypalRegistry(
      ctx,
      createPaypalPayoutProvider(config, async (url) => {
        throw new Error(`Unexpected request to ${url}`);
      }),
    );
    expect((await resubmitPayoutBatch(ctx.deps, failed.id, noCalls)).providerBatchId).toBe('5UXD2E8A7EBQJ');
    await expect(resubmitPayoutBatch(ctx.deps, 99_999, noCalls)).rejects.toThrow('Payout batch not found');
  });

  it('refuses to resubmit a batch whose provider is no longer configured', async () => {
    await approved('paypal', '11.00');
    const refused = await exportApprovedPayouts(
      ctx.deps,
      admin.user.id,
      paypalRegistry(ctx, createPaypalPayoutProvider(config, paypalFetch(400, 'paypal-duplicate-batch.json'))),
    );
    const localOnly = createPayoutProviderRegistry(createLocalPayoutProvider(ctx.deps.storage), []);
    const error = await resubmitPayoutBatch(ctx.deps, refused.batches[0].batchId, localOnly).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(
      'paypal payouts are not configured on this server: pay the batch from its file',
    );
  });
});
