import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import type { DeliverableRelease } from '../releases/index.js';
import { deliverToStore, TransientDeliveryError } from './deliver-to-store.js';
import { fixtureLoader, storeFixtureRelease } from './delivery-test-support.js';
import { storeNamesText } from './notify-store-changes.js';
import { requestDelivery } from './request-delivery.js';
import { deliveryJobs, stores } from './tables.js';

let ctx: TestContext;
let operator: CreatedUser;
let artist: CreatedUser;
let storeIds: string[];
let storeNames: Map<string, string>;
const releases = new Map<number, DeliverableRelease>();
const loader = fixtureLoader(releases);

const liveFolder = {
  enabled: true,
  dpid: 'PADPIDA2011072101T',
  isTest: false,
  transport: { kind: 'folder', ackDir: 'acknowledgements' },
};
const testFolder = { enabled: true, dpid: '', isTest: true, transport: { kind: 'folder', ackDir: 'acknowledgements' } };

async function configure(storeId: string, settings: object) {
  const answer = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/stores/${storeId}`,
    headers: bearer(operator.token),
    payload: settings,
  });
  expect(answer.statusCode).toBe(200);
}

/** Every store's job of a new batch, one after the other as the worker would. */
async function deliver(releaseId: number, ids: string[], action: 'insert' | 'takedown' = 'insert') {
  const { batchId } = await requestDelivery(ctx.deps, { releaseId, action, storeIds: ids, requestedBy: 1 });
  for (const storeId of ids) {
    await deliverToStore(ctx.deps, { batchId, storeId }, loader, { maxAttempts: 1 }).catch((error) => {
      if (!(error instanceof TransientDeliveryError)) throw error;
    });
  }
  return ctx.deps.db.select().from(deliveryJobs).where(eq(deliveryJobs.batchId, batchId));
}

async function notifications(): Promise<{ title: string; message: string }[]> {
  const answer = await ctx.app.inject({
    method: 'GET',
    url: '/api/portal/notifications?per_page=100',
    headers: bearer(artist.token),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.map((n: { title: string; message: string }) => ({ title: n.title, message: n.message }));
}

/** The notifications that arrived while `action` ran, oldest first. */
async function told(action: () => Promise<unknown>) {
  const before = (await notifications()).length;
  await action();
  const after = await notifications();
  return after.slice(0, after.length - before).reverse();
}

const ackFile = (messageId: string, status: string) =>
  `<?xml version="1.0"?><ernc:FtpAcknowledgementMessage xmlns:ernc="http://ddex.net/xml/ern-c/15">` +
  `<AcknowledgedFile><MessageId>${messageId}</MessageId></AcknowledgedFile>${status}</ernc:FtpAcknowledgementMessage>`;

function dropAck(storeId: string, messageId: string, status: string) {
  const dir = path.join(ctx.deps.config.dataDir, 'deliveries', storeId, 'acknowledgements');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `ACK_${messageId}.xml`), ackFile(messageId, status));
}

const poll = () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/deliveries/poll-acknowledgements',
    headers: bearer(operator.token),
  });

beforeAll(async () => {
  ctx = await createTestApp({
    config: { ddexSender: { dpid: 'PADPIDA2026112401L', name: 'Liner Test Distribution', testMessages: false } },
  });
  operator = await createUser(ctx, { isAdmin: true });
  artist = await createUser(ctx);
  const answer = await ctx.app.inject({ method: 'GET', url: '/api/admin/stores', headers: bearer(operator.token) });
  const all: { id: string; name: string; kind?: string }[] = answer.json().data;
  storeIds = all.slice(0, 4).map((store) => store.id);
  storeNames = new Map(all.map((store) => [store.id, store.name]));
  for (const id of storeIds) await configure(id, liveFolder);
  for (const releaseId of [1, 2]) {
    const release = await storeFixtureRelease(ctx.deps, { releaseId, ownerUserId: artist.user.id, storeIds: [] });
    release.release.title = `Album ${releaseId}`;
    releases.set(releaseId, release);
  }
});

afterAll(async () => {
  await ctx?.close();
});

describe('the artist is told when a store changes their release', () => {
  it('names two stores, then the first and how many more', () => {
    expect(storeNamesText(['Spotify'])).toBe('Spotify');
    expect(storeNamesText(['Spotify', 'Deezer'])).toBe('Spotify and Deezer');
    expect(storeNamesText(['Spotify', 'Deezer', 'Tidal', 'Apple Music'])).toBe('Spotify and 3 more stores');
  });

  it('tells a release going live at several stores in one poll once, and not again for a repeated answer', async () => {
    let sent: (typeof deliveryJobs.$inferSelect)[] = [];
    expect(
      await told(async () => {
        sent = await deliver(1, storeIds);
      }),
    ).toEqual([]);
    expect(sent.map((job) => job.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    for (const job of sent) dropAck(job.storeId, job.messageId ?? '', '<ReleaseStatus>Live</ReleaseStatus>');
    const first = storeNames.get(storeIds[0]);
    const all = storeIds.map((id) => storeNames.get(id));
    expect(await told(poll)).toEqual([
      {
        title: `Live on ${first} and 3 more stores`,
        message: `"Album 1" is live on ${all.slice(0, 3).join(', ')} and ${all[3]}.`,
      },
    ]);
    // The store says live again: nothing changed for the artist.
    dropAck(sent[0].storeId, sent[0].messageId ?? '', '<ReleaseStatus>Live</ReleaseStatus>');
    expect(await told(poll)).toEqual([]);
  });

  it('tells a rejection from the operator form in plain words', async () => {
    const icpn = releases.get(1)?.release.icpn ?? '';
    const result = await told(() =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/deliveries/ack',
        headers: bearer(operator.token),
        payload: { storeId: storeIds[1], icpn, status: 'rejected', message: 'ResourceCorrupt: cover < 1400 px' },
      }),
    );
    const name = storeNames.get(storeIds[1]);
    expect(result).toEqual([
      {
        title: `${name} turned down "Album 1"`,
        message: `${name} did not accept the release; our team is looking at what the store asked for.`,
      },
    ]);
    expect(JSON.stringify(result)).not.toContain('ResourceCorrupt');
  });

  it('tells the stores that failed once the batch is done, with no technical words', async () => {
    // A store without its DPID fails the check: the technical reason is the operator's.
    await ctx.deps.db
      .update(stores)
      .set({ dpid: null })
      .where(inArray(stores.id, storeIds.slice(0, 3)));
    const result = await told(() => deliver(2, storeIds.slice(0, 3)));
    for (const id of storeIds.slice(0, 3)) await configure(id, liveFolder);
    const first = storeNames.get(storeIds[0]);
    const [second, third] = storeIds.slice(1, 3).map((id) => storeNames.get(id));
    expect(result).toEqual([
      {
        title: `${first} and 2 more stores could not take "Album 2" yet`,
        message: `${first}, ${second} and ${third} could not take the release yet; our team is on it.`,
      },
    ]);
    expect(JSON.stringify(result)).not.toMatch(/not found|attempt|DPID/i);
  });

  it('tells a takedown once the store confirms it (a folder package is not at the store before)', async () => {
    let sent: (typeof deliveryJobs.$inferSelect)[] = [];
    expect(
      await told(async () => {
        sent = await deliver(1, storeIds.slice(2, 4), 'takedown');
      }),
    ).toEqual([]);
    for (const job of sent) dropAck(job.storeId, job.messageId ?? '', '<FileStatus>FileOK</FileStatus>');
    const [a, b] = storeIds.slice(2, 4).map((id) => storeNames.get(id));
    expect(await told(poll)).toEqual([
      { title: `Taken down from ${a} and ${b}`, message: `"Album 1" was taken down from ${a} and ${b}.` },
    ]);
  });

  it('tells nothing of test packages, delivered or failed', async () => {
    await configure(storeIds[0], testFolder);
    const result = await told(async () => {
      const [job] = await deliver(2, [storeIds[0]]);
      dropAck(job.storeId, job.messageId ?? '', '<ReleaseStatus>Live</ReleaseStatus>');
      expect((await poll()).json()).toMatchObject({ applied: 1 });
      await configure(storeIds[0], {
        ...testFolder,
        transport: {
          kind: 'sftp',
          host: '127.0.0.1',
          port: 22,
          username: 'x',
          remoteDir: '/in',
          auth: 'password',
          password: 'x',
        },
      });
      // A test message over the network needs the store's DPID: it fails before connecting.
      expect((await deliver(2, [storeIds[0]]))[0].status).toBe('failed');
    });
    expect(result).toEqual([]);
  });
});
