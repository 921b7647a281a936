import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '@liner/domain';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { blocklistEntry, decide, submittedId } from '../programmes/testing.js';
import type { DeliverableRelease } from '../releases/index.js';
import {
  startFixtureDeliveryWorkers,
  stopDeliveryWorkers,
  storeFixtureRelease,
  waitForBatches,
} from './delivery-test-support.js';
import type { DeliveryWorkers } from './register-delivery-workers.js';
import { requestDelivery } from './request-delivery.js';

const UPC = '012345678905';
const STORES = ['spotify', 'youtube-content-id', 'meta', 'tiktok'];
let ctx: TestContext;
let workers: DeliveryWorkers;
let owner: CreatedUser;
let operator: CreatedUser;

const messageOf = (storeId: string, batchId: string) =>
  fs.readFileSync(path.join(ctx.deps.config.dataDir, 'deliveries', storeId, batchId, UPC, `${UPC}.xml`), 'utf8');

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  operator = await createUser(ctx, { isAdmin: true });
  const releases = new Map<number, DeliverableRelease>();
  releases.set(1, await storeFixtureRelease(ctx.deps, { releaseId: 1, ownerUserId: owner.user.id, storeIds: STORES }));
  workers = await startFixtureDeliveryWorkers(ctx.deps, releases);
});

afterAll(async () => {
  if (ctx) await stopDeliveryWorkers(ctx.deps, workers);
  await ctx?.close();
});

describe('an approved blocklist entry changes what the stores of its platform receive', () => {
  it('withholds the UGC deals at YouTube Content ID only while approved; a waiting entry changes nothing', async () => {
    const today = isoDay(ctx.deps.clock.now());
    const youtube = await submittedId(
      ctx,
      owner,
      'blocklist',
      blocklistEntry({ platform: 'youtube', start_date: today }),
    );
    expect((await decide(ctx, operator, youtube, 'approve')).statusCode).toBe(200);
    // Waiting for review: TikTok still gets its deals.
    await submittedId(ctx, owner, 'blocklist', blocklistEntry({ platform: 'tiktok', start_date: today }));

    const { batchId } = await requestDelivery(ctx.deps, {
      releaseId: 1,
      action: 'insert',
      storeIds: STORES,
      requestedBy: owner.user.id,
    });
    const jobs = await waitForBatches(ctx.deps, [batchId], STORES.length);
    expect(jobs.map((job) => job.status)).toEqual(STORES.map(() => 'delivered'));

    const blocked = messageOf('youtube-content-id', batchId);
    expect(blocked).not.toContain('<DealList>');
    expect(blocked).not.toContain('RightsClaimModel');
    expect(messageOf('tiktok', batchId)).toContain('UserMakeAvailableUserProvided');
    expect(messageOf('meta', batchId)).toContain('UserMakeAvailableUserProvided');
    expect(messageOf('spotify', batchId)).toContain('OnDemandStream');

    // Removed by the account: the next delivery claims again.
    const removed = await ctx.app.inject({
      method: 'POST',
      url: '/api/portal/blocklist/remove',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { id: youtube },
    });
    expect(removed.statusCode).toBe(200);
    const again = await requestDelivery(ctx.deps, {
      releaseId: 1,
      action: 'update',
      storeIds: ['youtube-content-id'],
      requestedBy: owner.user.id,
    });
    await waitForBatches(ctx.deps, [again.batchId], 1);
    expect(messageOf('youtube-content-id', again.batchId)).toContain('RightsClaimModel');
  });
});
