import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { buildGtin, checkGtin, checkIsrc } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import {
  createDraftRelease,
  createPublishableRelease,
  insertTestFile,
  publishTestRelease,
  testReleaseForm,
  testTrack,
} from '../../../test/release-factories.js';
import { setAccountIsrcPrefix, updateIdentifierSettings } from './identifier-settings.js';
import { setReleaseStatus } from './set-release-status.js';
import { uploadedFiles } from '../uploads/tables.js';
import { releaseEvents, releases } from './tables.js';

describe('publish', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const publish = (token: string, releaseId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/portal/release/publish',
      headers: bearer(token),
      payload: { release_id: releaseId },
    });

  const validateUpc = (token: string, upc: string, releaseId?: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/portal/release/validate/upc',
      headers: bearer(token),
      payload: releaseId === undefined ? { upc } : { upc, release_id: releaseId },
    });

  it('answers 422 listing every problem of an incomplete draft with its field path', async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createDraftRelease(ctx, token, {
      release: {
        title: '',
        label: '',
        artists: [{ name: 'Nova', roles: [], spotifyId: null, appleId: null }],
        upc: { active: true, code: '036000291453' },
      },
      tracks: [
        testTrack(0, {
          writers: [{ firstName: 'Nova', lastName: '', roles: ['composer'] }],
          credits: [{ name: '', roles: ['producer'] }],
          tiktokStartTime: '1:75',
        }),
      ],
    });
    const res = await publish(token, releaseId);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors).toMatchObject({
      title: ['Enter the title'],
      artists: ['Add at least one primary artist'],
      'artists.0.roles': ['Select at least one role for the artist'],
      label: ['Enter the label'],
      artworkFileId: ['Upload the artwork'],
      'upc.code': ['UPC/EAN "036000291453" has check digit 3; it should be 2.'],
      'tracks.0.audioFileId': ['Upload the audio file'],
      'tracks.0.tiktokStartTime': ['Write the TikTok start time as minutes:seconds, e.g. 0:45'],
      'tracks.0.writers.0.lastName': ["Enter the writer's last name"],
      'tracks.0.credits.0.name': ['Enter the name of the credited person'],
    });
    const [row] = await ctx.deps.db.select().from(releases).where(eq(releases.id, releaseId));
    expect(row.status).toBe(0);
  });

  it('refuses files that went missing after they were saved', async () => {
    const { token } = await createUser(ctx);
    const { releaseId, artworkFileId, audioFileIds } = await createPublishableRelease(ctx, token);
    // Removed after saving (a soft removal keeps the row): the publish check finds them gone.
    await ctx.deps.db
      .update(uploadedFiles)
      .set({ status: 'removed' })
      .where(inArray(uploadedFiles.id, [artworkFileId, audioFileIds[1]]));
    const res = await publish(token, releaseId);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      artworkFileId: ['The artwork file was not found; upload it again'],
      'tracks.1.audioFileId': ['The audio file was not found; upload it again'],
    });
  });

  it('reports the pre-delivery and store style problems of the files and titles', async () => {
    const { token, user } = await createUser(ctx);
    const small = await insertTestFile(ctx, user.id, 'artwork', { width: 1000, height: 1000 });
    const mono = await insertTestFile(ctx, user.id, 'audio', { channels: 1 });
    const { releaseId } = await createPublishableRelease(ctx, token, {
      release: { artworkFileId: small.id, title: 'Northern Lights (feat. Kai)' },
      tracks: [testTrack(0, { audioFileId: mono.id })],
    });
    const res = await publish(token, releaseId);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors['tracks.0.audioFileId'].join(' ')).toMatch(/stereo/);
    expect(errors.artworkFileId.join(' ')).toMatch(/3000/);
    expect(errors.title.join(' ')).toMatch(/feat/i);
  });

  it('assigns the UPC and ISRCs, moves the release to Pending and records it', async () => {
    const { token, user } = await createUser(ctx);
    const { releaseId } = await createPublishableRelease(ctx, token, {
      tracks: [testTrack(0), testTrack(1, { isrc: 'GB-XYZ-25-00042' })],
    });
    const body = await publishTestRelease(ctx, token, releaseId);
    expect(body.message).toBe('Release submitted for review');
    const release = body.release as unknown as {
      status: number;
      badge: unknown;
      upc: { code: string };
      tracks: { isrc: string; durationSeconds: number }[];
    };
    expect(release.status).toBe(2);
    expect(release.badge).toEqual({ label: 'Pending', color: 'default' });
    expect(checkGtin(release.upc.code)).toEqual({ ok: true, value: release.upc.code });
    expect(release.upc.code).toMatch(/^020000\d{6}$/);
    const year = String(ctx.clock.now().getUTCFullYear()).slice(2);
    expect(release.tracks[0].isrc).toMatch(new RegExp(`^ZZLNR${year}\\d{5}$`));
    expect(release.tracks[1].isrc).toBe('GBXYZ2500042');
    expect(release.tracks[0].durationSeconds).toBe(185);
    const events = await ctx.deps.db.select().from(releaseEvents).where(eq(releaseEvents.releaseId, releaseId));
    expect(events.map((e) => e.action)).toEqual(['created', 'published']);
    expect(events[1]).toMatchObject({
      actorUserId: user.id,
      detail: { from: 0, to: 2, upc: release.upc.code, isrcsAssigned: [release.tracks[0].isrc] },
    });
    // Published: no longer a draft.
    expect((await publish(token, releaseId)).statusCode).toBe(409);
    const save = await ctx.app.inject({
      method: 'POST',
      url: '/api/portal/release/save/tracks',
      headers: bearer(token),
      payload: { release_id: releaseId, tracks: [] },
    });
    expect(save.statusCode).toBe(409);
  });

  it("gives a Single's only track the release title and version", async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createPublishableRelease(ctx, token, {
      release: { type: 'Single', title: 'Glass Heart', version: 'Radio Edit' },
      tracks: [testTrack(0, { title: 'Old Name' })],
    });
    const { release } = await publishTestRelease(ctx, token, releaseId);
    expect((release as unknown as { tracks: { title: string; version: string }[] }).tracks[0]).toMatchObject({
      title: 'Glass Heart',
      version: 'Radio Edit',
    });
  });

  it("uses the account's own ISRC prefix and the operator's GS1 range", async () => {
    const { token, user } = await createUser(ctx);
    await setAccountIsrcPrefix(ctx.deps, user.id, 'gbabc');
    await updateIdentifierSettings(ctx.deps, {
      defaultIsrcPrefix: 'QZLNR',
      upcCompanyPrefix: '0614141',
      upcNextItem: 500,
    });
    const { releaseId } = await createPublishableRelease(ctx, token, { tracks: [testTrack(0)] });
    const { release } = await publishTestRelease(ctx, token, releaseId);
    expect(release.upc.code).toBe('061414105002');
    expect(release.tracks[0].isrc).toMatch(/^GBABC\d{2}00001$/);
    const admin = await createUser(ctx, { isAdmin: true });
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/identifier-settings',
      headers: bearer(admin.token),
    });
    expect(settings.json()).toEqual({ defaultIsrcPrefix: 'QZLNR', upcCompanyPrefix: '0614141', upcNextItem: 501 });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/identifier-settings', headers: bearer(token) }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a UPC typed by hand that another release already has', async () => {
    const { token } = await createUser(ctx);
    const first = await createPublishableRelease(ctx, token, {
      release: { upc: { active: true, code: '036000291452' } },
      tracks: [testTrack(0)],
    });
    await publishTestRelease(ctx, token, first.releaseId);
    const second = await createPublishableRelease(ctx, token, { tracks: [testTrack(0)] });
    const save = await ctx.app.inject({
      method: 'POST',
      url: '/api/portal/release/save/release',
      headers: bearer(token),
      payload: {
        release_id: second.releaseId,
        ...testReleaseForm(ctx, { upc: { active: true, code: '036000291452' } }),
      },
    });
    expect(save.statusCode).toBe(422);
    expect(save.json().errors).toEqual({ 'upc.code': ['This UPC is already used by another release'] });
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/portal/release/validate/upc',
      headers: bearer(token),
      payload: { upc: '036000291452' },
    });
    expect(check.statusCode).toBe(422);
    expect(check.json().errors).toEqual({ upc: ['This UPC is already used by another release'] });
  });

  it('treats the UPC-12, EAN-13 and GTIN-14 forms of one product as one code', async () => {
    const { token } = await createUser(ctx);
    const first = await createPublishableRelease(ctx, token, {
      release: { upc: { active: true, code: '724358271058' } },
      tracks: [testTrack(0)],
    });
    await publishTestRelease(ctx, token, first.releaseId);
    const second = await createPublishableRelease(ctx, token, { tracks: [testTrack(0)] });
    for (const code of ['724358271058', '0724358271058', '00724358271058']) {
      const save = await ctx.app.inject({
        method: 'POST',
        url: '/api/portal/release/save/release',
        headers: bearer(token),
        payload: { release_id: second.releaseId, ...testReleaseForm(ctx, { upc: { active: true, code } }) },
      });
      expect(save.statusCode).toBe(422);
      expect(save.json().errors).toEqual({ 'upc.code': ['This UPC is already used by another release'] });
      const check = await validateUpc(token, code, second.releaseId);
      expect(check.statusCode).toBe(422);
      expect(check.json().errors).toEqual({ upc: ['This UPC is already used by another release'] });
    }
    // The release that has the code keeps it in any form.
    expect((await validateUpc(token, '00724358271058', first.releaseId)).statusCode).toBe(200);
  });

  it('refuses an all-zero UPC and a wrong check digit with a message on the field', async () => {
    const { token } = await createUser(ctx);
    const zeros = await validateUpc(token, '0000000000000');
    expect(zeros.statusCode).toBe(422);
    expect(zeros.json().errors).toEqual({ upc: ['UPC/EAN "0000000000000" is all zeros; it is not a product code.'] });
    const wrong = await validateUpc(token, '724358271059');
    expect(wrong.json().errors).toEqual({ upc: ['UPC/EAN "724358271059" has check digit 9; it should be 8.'] });
    const { releaseId } = await createPublishableRelease(ctx, token, {
      release: { upc: { active: true, code: '000000000000' } },
      tracks: [testTrack(0)],
    });
    const res = await publish(token, releaseId);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['upc.code']).toContain('UPC/EAN "000000000000" is all zeros; it is not a product code.');
  });

  it('never assigns a UPC whose padded form another release already has', async () => {
    const { token } = await createUser(ctx);
    await updateIdentifierSettings(ctx.deps, {
      defaultIsrcPrefix: 'QZLNR',
      upcCompanyPrefix: '030000',
      upcNextItem: 46,
    });
    const next = buildGtin('03000000046');
    const typed = await createPublishableRelease(ctx, token, {
      release: { upc: { active: true, code: `0${next}` } },
      tracks: [testTrack(0)],
    });
    const [stored] = await ctx.deps.db
      .select({ upc: releases.upc, gtin: releases.gtin })
      .from(releases)
      .where(eq(releases.id, typed.releaseId));
    expect(stored).toEqual({ upc: `0${next}`, gtin: `00${next}` });
    const { releaseId } = await createPublishableRelease(ctx, token, { tracks: [testTrack(0)] });
    const { release } = await publishTestRelease(ctx, token, releaseId);
    expect(release.upc.code).toBe(buildGtin('03000000047'));
  });

  it('never hands out the same code twice under 20 concurrent publishes', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(ctx)));
    const drafts = [];
    for (let i = 0; i < 20; i += 1) {
      const owner = users[i % users.length];
      drafts.push({ token: owner.token, ...(await createPublishableRelease(ctx, owner.token)) });
    }
    const answers = await Promise.all(drafts.map((draft) => publish(draft.token, draft.releaseId)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const published = answers.map((res) => res.json().release as { upc: { code: string }; tracks: { isrc: string }[] });
    const upcs = published.map((release) => release.upc.code);
    const isrcs = published.flatMap((release) => release.tracks.map((track) => track.isrc));
    expect(new Set(upcs).size).toBe(20);
    expect(new Set(isrcs).size).toBe(40);
    expect(upcs.every((upc) => checkGtin(upc).ok)).toBe(true);
    expect(isrcs.every((isrc) => checkIsrc(isrc).ok)).toBe(true);
  });

  it('changes status only along allowed transitions, with a history event', async () => {
    const { token, user } = await createUser(ctx);
    const { releaseId } = await createDraftRelease(ctx, token);
    const at = ctx.clock.now();
    await expect(
      setReleaseStatus(ctx.deps.db, { releaseId, to: 1, actorUserId: user.id, action: 'approved', at }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await setReleaseStatus(ctx.deps.db, { releaseId, to: 2, actorUserId: user.id, action: 'published', at });
    await setReleaseStatus(ctx.deps.db, {
      releaseId,
      to: 5,
      actorUserId: null,
      action: 'needs-docs',
      at,
      reviewNote: 'Send the licence of the sample',
    });
    const view = (
      await ctx.app.inject({ method: 'GET', url: `/api/portal/release/${releaseId}`, headers: bearer(token) })
    ).json();
    expect(view).toMatchObject({
      status: 5,
      badge: { label: 'Needs Docs', color: 'warning' },
      reviewNote: 'Send the licence of the sample',
    });
    const history = (
      await ctx.app.inject({ method: 'GET', url: `/api/portal/release/${releaseId}/history`, headers: bearer(token) })
    ).json();
    expect(history.data.map((e: { action: string }) => e.action)).toEqual(['created', 'published', 'needs-docs']);
  });
});
