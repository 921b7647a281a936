import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ISRC_ALREADY_USED, RELEASE_STATUS } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, type CreatedUser, createUser } from '../../../test/factories.js';
import { createPublishableRelease, publishTestRelease, testTrack } from '../../../test/release-factories.js';
import { releases, tracks } from './tables.js';

// Issue 12 point 9: an ISRC names the recording, so the owner's single, album and compilation
// keep it; another account's code still goes to review or is refused; the same audio under two
// ISRCs is a warning the operator sees.

const CODE = 'QZRUS2600001';
let ctx: TestContext;
let owner: CreatedUser;
let stranger: CreatedUser;
let operator: CreatedUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, stranger, operator] = await Promise.all([
    createUser(ctx),
    createUser(ctx),
    createUser(ctx, { isAdmin: true }),
  ]);
});
afterAll(async () => ctx.close());

const approve = (releaseId: number) =>
  ctx.deps.db.update(releases).set({ status: RELEASE_STATUS.DELIVERED }).where(eq(releases.id, releaseId));
const reviewOf = async (releaseId: number) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/admin/releases/${releaseId}`, headers: bearer(operator.token) })
  ).json() as {
    problems: { errors: { path: string; message: string }[]; warnings: { path: string; message: string }[] };
  };

describe('one recording on several releases', () => {
  it("lets the owner's album carry the single's ISRC and audio, and publishes it", async () => {
    const single = await createPublishableRelease(ctx, owner.token, {
      release: { title: 'Glass Single' },
      tracks: [testTrack(0, { isrc: CODE, title: 'Glass' })],
    });
    await publishTestRelease(ctx, owner.token, single.releaseId);
    await approve(single.releaseId);
    const validate = await ctx.app.inject({
      method: 'POST',
      url: '/api/distribution/validate/isrc',
      headers: bearer(owner.token),
      payload: { isrc: CODE },
    });
    expect(validate.statusCode, validate.body).toBe(200);
    const album = await createPublishableRelease(ctx, owner.token, {
      release: { title: 'Glass Album' },
      tracks: [
        testTrack(0, { isrc: CODE, title: 'Glass', audioFileId: single.audioFileIds[0] }),
        testTrack(1, { title: 'Other Song' }),
      ],
    });
    const published = await publishTestRelease(ctx, owner.token, album.releaseId);
    expect(published.release.tracks[0].isrc).toBe(CODE);
    const holders = await ctx.deps.db.select({ releaseId: tracks.releaseId }).from(tracks).where(eq(tracks.isrc, CODE));
    expect(holders.map((row) => row.releaseId).sort()).toEqual([single.releaseId, album.releaseId].sort());
    // Same audio, same ISRC: nothing to warn about.
    expect((await reviewOf(album.releaseId)).problems.warnings.map((w) => w.path)).not.toContain('tracks.0.isrc');
  });

  it("still refuses another account's code (a draft's) and an ISRC twice in one release", async () => {
    const draft = await createPublishableRelease(ctx, stranger.token, {
      tracks: [testTrack(0, { isrc: 'QZRUS2600050' })],
    });
    expect(draft.releaseId).toBeGreaterThan(0);
    const validate = await ctx.app.inject({
      method: 'POST',
      url: '/api/distribution/validate/isrc',
      headers: bearer(owner.token),
      payload: { isrc: 'QZRUS2600050' },
    });
    expect([validate.statusCode, validate.json().errors?.isrc]).toEqual([422, [ISRC_ALREADY_USED]]);
    const { releaseId } = await createPublishableRelease(ctx, owner.token);
    const twice = await ctx.app.inject({
      method: 'POST',
      url: '/api/portal/release/save/tracks',
      headers: bearer(owner.token),
      payload: {
        release_id: releaseId,
        tracks: [testTrack(0, { isrc: 'QZRUS2600050' }), testTrack(1, { isrc: CODE }), testTrack(2, { isrc: CODE })],
      },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toMatchObject({
      'tracks.0.isrc': [ISRC_ALREADY_USED],
      'tracks.2.isrc': [ISRC_ALREADY_USED],
    });
  });

  it('warns the operator when the same audio comes under another ISRC', async () => {
    const first = await createPublishableRelease(ctx, owner.token, {
      release: { title: 'Echo EP' },
      tracks: [testTrack(0, { isrc: 'QZRUS2600100', title: 'Echo' })],
    });
    await publishTestRelease(ctx, owner.token, first.releaseId);
    const second = await createPublishableRelease(ctx, owner.token, {
      release: { title: 'Echo Deluxe' },
      tracks: [testTrack(0, { isrc: 'QZRUS2600101', title: 'Echo', audioFileId: first.audioFileIds[0] }), testTrack(1)],
    });
    await publishTestRelease(ctx, owner.token, second.releaseId);
    const { warnings, errors } = (await reviewOf(second.releaseId)).problems;
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.path === 'tracks.0.isrc').map((w) => w.message)).toEqual([
      'Track 1 has the same audio as "Echo" on "Echo EP" (ISRC QZRUS2600100) but ISRC QZRUS2600101. The same recording keeps its ISRC on every release: use QZRUS2600100 unless it is another recording.',
    ]);
  });
});
