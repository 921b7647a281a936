import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, type CreatedUser, createUser } from '../../../test/factories.js';
import { melodyWavFile, reencodedFlacFile, wavFile } from '../../../test/audio-fixtures.js';
import { createPublishableRelease, publishTestRelease, testTrack } from '../../../test/release-factories.js';
import { uploadedFiles } from '../uploads/tables.js';
import { uploadAccepted } from '../uploads/testing.js';

// Issue 12: the same recording under two ISRCs is flagged when it is the same file, the same
// bytes, or another file of it (a re-encoded copy), found by its Chromaprint fingerprint (fpcalc).

let ctx: TestContext;
let owner: CreatedUser;
let stranger: CreatedUser;
let operator: CreatedUser;
const song = melodyWavFile(1);
const otherSong = melodyWavFile(2);

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, stranger, operator] = await Promise.all([
    createUser(ctx),
    createUser(ctx),
    createUser(ctx, { isAdmin: true }),
  ]);
});
afterAll(async () => ctx.close());

const fingerprintOf = async (fileId: number) =>
  (
    await ctx.deps.db
      .select({ fingerprint: uploadedFiles.fingerprint, keys: uploadedFiles.fingerprintKeys })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, fileId))
  )[0];
const audioReuse = (token: string, releaseId: number) =>
  ctx.app.inject({ method: 'GET', url: `/api/portal/release/${releaseId}/audio-reuse`, headers: bearer(token) });

describe('the same recording in another file under another ISRC', () => {
  if (!song || !otherSong) {
    it('needs ffmpeg to make its fixtures', () => {
      console.warn('ffmpeg is not installed: the fingerprint tests are skipped');
    });
    return;
  }

  it('fingerprints audio at upload, but not a steady tone that tells nothing', async () => {
    const melody = await uploadAccepted(ctx, owner.token, 'audio', 'melody.wav', song);
    const stored = await fingerprintOf(melody.id);
    expect(stored.fingerprint?.length).toBeGreaterThan(50);
    expect(stored.keys?.length).toBeGreaterThan(0);
    const tone = await uploadAccepted(ctx, owner.token, 'audio', 'tone.wav', wavFile({ seconds: 12 }));
    expect(await fingerprintOf(tone.id)).toEqual({ fingerprint: null, keys: null });
  });

  it("flags a re-encoded copy on the owner's other release and in the same release, in the wizard and the review", async () => {
    const original = await uploadAccepted(ctx, owner.token, 'audio', 'echo.wav', song);
    const copy = await uploadAccepted(ctx, owner.token, 'audio', 'echo-remaster.flac', reencodedFlacFile(song));
    const other = await uploadAccepted(ctx, owner.token, 'audio', 'other.wav', otherSong);
    expect(copy.sha256).not.toBe(original.sha256);

    const first = await createPublishableRelease(ctx, owner.token, {
      release: { title: 'Echo EP' },
      tracks: [testTrack(0, { isrc: 'QZRUS2600200', title: 'Echo', audioFileId: original.id })],
    });
    await publishTestRelease(ctx, owner.token, first.releaseId);
    const second = await createPublishableRelease(ctx, owner.token, {
      release: { title: 'Echo Deluxe' },
      tracks: [
        testTrack(0, { isrc: 'QZRUS2600201', title: 'Echo (Remaster)', audioFileId: copy.id }),
        testTrack(1, { isrc: 'QZRUS2600202', title: 'Another Song', audioFileId: other.id }),
      ],
    });
    const res = await audioReuse(owner.token, second.releaseId);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      path: 'tracks.0.isrc',
      message:
        'Track 1 has the same recording (another file of it) as "Echo" on "Echo EP" (ISRC QZRUS2600200) but ISRC QZRUS2600201. The same recording keeps its ISRC on every release: use QZRUS2600200 unless it is another recording.',
    };
    expect(res.json()).toEqual({ data: [expected] });

    // The pre-delivery check the operator reviews says the same.
    await publishTestRelease(ctx, owner.token, second.releaseId);
    const review = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/releases/${second.releaseId}`,
      headers: bearer(operator.token),
    });
    const { warnings } = review.json().problems as { warnings: { path: string; message: string }[] };
    expect(warnings.filter((warning) => warning.path === 'tracks.0.isrc')).toEqual([expected]);
    expect(warnings.filter((warning) => warning.path === 'tracks.1.isrc')).toEqual([]);

    // Both files on one release under two codes.
    const both = await createPublishableRelease(ctx, owner.token, {
      release: { title: 'Echo Twice' },
      tracks: [
        testTrack(0, { isrc: 'QZRUS2600203', audioFileId: original.id }),
        testTrack(1, { isrc: 'QZRUS2600204', audioFileId: copy.id }),
      ],
    });
    const twice = (await audioReuse(owner.token, both.releaseId)).json().data as { path: string; message: string }[];
    expect(twice.map((warning) => warning.path)).toEqual(['tracks.0.isrc', 'tracks.1.isrc']);
    expect(twice[1].message).toBe(
      'Track 2 has the same recording (another file of it) as Track 1 under another ISRC (ISRC QZRUS2600204, ISRC QZRUS2600203). One recording keeps one ISRC; check the files.',
    );
  });

  it("leaves another account's copy out, and answers 404 for another account's release", async () => {
    const mine = await uploadAccepted(ctx, stranger.token, 'audio', 'cover-version.flac', reencodedFlacFile(song));
    const release = await createPublishableRelease(ctx, stranger.token, {
      tracks: [testTrack(0, { isrc: 'QZRUS2600300', audioFileId: mine.id })],
    });
    expect((await audioReuse(stranger.token, release.releaseId)).json()).toEqual({ data: [] });
    expect((await audioReuse(owner.token, release.releaseId)).statusCode).toBe(404);
  });
});
