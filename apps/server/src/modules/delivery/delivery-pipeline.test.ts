import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
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
import { deliveryBatches, type deliveryJobs, deliveryLog, stores } from './tables.js';
import { FolderTransport } from './transports/folder-transport.js';
import { openTransport, type OpenTransport } from './transports/open-transport.js';

const UPC = '012345678905';
let ctx: TestContext;
let workers: DeliveryWorkers;
let owner: Awaited<ReturnType<typeof createUser>>;
const releases = new Map<number, DeliverableRelease>();
/** Store id -> how many more sends fail, for the transient-failure tests. */
const failures = new Map<string, number>();

/** The real folder transport, made to fail putFile while a store has failures left. */
const flakyTransport: OpenTransport = async (deps, store) => {
  const inner = await openTransport(deps, store);
  return {
    ...inner,
    description: inner.description,
    putFile: async (file, source) => {
      const left = failures.get(store.id) ?? 0;
      if (left > 0) {
        failures.set(store.id, left - 1);
        throw new Error(`connection reset by ${store.id}`);
      }
      return inner.putFile(file, source);
    },
    writeText: (file, text) => inner.writeText(file, text),
    close: () => inner.close(),
  };
};

const folderOf = (storeId: string, batchId: string) =>
  path.join(ctx.deps.config.dataDir, 'deliveries', storeId, batchId);
const messageOf = (storeId: string, batchId: string) =>
  fs.readFileSync(path.join(folderOf(storeId, batchId), UPC, `${UPC}.xml`), 'utf8');

async function deliver(
  releaseId: number,
  action: 'insert' | 'update' | 'takedown',
  storeIds?: string[],
  expectedJobs?: number,
) {
  const { batchId } = await requestDelivery(ctx.deps, { releaseId, action, storeIds, requestedBy: owner.user.id });
  return { batchId, jobs: await waitForBatches(ctx.deps, [batchId], expectedJobs) };
}

async function logOf(batchId: string) {
  return ctx.deps.db.select().from(deliveryLog).where(eq(deliveryLog.batchId, batchId)).orderBy(deliveryLog.id);
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  for (const releaseId of [1, 2, 3, 4]) {
    releases.set(
      releaseId,
      await storeFixtureRelease(ctx.deps, {
        releaseId,
        ownerUserId: owner.user.id,
        storeIds: ['spotify', 'apple-music', 'youtube-music'],
      }),
    );
  }
  workers = await startFixtureDeliveryWorkers(ctx.deps, releases, {
    openTransport: flakyTransport,
    retryLimit: 2,
    retryDelaySeconds: 1,
  });
});

afterAll(async () => {
  if (ctx) await stopDeliveryWorkers(ctx.deps, workers);
  await ctx?.close();
});

describe('delivery of a two-track release to three stores through the folder transport', () => {
  let batchId: string;
  let jobs: (typeof deliveryJobs.$inferSelect)[];

  beforeAll(async () => {
    ({ batchId, jobs } = await deliver(1, 'insert', ['spotify', 'apple-music', 'youtube-music']));
  });

  it('delivers every store once', () => {
    expect(jobs.map((j) => [j.storeId, j.status, j.attempts]).sort()).toEqual([
      ['apple-music', 'delivered', 1],
      ['spotify', 'delivered', 1],
      ['youtube-music', 'delivered', 1],
    ]);
  });

  it('writes <batch>/<UPC>/<UPC>.xml, the resources by hard link, then BatchComplete_<batch>.xml', () => {
    for (const storeId of ['spotify', 'apple-music', 'youtube-music']) {
      const folder = folderOf(storeId, batchId);
      expect(fs.readdirSync(path.join(folder, UPC, 'resources')).sort()).toEqual([
        `${UPC}.jpg`,
        `${UPC}_01_001.flac`,
        `${UPC}_01_002.flac`,
      ]);
      const linked = fs.statSync(path.join(folder, UPC, 'resources', `${UPC}_01_001.flac`));
      const stored = fs.statSync(ctx.deps.storage.localPath(releases.get(1)!.files.tracks[0].storageKey)!);
      expect(linked.ino).toBe(stored.ino);
      const manifest = fs.readFileSync(path.join(folder, `BatchComplete_${batchId}.xml`), 'utf8');
      expect(manifest).toContain(`<URL>${UPC}/${UPC}.xml</URL>`);
      expect(manifest).toContain(`<MessageId>LINER-${batchId}-${storeId}</MessageId>`);
    }
  });

  it('addresses each store and gives it its own deals', () => {
    const spotify = messageOf('spotify', batchId);
    expect(spotify).toMatch(/<MessageRecipient>\s*<PartyId>PADPIDA2011072101T<\/PartyId>/);
    expect(spotify).toContain('<UseType>OnDemandStream</UseType>');
    expect(spotify).not.toContain('PermanentDownload');
    expect(spotify).toContain('<ExcludedTerritoryCode>KP</ExcludedTerritoryCode>');
    expect(spotify).toContain(`<URI>resources/${UPC}_01_002.flac</URI>`);
    const apple = messageOf('apple-music', batchId);
    expect(apple).toContain('<UseType>PermanentDownload</UseType>');
    expect(apple).toContain('<PartyId>PADPIDAUNKNOWNSTORE</PartyId>');
    expect(apple).toContain('<MessageControlType>TestMessage</MessageControlType>');
  });

  it.skipIf(!SCHEMA_DIR)('writes messages valid against the ERN 4.3 XSD', () => {
    const files = ['spotify', 'apple-music', 'youtube-music'].map((s) =>
      path.join(folderOf(s, batchId), UPC, `${UPC}.xml`),
    );
    expect(xmllintErrors(files)).toBe('');
  });
  if (!SCHEMA_DIR) console.log('DDEX_SCHEMA_DIR not set: XSD validation of delivered messages skipped');

  it('logs each step per store', async () => {
    const log = await logOf(batchId);
    expect(log[0]).toMatchObject({ step: 'request', storeId: null, status: 'info' });
    for (const storeId of ['spotify', 'apple-music', 'youtube-music']) {
      expect(log.filter((l) => l.storeId === storeId).map((l) => `${l.step}:${l.status}`)).toEqual([
        'check:ok',
        'build:ok',
        'resources:ok',
        'message:ok',
        'manifest:ok',
      ]);
    }
  });
});

