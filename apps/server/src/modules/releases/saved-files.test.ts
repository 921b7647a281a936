import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, type CreatedUser, createUser } from '../../../test/factories.js';
import { createDraftRelease, insertTestFile, testReleaseForm, testTrack } from '../../../test/release-factories.js';
import { submitOk } from '../splits/testing.js';
import { ARTWORK_FILE_MISSING, AUDIO_FILE_MISSING, NOT_AN_ARTWORK, NOT_AN_AUDIO_FILE } from './file-messages.js';
import { releases, tracks } from './tables.js';

// Finding: save/release and save/tracks stored any file id; a split payee's preview rule then
// showed another account's cover.

let ctx: TestContext;
let artist: CreatedUser;
let victim: CreatedUser;
let victimCover: number;
let victimAudio: number;
let ownCover: number;
let ownAudio: number;
let releaseId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  [artist, victim] = await Promise.all([createUser(ctx), createUser(ctx)]);
  victimCover = (await insertTestFile(ctx, victim.user.id, 'artwork')).id;
  victimAudio = (await insertTestFile(ctx, victim.user.id, 'audio')).id;
  ownCover = (await insertTestFile(ctx, artist.user.id, 'artwork')).id;
  ownAudio = (await insertTestFile(ctx, artist.user.id, 'audio')).id;
  ({ releaseId } = await createDraftRelease(ctx, artist.token));
});
afterAll(async () => ctx.close());

const save = (url: 'save/release' | 'save/tracks', payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/portal/release/${url}`, headers: bearer(artist.token), payload });
const saveCover = (artworkFileId: number) =>
  save('save/release', { release_id: releaseId, ...testReleaseForm(ctx, { artworkFileId }) });
const saveAudio = (...audioFileIds: number[]) =>
  save('save/tracks', {
    release_id: releaseId,
    tracks: audioFileIds.map((audioFileId, index) => testTrack(index, { audioFileId })),
  });
const storedCover = async () =>
  (await ctx.deps.db.select().from(releases).where(eq(releases.id, releaseId)))[0].artworkFileId;

describe('the wizard saves only files of the account, of the right kind', () => {
  it("refuses another account's artwork as if it did not exist, and stores nothing", async () => {
    for (const fileId of [victimCover, 999_999]) {
      const res = await saveCover(fileId);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ artworkFileId: [ARTWORK_FILE_MISSING] });
    }
    expect(await storedCover()).toBeNull();
  });

  it('refuses an audio file as artwork', async () => {
    const res = await saveCover(ownAudio);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ artworkFileId: [NOT_AN_ARTWORK] });
  });

  it("refuses another account's audio and an image as audio, per track", async () => {
    const res = await saveAudio(ownAudio, victimAudio, ownCover);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'tracks.1.audioFileId': [AUDIO_FILE_MISSING],
      'tracks.2.audioFileId': [NOT_AN_AUDIO_FILE],
    });
    expect(await ctx.deps.db.select().from(tracks).where(eq(tracks.releaseId, releaseId))).toEqual([]);
  });

  it('saves its own files', async () => {
    expect((await saveCover(ownCover)).statusCode).toBe(200);
    expect((await saveAudio(ownAudio)).statusCode).toBe(200);
    expect(await storedCover()).toBe(ownCover);
  });

  it("does not let a payee reach another account's file through a release that points at it", async () => {
    // A release row written before saves checked files: its artwork is the victim's.
    await ctx.deps.db.update(releases).set({ artworkFileId: victimCover }).where(eq(releases.id, releaseId));
    const [track] = await ctx.deps.db.select().from(tracks).where(eq(tracks.releaseId, releaseId));
    const accomplice = await createUser(ctx);
    await submitOk(ctx, artist.token, { trackId: track.id, payees: [{ email: accomplice.user.email, share: 10 }] });
    const preview = await ctx.app.inject({
      method: 'GET',
      url: `/api/distribution/files/${victimCover}/preview`,
      headers: bearer(accomplice.token),
    });
    expect(preview.statusCode).toBe(404);
  });
});
