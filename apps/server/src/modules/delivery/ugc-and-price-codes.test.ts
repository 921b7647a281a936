import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import type { DeliverableRelease } from '../releases/index.js';
import {
  startFixtureDeliveryWorkers,
  stopDeliveryWorkers,
  SCHEMA_DIR,
  storeFixtureRelease,
  waitForBatches,
  xmllintErrors,
} from './delivery-test-support.js';
import type { DeliveryWorkers } from './register-delivery-workers.js';
import { requestDelivery } from './request-delivery.js';

const UPC = '012345678905';
const STORES = ['spotify', 'apple-music', 'youtube-content-id', 'meta', 'tiktok'];
let ctx: TestContext;
let workers: DeliveryWorkers;
let owner: Awaited<ReturnType<typeof createUser>>;
let operatorToken: string;
const releases = new Map<number, DeliverableRelease>();

const fileOf = (storeId: string, batchId: string) =>
  path.join(ctx.deps.config.dataDir, 'deliveries', storeId, batchId, UPC, `${UPC}.xml`);
const messageOf = (storeId: string, batchId: string) => fs.readFileSync(fileOf(storeId, batchId), 'utf8');
const dealTerms = (xml: string) => [...xml.matchAll(/<DealTerms>([\s\S]*?)<\/DealTerms>/g)].map((m) => m[1]);
const values = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`, 'g'))].map((m) => m[1]);

async function deliver(action: 'insert' | 'takedown', storeIds: string[]) {
  const { batchId } = await requestDelivery(ctx.deps, { releaseId: 1, action, storeIds, requestedBy: owner.user.id });
  const jobs = await waitForBatches(ctx.deps, [batchId], storeIds.length);
  return { batchId, jobs };
}

const setPriceCode = (storeId: string, payload: unknown, token = operatorToken) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/stores/${storeId}/price-code`,
    headers: bearer(token),
    payload: payload as object,
  });

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  operatorToken = (await createUser(ctx, { isAdmin: true })).token;
  releases.set(1, await storeFixtureRelease(ctx.deps, { releaseId: 1, ownerUserId: owner.user.id, storeIds: STORES }));
  workers = await startFixtureDeliveryWorkers(ctx.deps, releases);
});

afterAll(async () => {
  if (ctx) await stopDeliveryWorkers(ctx.deps, workers);
  await ctx?.close();
});

describe('PUT /api/admin/stores/:storeId/price-code', () => {
  it('is for operators only', async () => {
    expect((await setPriceCode('apple-music', { priceCode: 'MID' }, owner.token)).statusCode).toBe(403);
  });

  it('refuses a code with spaces or too long, with the field message', async () => {
    for (const priceCode of ['MID PRICE', 'X'.repeat(51), 'tier;drop']) {
      const res = await setPriceCode('apple-music', { priceCode });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.priceCode).toEqual(['Write the price code as letters, digits, - or _ (at most 50)']);
    }
    expect((await setPriceCode('apple-music', {})).statusCode).toBe(422);
  });

  it('answers 404 for an unknown store', async () => {
    const res = await setPriceCode('no-such-store', { priceCode: 'MID' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Unknown store');
  });

  it('sets and clears a store price tier, shown in the store catalogue', async () => {
    const set = await setPriceCode('beatport', { priceCode: ' BUDGET ' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: 'beatport', priceCode: 'BUDGET' });
    expect((await setPriceCode('beatport', { priceCode: '' })).json().priceCode).toBeNull();
    expect((await setPriceCode('beatport', { priceCode: null })).json().priceCode).toBeNull();
    const list = await ctx.app.inject({ method: 'GET', url: '/api/portal/stores', headers: bearer(owner.token) });
    expect(list.json().data.find((s: { id: string }) => s.id === 'beatport').priceCode).toBeNull();
  });
});

describe('store deals as the DDEX samples write them, UGC services included', () => {
  let batchId: string;

  beforeAll(async () => {
    expect((await setPriceCode('apple-music', { priceCode: 'MID' })).statusCode).toBe(200);
    const delivered = await deliver('insert', STORES);
    batchId = delivered.batchId;
    expect(delivered.jobs.map((job) => [job.storeId, job.status]).sort()).toEqual(
      [...STORES].sort().map((storeId) => [storeId, 'delivered']),
    );
  });

  it.skipIf(!SCHEMA_DIR)('writes messages valid against the ERN 4.3 XSD for every store', () => {
    expect(xmllintErrors(STORES.map((storeId) => fileOf(storeId, batchId)))).toBe('');
  });

  it('gives subscribers offline listening apart from the ad-supported tier', () => {
    const [subscription, adSupported] = dealTerms(messageOf('spotify', batchId));
    expect(values(subscription, 'CommercialModelType')).toEqual(['SubscriptionModel']);
    expect(values(subscription, 'UseType')).toEqual(['OnDemandStream', 'NonInteractiveStream', 'ConditionalDownload']);
    expect(values(adSupported, 'CommercialModelType')).toEqual(['AdvertisementSupportedModel']);
    expect(values(adSupported, 'UseType')).toEqual(['OnDemandStream', 'NonInteractiveStream']);
  });

  it("prices the download deal with the store's price code set by the operator", () => {
    const apple = messageOf('apple-music', batchId);
    const sale = dealTerms(apple).find((terms) => terms.includes('PermanentDownload')) ?? '';
    expect(sale).toContain('<PriceCode Namespace="PADPIDAUNKNOWNSTORE">MID</PriceCode>');
    expect(messageOf('spotify', batchId)).not.toContain('PriceCode');
  });

  it('claims user uploads at YouTube Content ID, and adds the sound library at Meta and TikTok', () => {
    const youtube = messageOf('youtube-content-id', batchId);
    expect(youtube).toMatch(/<MessageRecipient>\s*<PartyId>PADPIDA2015120100H<\/PartyId>/);
    const [claim, ...others] = dealTerms(youtube.slice(0, youtube.indexOf('</ReleaseDeal>')));
    expect(others).toEqual([]);
    expect(values(claim, 'CommercialModelType')).toEqual(['RightsClaimModel']);
    expect(values(claim, 'UseType')).toEqual(['UserMakeAvailableUserProvided']);
    expect(values(claim, 'RightsClaimPolicyType')).toEqual(['Monetize']);
    for (const storeId of ['meta', 'tiktok']) {
      const xml = messageOf(storeId, batchId);
      const main = dealTerms(xml.slice(0, xml.indexOf('</ReleaseDeal>')));
      expect(main.map((terms) => values(terms, 'UseType'))).toEqual([
        ['UserMakeAvailableUserProvided'],
        ['UserMakeAvailableLabelProvided'],
      ]);
      expect(xml).not.toContain('OnDemandStream');
    }
  });

  it('takes a release down at a UGC service with a message without deals', async () => {
    const takedown = await deliver('takedown', ['youtube-content-id']);
    const xml = messageOf('youtube-content-id', takedown.batchId);
    expect(xml).not.toContain('<DealList>');
    if (SCHEMA_DIR) expect(xmllintErrors([fileOf('youtube-content-id', takedown.batchId)])).toBe('');
  });
});
