import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { requestDelivery } from './request-delivery.js';
import { deliveryBatches, deliveryJobs } from './tables.js';

// No job runner here (deps.jobs = null, as in API tests): requests are recorded and wait in the outbox.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/portal/stores', () => {
  it('lists the seeded catalog with DPIDs where known', async () => {
    const { token } = await createUser(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/portal/stores', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      id: string;
      dpid: string | null;
      dealTypes: string[];
      needsDpid: boolean;
      transport: string;
    }[];
    expect(data[0]).toEqual({
      id: 'spotify',
      name: 'Spotify',
      dpid: 'PADPIDA2011072101T',
      dealTypes: ['streaming'],
      transport: 'folder',
      needsDpid: false,
      priceCode: null,
    });
    expect(data.find((s) => s.id === 'apple-music')).toMatchObject({
      dpid: null,
      needsDpid: true,
      dealTypes: ['streaming', 'download'],
      priceCode: 'FRONT',
    });
    expect(data.find((s) => s.id === 'youtube-content-id')).toMatchObject({
      dpid: 'PADPIDA2015120100H',
      dealTypes: ['ugc'],
    });
    expect(data.find((s) => s.id === 'tiktok')).toMatchObject({ dealTypes: ['ugc', 'ugc-library'] });
    expect(data.length).toBeGreaterThanOrEqual(15);
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/portal/stores' })).statusCode).toBe(401);
  });
});

describe('requestDelivery without a job runner', () => {
  it('records the batch and one outbox row per enabled store, ignoring unknown stores', async () => {
    const { user } = await createUser(ctx);
    const { batchId } = await requestDelivery(ctx.deps, {
      releaseId: 77,
      action: 'insert',
      storeIds: ['spotify', 'deezer', 'nope'],
      requestedBy: user.id,
    });
    const jobs = await ctx.deps.db.select().from(deliveryJobs).where(eq(deliveryJobs.batchId, batchId));
    expect(jobs.map((j) => [j.storeId, j.status, j.enqueuedAt]).sort()).toEqual([
      ['deezer', 'queued', null],
      ['spotify', 'queued', null],
    ]);
  });

  it('leaves the stores of a request without storeIds to the sweeper', async () => {
    const { user } = await createUser(ctx);
    const { batchId } = await requestDelivery(ctx.deps, { releaseId: 78, action: 'update', requestedBy: user.id });
    const [batch] = await ctx.deps.db.select().from(deliveryBatches).where(eq(deliveryBatches.id, batchId));
    expect(batch.storesPlanned).toBe(false);
  });

  it('sends a takedown without storeIds nowhere when the release was never delivered', async () => {
    const { user } = await createUser(ctx);
    const { batchId } = await requestDelivery(ctx.deps, { releaseId: 79, action: 'takedown', requestedBy: user.id });
    expect(await ctx.deps.db.select().from(deliveryJobs).where(eq(deliveryJobs.batchId, batchId))).toEqual([]);
  });
});

describe('release delivery log and store states', () => {
  it('answers 404 for a release of another user or one never delivered', async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const { batchId } = await requestDelivery(ctx.deps, {
      releaseId: 80,
      action: 'insert',
      storeIds: ['spotify'],
      requestedBy: owner.user.id,
    });
    await ctx.deps.db
      .update(deliveryBatches)
      .set({ ownerUserId: owner.user.id })
      .where(eq(deliveryBatches.id, batchId));
    for (const path of ['delivery-log', 'stores']) {
      const mine = await ctx.app.inject({
        method: 'GET',
        url: `/api/portal/release/80/${path}`,
        headers: bearer(owner.token),
      });
      expect(mine.statusCode).toBe(200);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/portal/release/80/${path}`, headers: bearer(other.token) }))
          .statusCode,
      ).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/portal/release/9999/${path}`, headers: bearer(owner.token) }))
          .statusCode,
      ).toBe(404);
    }
    const log = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/release/80/delivery-log',
      headers: bearer(owner.token),
    });
    expect(log.json().data).toEqual([
      expect.objectContaining({ kind: 'queued', storeNames: ['Spotify'], text: 'Queued for Spotify', detail: null }),
    ]);
    const stores = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/release/80/stores',
      headers: bearer(owner.token),
    });
    expect(stores.json().data).toEqual([
      expect.objectContaining({ storeId: 'spotify', status: 'queued', state: 'queued', live: false, attempts: 0 }),
    ]);
  });
});

describe('POST /api/admin/deliveries/ack', () => {
  const ack = { storeId: 'spotify', icpn: '012345678905', status: 'live' };

  it('is for operators only', async () => {
    const { token } = await createUser(ctx);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/deliveries/ack', headers: bearer(token), payload: ack }))
        .statusCode,
    ).toBe(403);
  });

  it('validates the acknowledgement and names an unknown store', async () => {
    const { token } = await createUser(ctx, { isAdmin: true });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/deliveries/ack',
      headers: bearer(token),
      payload: { storeId: 'spotify', icpn: '12', status: 'maybe' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['icpn', 'status']);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/deliveries/ack',
      headers: bearer(token),
      payload: { ...ack, storeId: 'nope' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ storeId: ['Unknown store'] });
  });

  it('answers 404 when nothing was delivered with that UPC to that store', async () => {
    const { token } = await createUser(ctx, { isAdmin: true });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/deliveries/ack',
      headers: bearer(token),
      payload: ack,
    });
    expect(res.statusCode).toBe(404);
  });
});
