import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { startFakeS3 } from '../../../test/s3-test-server.js';
import { startSftpTestServer, type SftpTestServer } from '../../../test/sftp-test-server.js';
import type { DeliverableRelease } from '../releases/index.js';
import { deliverToStore } from './deliver-to-store.js';
import { fixtureLoader, storeFixtureRelease } from './delivery-test-support.js';
import { requestDelivery } from './request-delivery.js';
import { deliveryJobs, stores } from './tables.js';

const UPC = '012345678905';
let ctx: TestContext;
let sftp: SftpTestServer;
let operator: CreatedUser;
let artist: CreatedUser;
const releases = new Map<number, DeliverableRelease>();

const put = (storeId: string, payload: object, token = operator.token) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/stores/${storeId}`, headers: bearer(token), payload });
const sftpSettings = (extra: object = {}) => ({
  enabled: true,
  dpid: 'PADPIDA2011072101T',
  isTest: false,
  transport: {
    kind: 'sftp',
    host: '127.0.0.1',
    port: sftp.port,
    username: sftp.username,
    remoteDir: '/inbox',
    auth: 'password',
    password: sftp.password,
    ...extra,
  },
});

/** Runs one store's job of a new batch now, as the worker would. */
async function deliverNow(releaseId: number, storeId: string, action: 'insert' | 'takedown' = 'insert') {
  const { batchId } = await requestDelivery(ctx.deps, { releaseId, action, storeIds: [storeId], requestedBy: 1 });
  await deliverToStore(ctx.deps, { batchId, storeId }, fixtureLoader(releases));
  const [job] = await ctx.deps.db.select().from(deliveryJobs).where(eq(deliveryJobs.batchId, batchId));
  return { batchId, job };
}

beforeAll(async () => {
  ctx = await createTestApp({
    config: { ddexSender: { dpid: 'PADPIDA2026112401L', name: 'Liner Test Distribution', testMessages: false } },
  });
  sftp = await startSftpTestServer();
  operator = await createUser(ctx, { isAdmin: true });
  artist = await createUser(ctx);
  fs.mkdirSync(path.join(sftp.root, 'inbox'));
  // Real (non-placeholder) codes: a live message refuses the placeholder ranges.
  const release = await storeFixtureRelease(ctx.deps, { releaseId: 1, ownerUserId: artist.user.id, storeIds: [] });
  releases.set(1, release);
});

afterAll(async () => {
  await sftp?.close();
  await ctx?.close();
});

describe('Stores & connections', () => {
  it('is for operators only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/stores' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/stores', headers: bearer(artist.token) })).statusCode,
    ).toBe(403);
    expect((await put('spotify', sftpSettings(), artist.token)).statusCode).toBe(403);
  });

  it('lists every store with its connection, test by default', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/admin/stores', headers: bearer(operator.token) });
    expect(answer.statusCode).toBe(200);
    const spotify = answer.json().data.find((store: { id: string }) => store.id === 'spotify');
    expect(spotify).toMatchObject({
      enabled: true,
      isTest: true,
      transport: { kind: 'folder', ackDir: 'acknowledgements' },
      lastCheck: null,
    });
    expect(answer.json().senderConfigured).toBe(true);
  });

  it('refuses bad settings with a message per field', async () => {
    const answer = await put('spotify', {
      enabled: true,
      dpid: 'SPOTIFY',
      isTest: true,
      transport: { kind: 'sftp', host: 'a b', port: 70000, username: '', remoteDir: 'inbox', auth: 'key' },
    });
    expect(answer.statusCode).toBe(422);
    const errors = answer.json().errors;
    expect(errors.dpid).toEqual(['A DPID is PADPIDA followed by 8 to 13 letters or digits']);
    expect(errors['transport.host']).toEqual(['Give a host name or an IP address']);
    expect(errors['transport.port']).toEqual(['A port is a number from 1 to 65535']);
    expect(errors['transport.remoteDir']).toEqual(['Give an absolute folder path, e.g. /inbox']);
    expect(errors['transport.username']).toEqual(['Give the user name']);
    const noKey = await put('spotify', sftpSettings({ auth: 'key', password: undefined }));
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().errors).toEqual({ 'transport.privateKey': ['Give the private key or the password'] });
    const liveWithoutDpid = await put('spotify', { ...sftpSettings(), dpid: '' });
    expect(liveWithoutDpid.json().errors).toEqual({
      dpid: ['A live store needs its DPID: live messages are addressed to it'],
    });
    const outside = await put('spotify', {
      enabled: true,
      dpid: '',
      isTest: true,
      transport: { kind: 'folder', ackDir: '../etc' },
    });
    expect(outside.json().errors['transport.ackDir']).toEqual([
      'Give a folder inside the store folder, e.g. acknowledgements',
    ]);
    expect((await put('no-such-store', sftpSettings())).statusCode).toBe(404);
  });

  it('seals the password, never answers it, and keeps it when the form leaves it out', async () => {
    const saved = await put('tidal', sftpSettings());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().transport).toEqual({
      kind: 'sftp',
      host: '127.0.0.1',
      port: sftp.port,
      username: 'liner',
      remoteDir: '/inbox',
      auth: 'password',
      secretSet: true,
      ackDir: 'acknowledgements',
      trendsDir: '',
    });
    expect(saved.body).not.toContain(sftp.password);
    const [row] = await ctx.deps.db.select().from(stores).where(eq(stores.id, 'tidal'));
    expect(row.credentials).toMatch(/^v1:/);
    expect(row.credentials).not.toContain(sftp.password);
    const again = await put('tidal', sftpSettings({ password: undefined }));
    expect(again.json().transport.secretSet).toBe(true);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/stores', headers: bearer(operator.token) });
    expect(list.body).not.toContain(sftp.password);
  });

  it('tests the connection for real: connects, lists, writes and removes a probe', async () => {
    await put('tidal', sftpSettings());
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/stores/tidal/test-connection',
      headers: bearer(operator.token),
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ ok: true });
    expect(check.json().message).toContain('Connected to sftp liner@127.0.0.1:/inbox');
    expect(sftp.operations.some((op) => op.startsWith('REMOVE /inbox/.liner-probe-'))).toBe(true);
    expect(fs.readdirSync(path.join(sftp.root, 'inbox'))).toEqual([]);

    await put('tidal', sftpSettings({ password: 'wrong' }));
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/stores/tidal/test-connection',
      headers: bearer(operator.token),
    });
    expect(refused.json()).toMatchObject({ ok: false });
    expect(refused.json().message).toMatch(/^Could not connect: .*authentication/i);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/stores', headers: bearer(operator.token) });
    const tidal = list.json().data.find((store: { id: string }) => store.id === 'tidal');
    expect(tidal.lastCheck).toMatchObject({ ok: false });
  });

  it('connects with a pasted private key too', async () => {
    const saved = await put('tidal', sftpSettings({ auth: 'key', password: undefined, privateKey: sftp.privateKey }));
    expect(saved.json().transport).toMatchObject({ auth: 'key', secretSet: true });
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/stores/tidal/test-connection',
      headers: bearer(operator.token),
    });
    expect(check.json()).toMatchObject({ ok: true });
  });
});

describe('S3 connections', () => {
  it('saves a bucket with its sealed secret key and tests it against the bucket', async () => {
    const s3 = await startFakeS3('AKIALINERTEST0000001', 'liner-deliveries');
    try {
      const settings = (secretAccessKey?: string, accessKeyId = 'AKIALINERTEST0000001') => ({
        enabled: true,
        dpid: '',
        isTest: true,
        transport: {
          kind: 's3',
          bucket: 'liner-deliveries',
          prefix: 'anghami/',
          region: 'eu-west-1',
          endpoint: `http://127.0.0.1:${s3.port}`,
          accessKeyId,
          secretAccessKey,
        },
      });
      expect((await put('anghami', settings())).json().errors).toEqual({
        'transport.secretAccessKey': ['Give the secret access key'],
      });
      const bad = await put('anghami', { ...settings('s'), transport: { ...settings('s').transport, bucket: 'A_B' } });
      expect(bad.json().errors['transport.bucket']).toEqual([
        'A bucket name is 3 to 63 lower-case letters, digits, dots or hyphens',
      ]);
      const saved = await put('anghami', settings('wJalrXUtnFEMI/K7MDENG'));
      expect(saved.json().transport).toMatchObject({ kind: 's3', secretSet: true, prefix: 'anghami/' });
      expect(saved.body).not.toContain('wJalrXUtnFEMI');
      const test = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/admin/stores/anghami/test-connection',
          headers: bearer(operator.token),
        });
      expect((await test()).json()).toMatchObject({ ok: true });
      expect(s3.seen.some((line) => line.startsWith('DELETE /liner-deliveries/anghami/.liner-probe-'))).toBe(true);
      await put('anghami', settings(undefined, 'AKIAWRONG'));
      const refused = (await test()).json();
      expect(refused.ok).toBe(false);
      expect(refused.message).toContain('The AWS Access Key Id you provided does not exist');
    } finally {
      // The later polls read every enabled store: this one's bucket is gone with the fake.
      await ctx.deps.db.update(stores).set({ enabled: false }).where(eq(stores.id, 'anghami'));
      await s3.close();
    }
  });
});

