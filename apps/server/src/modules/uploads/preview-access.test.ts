import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { FULL_ACCESS } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { insertTestFile } from '../../../test/release-factories.js';
import { createOperator, createPendingRelease } from '../release-review/lifecycle-test-support.js';
import { insertTestRelationship } from '../managers/testing.js';
import { tracks } from '../releases/tables.js';
import { confirm, submitOk } from '../splits/testing.js';

describe('GET /api/distribution/files/:id/preview: who may see a cover or hear a track', () => {
  let ctx: TestContext;
  let owner: CreatedUser;
  let operator: CreatedUser;
  let payee: CreatedUser;
  let decliner: CreatedUser;
  let stranger: CreatedUser;
  /** Named in the split by their own e-mail, but switched into the stranger's account. */
  let switchedAway: CreatedUser;
  /** Manage the payee's account and switched into it: with the royalty-splits area, and without any. */
  let payeeManager: CreatedUser;
  let payeeManagerWithoutSplits: CreatedUser;
  let release: { releaseId: number; artworkFileId: number; audioFileIds: number[] };
  let otherRelease: { artworkFileId: number };
  let looseArtwork: number;
  let looseAudio: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    [owner, operator, payee, decliner, stranger, switchedAway, payeeManager, payeeManagerWithoutSplits] =
      await Promise.all([
        createUser(ctx),
        createOperator(ctx),
        createUser(ctx),
        createUser(ctx),
        createUser(ctx),
        createUser(ctx),
        createUser(ctx),
        createUser(ctx),
      ]);
    release = await createPendingRelease(ctx, owner.token);
    otherRelease = await createPendingRelease(ctx, owner.token, { release: { title: 'Not Shared' } });
    looseArtwork = (await insertTestFile(ctx, owner.user.id, 'artwork')).id;
    looseAudio = (await insertTestFile(ctx, owner.user.id, 'audio')).id;
    const [firstTrack] = await ctx.deps.db
      .select()
      .from(tracks)
      .where(eq(tracks.releaseId, release.releaseId))
      .orderBy(asc(tracks.position));
    const splitId = await submitOk(ctx, owner.token, {
      trackId: firstTrack.id,
      payees: [
        { email: payee.user.email.toUpperCase(), share: 20 },
        { email: decliner.user.email, share: 10 },
        { email: switchedAway.user.email, share: 5 },
      ],
    });
    expect((await confirm(ctx, decliner.token, splitId, false)).statusCode).toBe(200);
    const switchInto = async (person: CreatedUser, account: CreatedUser, access: typeof FULL_ACCESS) => {
      await insertTestRelationship(ctx.deps, { accountId: account.user.id, person: person.user, access });
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/portal/manager/switch/${account.user.id}`,
        headers: bearer(person.token),
      });
      expect(res.statusCode).toBe(200);
    };
    await switchInto(switchedAway, stranger, FULL_ACCESS);
    await switchInto(payeeManager, payee, FULL_ACCESS);
    await switchInto(payeeManagerWithoutSplits, payee, {});
  });
  afterAll(async () => {
    await ctx.close();
  });

  const preview = (fileId: number, viewer: CreatedUser) =>
    ctx.app.inject({ method: 'GET', url: `/api/distribution/files/${fileId}/preview`, headers: bearer(viewer.token) });
  const status = async (fileId: number, viewer: CreatedUser) => (await preview(fileId, viewer)).statusCode;

  it('the owner sees their cover and hears their audio, with its type and length', async () => {
    const cover = await preview(release.artworkFileId, owner);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    const audio = await preview(release.audioFileIds[0], owner);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/flac');
    expect(audio.headers['content-length']).toBe('64');
    expect(audio.rawPayload).toHaveLength(64);
    expect(await status(looseAudio, owner)).toBe(200);
  });

  it('an operator sees the artwork and hears the audio of a release, but not uploads no release uses', async () => {
    const cover = await preview(release.artworkFileId, operator);
    expect(cover.statusCode).toBe(200);
    expect(cover.rawPayload.equals((await preview(release.artworkFileId, owner)).rawPayload)).toBe(true);
    for (const id of release.audioFileIds) {
      const audio = await preview(id, operator);
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/flac');
    }
    expect(await status(looseArtwork, operator)).toBe(404);
    expect(await status(looseAudio, operator)).toBe(404);
  });

  it("a split payee (pending, invited by e-mail) sees the cover of the shared track's release only", async () => {
    expect(await status(release.artworkFileId, payee)).toBe(200);
    expect(await status(release.audioFileIds[0], payee)).toBe(404);
    expect(await status(otherRelease.artworkFileId, payee)).toBe(404);
    expect(await status(looseArtwork, payee)).toBe(404);
  });

  it("a manager switched into the payee's account sees the cover when they hold its royalty splits", async () => {
    expect(await status(release.artworkFileId, payeeManager)).toBe(200);
    expect(await status(release.audioFileIds[0], payeeManager)).toBe(404);
    expect(await status(release.artworkFileId, payeeManagerWithoutSplits)).toBe(404);
  });

  it('a payee switched into another account no longer sees their share’s cover there', async () => {
    expect(await status(release.artworkFileId, switchedAway)).toBe(404);
  });

  it('a payee who declined and anyone else get 404, as for a missing file', async () => {
    expect(await status(release.artworkFileId, decliner)).toBe(404);
    for (const id of [release.artworkFileId, ...release.audioFileIds, looseArtwork, 999_999]) {
      expect(await status(id, stranger), String(id)).toBe(404);
    }
    const unauthenticated = await ctx.app.inject({
      method: 'GET',
      url: `/api/distribution/files/${release.artworkFileId}/preview`,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