describe('failures', () => {
  it('retries a transient transport failure with backoff, and a store failing for good does not block the others', async () => {
    failures.set('deezer', 1);
    failures.set('tidal', 99);
    const { batchId, jobs } = await deliver(2, 'insert', ['spotify', 'deezer', 'tidal'], 3);
    const byStore = Object.fromEntries(jobs.map((j) => [j.storeId, j]));
    expect(byStore.spotify).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(byStore.deezer).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });
    expect(byStore.tidal).toMatchObject({ status: 'failed', attempts: 3, lastError: 'connection reset by tidal' });
    const log = await logOf(batchId);
    expect(log.filter((l) => l.storeId === 'deezer' && l.status === 'error').map((l) => l.message)).toEqual([
      'connection reset by deezer (attempt 1 of 3, will retry)',
    ]);
    expect(log.filter((l) => l.storeId === 'tidal' && l.status === 'error').at(-1)?.message).toContain(
      'gave up after 3 attempts',
    );
    expect(fs.existsSync(path.join(folderOf('tidal', batchId), `BatchComplete_${batchId}.xml`))).toBe(false);
    failures.clear();
  });

  it('fails a release with data problems at once, naming them, without retrying', async () => {
    const broken = structuredClone(releases.get(1)!);
    broken.releaseId = 5;
    broken.release.cover = { ...broken.release.cover, width: 1000, height: 1000 };
    releases.set(5, broken);
    const { batchId, jobs } = await deliver(5, 'insert', ['spotify']);
    expect(jobs[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(jobs[0].lastError).toContain('at least 3000 x 3000');
    expect((await logOf(batchId)).at(-1)).toMatchObject({ step: 'check', status: 'error' });
    expect(fs.existsSync(folderOf('spotify', batchId))).toBe(false);
  });

  it('refuses SFTP delivery to a store without a DPID', async () => {
    await ctx.deps.db
      .update(stores)
      .set({
        transport: {
          kind: 'sftp',
          host: 'sftp.example.test',
          username: 'liner',
          privateKeyPath: '/nonexistent',
          remoteDir: '/inbox',
        },
      })
      .where(eq(stores.id, 'tidal'));
    const { jobs } = await deliver(1, 'insert', ['tidal']);
    await ctx.deps.db
      .update(stores)
      .set({ transport: { kind: 'folder' } })
      .where(eq(stores.id, 'tidal'));
    expect(jobs[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(jobs[0].lastError).toContain('no DDEX party id');
  });
});

describe('updates, takedowns and acknowledgements', () => {
  let insertBatch: string;

  beforeAll(async () => {
    ({ batchId: insertBatch } = await deliver(3, 'insert', ['spotify', 'deezer']));
  });

  it('resends the full message and the resources on an update to the release stores, and takes it down where an edit removed the store', async () => {
    const { batchId, jobs } = await deliver(3, 'update', undefined, 3);
    expect(jobs.map((j) => j.storeId).sort()).toEqual(['apple-music', 'spotify', 'youtube-music']);
    // Deezer had the release, and the release no longer names it: it gets a takedown, not the update.
    const [takedown] = await ctx.deps.db
      .select()
      .from(deliveryBatches)
      .where(and(eq(deliveryBatches.releaseId, 3), eq(deliveryBatches.action, 'takedown')));
    const [deezer] = await waitForBatches(ctx.deps, [takedown.id], 1);
    expect(deezer).toMatchObject({ storeId: 'deezer', status: 'delivered' });
    expect(messageOf('deezer', takedown.id)).not.toContain('<DealList>');
    expect(jobs.every((j) => j.status === 'delivered')).toBe(true);
    const xml = messageOf('spotify', batchId);
    expect(xml).toContain('<DealList>');
    expect(xml).toContain(`<MessageId>LINER-${batchId}-spotify</MessageId>`);
    expect(messageOf('spotify', insertBatch)).toContain(`<MessageId>LINER-${insertBatch}-spotify</MessageId>`);
    expect(fs.readdirSync(path.join(folderOf('spotify', batchId), UPC, 'resources'))).toHaveLength(3);
  });

  it('takes down with a message that has no DealList, only where the release was delivered', async () => {
    const { batchId, jobs } = await deliver(3, 'takedown');
    expect(jobs.map((j) => j.storeId).sort()).toEqual(['apple-music', 'deezer', 'spotify', 'youtube-music']);
    const xml = messageOf('deezer', batchId);
    expect(xml).not.toContain('<DealList>');
    expect(xml).toContain(`<ICPN>${UPC}</ICPN>`);
    expect(fs.existsSync(path.join(folderOf('deezer', batchId), UPC, 'resources'))).toBe(false);
    expect(fs.readFileSync(path.join(folderOf('deezer', batchId), `BatchComplete_${batchId}.xml`), 'utf8')).toContain(
      'TakedownDelivery',
    );
  });

  it('marks a release live at a store when the operator imports its acknowledgement', async () => {
    const { batchId } = await deliver(4, 'insert', ['spotify', 'deezer']);
    const admin = await createUser(ctx, { isAdmin: true });
    const ack = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/deliveries/ack',
      headers: bearer(admin.token),
      payload: { storeId: 'spotify', icpn: UPC, status: 'live', message: 'Available in 180 markets' },
    });
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toEqual({ releaseId: 4, storeId: 'spotify', status: 'acknowledged', live: true });
    const states = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/release/4/stores',
      headers: bearer(owner.token),
    });
    expect(
      states
        .json()
        .data.map((s: { storeId: string; status: string; state: string; live: boolean }) => [
          s.storeId,
          s.status,
          s.state,
          s.live,
        ]),
    ).toEqual([
      ['spotify', 'acknowledged', 'live', true],
      // A test package in Liner's folder: never "delivered" to the artist.
      ['deezer', 'delivered', 'packaged', false],
    ]);
    const log = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/release/4/delivery-log',
      headers: bearer(owner.token),
    });
    expect(log.json().data[0]).toMatchObject({
      kind: 'live',
      text: 'Live on Spotify',
      detail: 'Available in 180 markets',
    });
    expect(log.json().data.at(-1)).toMatchObject({
      kind: 'packaged',
      text: 'Test package prepared for Spotify and Deezer (not sent)',
    });
    expect(JSON.stringify(log.json())).not.toContain(ctx.deps.config.dataDir);
    expect(
      (await logOf(batchId))
        .filter((l) => l.storeId === 'spotify')
        .map((l) => l.step)
        .at(-1),
    ).toBe('acknowledgement');
  });
});

