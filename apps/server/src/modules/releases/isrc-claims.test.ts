import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ISRC_ALREADY_USED, ISRC_CLAIM_MESSAGES, RELEASE_STATUS } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, type CreatedUser, createUser } from '../../../test/factories.js';
import { createPublishableRelease, testTrack } from '../../../test/release-factories.js';
import { notifications } from '../notifications/tables.js';
import { releases, tracks } from './tables.js';

// Finding: a draft could carry another account's ISRC. A code of another account's approved
// recording now needs an operator's review (an ISRC claim) before the release can be sent.

const CODE = 'QZAAF2600001';
let ctx: TestContext;
let holder: CreatedUser;
let claimant: CreatedUser;
let operator: CreatedUser;
let holderTrackId: number;

async function insertRelease(userId: number, status: number, isrc: string): Promise<number> {
  const [release] = await ctx.deps.db.insert(releases).values({ userId, title: 'Their Album', status }).returning();
  const [track] = await ctx.deps.db
    .insert(tracks)
    .values({ releaseId: release.id, position: 0, title: 'Their Song', isrc })
    .returning();
  return track.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  [holder, claimant, operator] = await Promise.all([
    createUser(ctx),
    createUser(ctx),
    createUser(ctx, { isAdmin: true }),
  ]);
  holderTrackId = await insertRelease(holder.user.id, RELEASE_STATUS.ACKNOWLEDGED, CODE);
});
afterAll(async () => ctx.close());

const call = (who: CreatedUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const claims = async () => (await call(operator, 'GET', '/api/admin/isrc-claims')).json().data;
const titlesOf = async (who: CreatedUser) =>
  (
    await ctx.deps.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, who.user.id))
  )
    .map((row) => row.title)
    .join('\n');
/** The release's first track as the wizard sends it back, with this ISRC. */
const sameTrackWith = async (releaseId: number, isrc: string) => {
  const track = await firstTrack(releaseId);
  return { ...testTrack(0, { isrc }), id: track.id, audioFileId: track.audioFileId };
};
const firstTrack = async (releaseId: number) =>
  (await ctx.deps.db.select().from(tracks).where(eq(tracks.releaseId, releaseId)).orderBy(asc(tracks.position)))[0];

describe('ISRC claims', () => {
  let releaseId: number;

  it("saves another account's approved code as a claim: the track keeps it for the wizard, not in the catalogue", async () => {
    ({ releaseId } = await createPublishableRelease(ctx, claimant.token, { tracks: [testTrack(0, { isrc: CODE })] }));
    expect((await firstTrack(releaseId)).isrc).toBeNull();
    const view = (await call(claimant, 'GET', `/api/portal/release/${releaseId}`)).json();
    expect(view.tracks[0].isrc).toBe(CODE);
    expect(await titlesOf(claimant)).toContain(`The ISRC ${CODE}`);
    expect(await claims()).toMatchObject([
      {
        isrc: CODE,
        status: 'pending',
        claimant: { id: claimant.user.id },
        release: { id: releaseId },
        holder: { id: holder.user.id },
        holderTrack: { id: holderTrackId, title: 'Their Song' },
      },
    ]);
    // Saving the form again (autosave) keeps the one claim.
    const again = await call(claimant, 'POST', '/api/portal/release/save/tracks', {
      release_id: releaseId,
      tracks: [await sameTrackWith(releaseId, CODE)],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await claims()).toHaveLength(1);
  });

  it('refuses to send the release while the claim waits', async () => {
    const res = await call(claimant, 'POST', '/api/portal/release/publish', { release_id: releaseId });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'tracks.0.isrc': [ISRC_CLAIM_MESSAGES.pending] });
  });

  it("lets the same account reuse its recording's code, and keeps refusing an unapproved draft's", async () => {
    const draftCode = 'QZAAG2600001';
    await insertRelease(holder.user.id, RELEASE_STATUS.DRAFT, draftCode);
    const { releaseId: other } = await createPublishableRelease(ctx, holder.token);
    const res = await call(holder, 'POST', '/api/portal/release/save/tracks', {
      release_id: other,
      tracks: [testTrack(0, { isrc: CODE })],
    });
    // Issue 12 point 9: the holder's album keeps the single's ISRC (no claim, no refusal).
    expect(res.statusCode, res.body).toBe(200);
    expect((await firstTrack(other)).isrc).toBe(CODE);
    const third = await createUser(ctx);
    const { releaseId: thirds } = await createPublishableRelease(ctx, third.token);
    const fromDraft = await call(third, 'POST', '/api/portal/release/save/tracks', {
      release_id: thirds,
      tracks: [testTrack(0, { isrc: draftCode })],
    });
    expect(fromDraft.json().errors).toEqual({ 'tracks.0.isrc': [ISRC_ALREADY_USED] });
  });

  it('is for operators only', async () => {
    expect((await call(claimant, 'GET', '/api/admin/isrc-claims')).statusCode).toBe(403);
    const [claim] = await claims();
    expect((await call(claimant, 'POST', `/api/admin/isrc-claims/${claim.id}/accept`, {})).statusCode).toBe(403);
  });

  it('tells the artist why a claim was rejected, and the wizard then shows no code', async () => {
    const [claim] = await claims();
    const res = await call(operator, 'POST', `/api/admin/isrc-claims/${claim.id}/reject`, {
      reason: 'The recording is registered to the other label',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await titlesOf(claimant)).toContain(
      `Your claim to the ISRC ${CODE} was rejected: The recording is registered to the other label`,
    );
    expect(await claims()).toEqual([]);
    expect((await call(claimant, 'GET', `/api/portal/release/${releaseId}`)).json().tracks[0].isrc).toBe('');
    const twice = await call(operator, 'POST', `/api/admin/isrc-claims/${claim.id}/accept`, {});
    expect(twice.statusCode).toBe(409);
  });

  it('moves the code to the claimant on acceptance, after which the release can be sent', async () => {
    const save = await call(claimant, 'POST', '/api/portal/release/save/tracks', {
      release_id: releaseId,
      tracks: [await sameTrackWith(releaseId, CODE)],
    });
    expect(save.statusCode).toBe(200);
    const [claim] = await claims();
    const accepted = await call(operator, 'POST', `/api/admin/isrc-claims/${claim.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await firstTrack(releaseId)).isrc).toBe(CODE);
    const [holderTrack] = await ctx.deps.db.select().from(tracks).where(eq(tracks.id, holderTrackId));
    expect(holderTrack.isrc).toBeNull();
    expect(await titlesOf(holder)).toContain(`the ISRC ${CODE} was given to the account that owns the recording`);
    const sent = await call(claimant, 'POST', '/api/portal/release/publish', { release_id: releaseId });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().release.tracks[0].isrc).toBe(CODE);
  });
});
