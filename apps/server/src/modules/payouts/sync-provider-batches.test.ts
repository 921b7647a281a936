import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { AppError } from '../../platform/errors.js';
import { availableBalanceMicros } from '../ledger/index.js';
import { allBalances, creditEarnings } from '../ledger/testing.js';
import { notifications } from '../notifications/tables.js';
import { exportApprovedPayouts } from './export-payouts.js';
import { createLocalPayoutProvider } from './payout-provider.js';
import { createPayoutProviderRegistry, type PayoutProviderRegistry } from './payout-provider-registry.js';
import type { FetchLike } from './paypal-payouts-client.js';
import { requestPayout } from './payout-requests.js';
import { approvePayout } from './review-payouts.js';
import { syncPayoutBatch } from './settle-payouts.js';
import { syncProviderBatches } from './sync-provider-batches.js';
import { payoutMethods } from './tables.js';
import { createTipaltiPayoutProvider, tipaltiRefCode } from './tipalti-payments-client.js';
import { xmlText } from './tipalti-soap.js';

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');
const config = {
  payer: 'LinerMusic',
  apiKey: 'tipalti-test-key',
  iframeBase: 'https://ui2.sandbox.tipalti.com',
  apiBase: 'https://api.sandbox.tipalti.com',
};

/**
 * Tipalti on recorded answers: ProcessPayments is accepted; GetPODetails answers the file that
 * `statuses` names for the asked RefCode. Every call is counted.
 */
function recordedTipalti(statuses: Map<string, string>) {
  const asked: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    const body = init.body ?? '';
    const refCode = xmlText(body, 'poRefCode');
    asked.push(refCode ?? 'ProcessPayments');
    const file = url.endsWith('/v14/PayerFunctions.asmx')
      ? 'tipalti-process-payments-ok.xml'
      : refCode && url.endsWith('/v8/PayeeFunctions.asmx')
        ? statuses.get(refCode)
        : undefined;
    if (!file) throw new Error(`Unexpected request to ${url}`);
    const text = fixture(file);
    return { ok: true, status: 200, json: async () => JSON.parse(text), text: async () => text };
  };
  return { fetch, asked };
}

describe('the scheduled sync settles what the providers report', () => {
  let ctx: TestContext;
  let artist: CreatedUser;
  let admin: CreatedUser;
  let methodId = 0;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { tipalti: config } });
    artist = await createUser(ctx);
    admin = await createUser(ctx, { isAdmin: true });
    const now = ctx.clock.now();
    // A Tipalti payee inserted as onboarded: the iframe flow has its own tests.
    const [method] = await ctx.deps.db
      .insert(payoutMethods)
      .values({
        userId: artist.user.id,
        type: 'tipalti',
        status: 'verified',
        accountEmail: artist.user.email,
        providerAccountId: `liner-${artist.user.id}`,
        providerAccountStatus: 'active',
        verifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    methodId = method.id;
    await creditEarnings(ctx.deps.db, artist.user.id, 500_000_000n);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const registry = (fetch: FetchLike): PayoutProviderRegistry =>
    createPayoutProviderRegistry(createLocalPayoutProvider(ctx.deps.storage), [
      { provider: createTipaltiPayoutProvider(config, fetch, () => ctx.clock.now()), methods: ['tipalti'] },
    ]);

  async function approved(amount: string): Promise<number> {
    const payout = await requestPayout(ctx.deps, artist.user, { methodId, amount });
    await approvePayout(ctx.deps, admin.user.id, payout.id);
    return payout.id;
  }

  const payoutNotices = async () =>
    (await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, artist.user.id)))
      .filter((row) => row.type === 'payout')
      .map((row) => row.title);

  it('a returned Tipalti payment is credited back once and told once, however often the sync runs', async () => {
    const returned = await approved('50.00');
    const pending = await approved('30.00');
    const statuses = new Map([
      [tipaltiRefCode(returned), 'tipalti-po-rejected.xml'],
      [tipaltiRefCode(pending), 'tipalti-po-pending.xml'],
    ]);
    const tipalti = recordedTipalti(statuses);
    const exported = await exportApprovedPayouts(ctx.deps, admin.user.id, registry(tipalti.fetch));
    expect(exported.batches).toEqual([
      expect.objectContaining({ provider: 'tipalti', providerBatchId: expect.stringMatching(/^Liner batch \d+$/) }),
    ]);
    const afterExport = await availableBalanceMicros(ctx.deps.db, artist.user.id);
    const noticesBefore = (await payoutNotices()).length;

    const first = await syncProviderBatches(ctx.deps, registry(tipalti.fetch));
    expect(first).toEqual({ asked: 1, settled: 0, problems: [] });
    const second = await syncProviderBatches(ctx.deps, registry(tipalti.fetch));
    expect(second).toEqual({ asked: 1, settled: 0, problems: [] });
    expect(tipalti.asked).toEqual([
      'ProcessPayments',
      tipaltiRefCode(returned),
      tipaltiRefCode(pending),
      tipaltiRefCode(returned),
      tipaltiRefCode(pending),
    ]);

    // The whole amount of the returned payout (net, fee and withholding) is back, once.
    expect(await availableBalanceMicros(ctx.deps.db, artist.user.id)).toBe(afterExport + 50_000_000n);
    expect((await payoutNotices()).slice(noticesBefore)).toEqual(['Payout returned']);
    expect([...(await allBalances(ctx.deps.db)).values()].reduce((sum, value) => sum + value, 0n)).toBe(0n);

    // Once the other is paid the batch closes, and later runs leave it alone.
    statuses.set(tipaltiRefCode(pending), 'tipalti-po-paid.xml');
    expect(await syncProviderBatches(ctx.deps, registry(tipalti.fetch))).toEqual({
      asked: 1,
      settled: 1,
      problems: [],
    });
    expect(await syncProviderBatches(ctx.deps, registry(tipalti.fetch))).toEqual({
      asked: 0,
      settled: 0,
      problems: [],
    });
    expect((await payoutNotices()).slice(noticesBefore)).toEqual(['Payout returned', 'Payout paid']);
  });

  it('a provider that cannot answer is a 502 with its words for the desk, and a problem for the job', async () => {
    await approved('20.00');
    const fine = recordedTipalti(new Map());
    const [batch] = (await exportApprovedPayouts(ctx.deps, admin.user.id, registry(fine.fetch))).batches;
    const failing = recordedTipalti(new Map());
    const error = await syncPayoutBatch(ctx.deps, batch.batchId, registry(failing.fetch)).catch((caught) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'BAD_GATEWAY', reason: 'PROVIDER_UNREACHABLE' });
    expect((error as Error).message).toMatch(/^tipalti could not be asked about this batch \(Unexpected request/);
    const summary = await syncProviderBatches(ctx.deps, registry(failing.fetch));
    expect(summary.asked).toBe(1);
    expect(summary.problems).toEqual([expect.stringMatching(new RegExp(`^batch ${batch.batchId} \\(tipalti\\): `))]);
  });
});