describe('honest delivery over SFTP', () => {
  it('sends a live message to a live store: the artist sees "sent", then the store acknowledgement from its ACK file', async () => {
    await put('tidal', sftpSettings());
    const { batchId, job } = await deliverNow(1, 'tidal');
    expect(job).toMatchObject({ status: 'delivered', isTest: false, transportKind: 'sftp' });
    const message = fs.readFileSync(path.join(sftp.root, 'inbox', batchId, UPC, `${UPC}.xml`), 'utf8');
    expect(message).not.toContain('TestMessage');
    expect(message).toContain('<PartyId>PADPIDA2011072101T</PartyId>');

    const release = { id: 1 };
    const states = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/portal/release/${release.id}/stores`,
          headers: bearer(artist.token),
        })
      ).json().data;
    expect((await states())[0]).toMatchObject({ storeId: 'tidal', state: 'sent', isTest: false });

    // The store drops its acknowledgement in the acknowledgement folder of the connection.
    fs.mkdirSync(path.join(sftp.root, 'inbox', 'acknowledgements'), { recursive: true });
    fs.writeFileSync(
      path.join(sftp.root, 'inbox', 'acknowledgements', `ACK_${batchId}.xml`),
      ackXml(`LINER-${batchId}-tidal`, 'FileOK'),
    );
    const poll = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/deliveries/poll-acknowledgements',
      headers: bearer(operator.token),
    });
    expect(poll.statusCode).toBe(200);
    expect(poll.json()).toMatchObject({ read: 1, applied: 1 });
    expect(fs.readdirSync(path.join(sftp.root, 'inbox', 'acknowledgements', 'archive'))).toEqual([
      `ACK_${batchId}.xml`,
    ]);
    expect((await states())[0]).toMatchObject({ state: 'acknowledged' });

    // A second poll finds nothing new: the file was archived.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/deliveries/poll-acknowledgements',
      headers: bearer(operator.token),
    });
    expect(again.json()).toMatchObject({ read: 0, applied: 0 });

    const timeline = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/release/1/delivery-log',
      headers: bearer(artist.token),
    });
    expect(timeline.json().data.map((entry: { text: string }) => entry.text)).toEqual([
      'Received by TIDAL',
      'Sent to TIDAL',
    ]);
    expect(timeline.body).not.toContain('/inbox');

    const operatorView = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/releases/1/deliveries',
      headers: bearer(operator.token),
    });
    expect(operatorView.statusCode).toBe(200);
    expect(operatorView.json().batches[0].jobs[0]).toMatchObject({
      storeId: 'tidal',
      messageId: `LINER-${batchId}-tidal`,
      state: 'acknowledged',
      ackStatus: 'accepted',
    });
    expect(operatorView.json().log.some((line: { message: string }) => line.message.includes('/inbox'))).toBe(true);
  });

  it('moves an acknowledgement that names no delivery aside, and applies a rejection', async () => {
    const { batchId } = await deliverNow(1, 'tidal');
    const acks = path.join(sftp.root, 'inbox', 'acknowledgements');
    fs.writeFileSync(
      path.join(acks, 'ACK_unknown.xml'),
      ackXml('LINER-00000000-0000-0000-0000-000000000000-tidal', 'FileOK'),
    );
    fs.writeFileSync(path.join(acks, 'ACK_bad.xml'), '<html>not an ack</html>');
    fs.writeFileSync(
      path.join(acks, 'ACK_rejected.xml'),
      ackXml(`LINER-${batchId}-tidal`, 'ResourceCorrupt', 'Track 1 audio could not be decoded'),
    );
    const poll = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/deliveries/poll-acknowledgements',
      headers: bearer(operator.token),
    });
    expect(poll.json()).toMatchObject({ read: 3, applied: 1 });
    expect(poll.json().problems).toHaveLength(2);
    expect(fs.readdirSync(path.join(acks, 'unreadable')).sort()).toEqual(['ACK_bad.xml', 'ACK_unknown.xml']);
    const state = await tidalState();
    expect(state).toMatchObject({
      state: 'failed',
      storeMessage: 'ResourceCorrupt: Track 1 audio could not be decoded',
    });
  });

  it('keeps a test store test: the message is a test message and the artist sees "packaged"', async () => {
    await put('tidal', { ...sftpSettings(), isTest: true });
    const { job } = await deliverNow(1, 'tidal');
    expect(job).toMatchObject({ status: 'delivered', isTest: true });
    const state = await tidalState();
    expect(state).toMatchObject({ state: 'packaged', isTest: true });
  });

  it('refuses a live message to a store without a DPID, naming the reason', async () => {
    await ctx.deps.db.update(stores).set({ isTest: false, dpid: null }).where(eq(stores.id, 'deezer'));
    const { job } = await deliverNow(1, 'deezer');
    expect(job.status).toBe('failed');
    expect(job.lastError).toBe(
      'Deezer has no DDEX party id (DPID): a live message needs one. Set it in Stores & connections.',
    );
    await ctx.deps.db.update(stores).set({ isTest: true }).where(eq(stores.id, 'deezer'));
  });

  it('shows the artist a connection failure without its technical words', async () => {
    await put('tidal', sftpSettings({ port: 1 }));
    const { batchId } = await requestDelivery(ctx.deps, {
      releaseId: 1,
      action: 'insert',
      storeIds: ['tidal'],
      requestedBy: 1,
    });
    await expect(
      deliverToStore(ctx.deps, { batchId, storeId: 'tidal' }, fixtureLoader(releases), { maxAttempts: 1 }),
    ).rejects.toThrow();
    const state = await tidalState();
    expect(state).toMatchObject({
      state: 'failed',
      lastError: "The store's connection failed; Liner's operators have the details.",
    });
  });
});

async function tidalState() {
  const answer = await ctx.app.inject({
    method: 'GET',
    url: '/api/portal/release/1/stores',
    headers: bearer(artist.token),
  });
  return answer.json().data.find((state: { storeId: string }) => state.storeId === 'tidal');
}

function ackXml(messageId: string, status: string, error?: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<ernc:FtpAcknowledgementMessage xmlns:ernc="http://ddex.net/xml/ern-c/15" MessageSchemaVersionId="ern-c/15">
  <MessageHeader>
    <MessageThreadId>ACK-1</MessageThreadId>
    <MessageId>TIDAL-ACK-${Date.now()}</MessageId>
    <MessageSender><PartyId>PADPIDA2011072101T</PartyId></MessageSender>
    <MessageRecipient><PartyId>PADPIDALINERDEVSENDER</PartyId></MessageRecipient>
    <MessageCreatedDateTime>2026-11-24T10:02:00Z</MessageCreatedDateTime>
  </MessageHeader>
  <AcknowledgedFile>
    <FileName>${UPC}.xml</FileName>
    <MessageId>${messageId}</MessageId>
  </AcknowledgedFile>
  <FileStatus>${status}</FileStatus>${error ? `\n  <ErrorText>${error}</ErrorText>` : ''}
</ernc:FtpAcknowledgementMessage>`;
}
