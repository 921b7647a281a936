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
import { payoutBatches, payoutMethods } from './tables.js';

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

describe('exporting payouts to PayPal', () => {
  let ctx: TestContext;
  let artist: CreatedUser;
  let admin: CreatedUser;
  let methodId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    artist = await createUser(ctx);
    admin = await createUser(ctx, { isAdmin: true });
    const now = ctx.clock.now();
    // A verified PayPal method inserted directly: the verify flow has its own tests.
    [{ id: methodId }] = await ctx.deps.db
      .insert(payoutMethods)
      .values({
        userId: artist.user.id,
        type: 'paypal',
        status: 'verified',
        paypalEmail: 'pay@example.test',
        verifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await creditEarnings(ctx.deps.db, artist.user.id, 100_000_000n);
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function approved(amount: string): Promise<void> {
    const payout = await requestPayout(ctx.deps, artist.user, { methodId, amount });
    await approvePayout(ctx.deps, admin.user.id, payout.id);
  }

  it('records the batch file and PayPal batch id', async () => {
    await approved('50.00');
    const provider = createPaypalPayoutProvider(config, paypalFetch(201, 'paypal-create-batch.json'));
    const result = await exportApprovedPayouts(ctx.deps, admin.user.id, provider);
    expect(result).toMatchObject({ count: 1, total: '49.00', providerBatchId: '5UXD2E8A7EBQJ' });
    expect(await ctx.deps.storage.exists(result.file!)).toBe(true);
    const [batch] = await ctx.deps.db.select().from(payoutBatches).where(eq(payoutBatches.id, result.batchId!));
    expect(batch).toMatchObject({
      provider: 'paypal',
      providerBatchId: '5UXD2E8A7EBQJ',
      payoutCount: 1,
      totalMicros: 49_000_000n,
    });
  });

  it('keeps the batch when PayPal refuses it, and says so', async () => {
    await approved('20.00');
    const provider = createPaypalPayoutProvider(config, paypalFetch(400, 'paypal-duplicate-batch.json'));
    const error = await exportApprovedPayouts(ctx.deps, admin.user.id, provider).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toMatch(
      /^Batch \d+ is saved as payouts\/batches\/batch-\d+\.csv, but paypal did not accept it/,
    );
    const batches = await ctx.deps.db.select().from(payoutBatches);
    expect(batches).toHaveLength(2);
    expect(batches.find((batch) => batch.providerBatchId === null)?.payoutCount).toBe(1);
  });

  it('resubmits a refused batch with the same batch id, and then answers it as it is', async () => {
    const [failed] = (await ctx.deps.db.select().from(payoutBatches)).filter((batch) => batch.providerBatchId === null);
    let body = '';
    const recorded = paypalFetch(201, 'paypal-create-batch.json');
    const fetchSpy: FetchLike = async (url, init) => {
      if (url.endsWith('/payouts')) body = init.body ?? '';
      return recorded(url, init);
    };
    const result = await resubmitPayoutBatch(ctx.deps, failed.id, createPaypalPayoutProvider(config, fetchSpy));
    expect(result).toMatchObject({ batchId: failed.id, count: 1, total: '19.60', providerBatchId: '5UXD2E8A7EBQJ' });
    expect(JSON.parse(body).sender_batch_header.sender_batch_id).toBe(`liner-batch-${failed.id}`);
    const noCalls: FetchLike = async (url) => {
      throw new Error(`Unexpected request to ${url}`);
    };
    expect(
      (await resubmitPayoutBatch(ctx.deps, failed.id, createPaypalPayoutProvider(config, noCalls))).providerBatchId,
    ).toBe('5UXD2E8A7EBQJ');
    await expect(resubmitPayoutBatch(ctx.deps, 99_999, createPaypalPayoutProvider(config, noCalls))).rejects.toThrow(
      'Payout batch not found',
    );
  });
});