describe('jobs are sent after commit', () => {
  it('sends nothing for a request rolled back with its transaction', async () => {
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await requestDelivery(
          ctx.deps,
          { releaseId: 1, action: 'insert', storeIds: ['spotify'], requestedBy: owner.user.id },
          tx,
        );
        throw new Error('approval failed');
      }),
    ).rejects.toThrow('approval failed');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await workers.outbox.idle();
    const rows = await ctx.deps.db.select().from(deliveryBatches).where(eq(deliveryBatches.releaseId, 1));
    expect(rows.every((b) => b.action === 'insert')).toBe(true);
    expect(rows).toHaveLength(2);
  });

  it('delivers a request made inside a committed transaction, with the stores chosen on the release', async () => {
    const { batchId } = await ctx.deps.db.transaction((tx) =>
      requestDelivery(ctx.deps, { releaseId: 2, action: 'insert', requestedBy: owner.user.id }, tx),
    );
    const jobs = await waitForBatches(ctx.deps, [batchId], 3);
    expect(jobs.map((j) => [j.storeId, j.status]).sort()).toEqual([
      ['apple-music', 'delivered'],
      ['spotify', 'delivered'],
      ['youtube-music', 'delivered'],
    ]);
  });

  it('writes through FolderTransport atomically (no .part left)', async () => {
    const root = path.join(ctx.deps.config.dataDir, 'atomic');
    const transport = new FolderTransport(root);
    await transport.writeText('a/b.xml', '<x/>');
    expect(fs.readdirSync(path.join(root, 'a'))).toEqual(['b.xml']);
  });
});
