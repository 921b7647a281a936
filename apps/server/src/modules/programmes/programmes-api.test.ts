import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createDraftRelease } from '../../../test/release-factories.js';
import { auditEntries } from '../audit/tables.js';
import { notifications } from '../notifications/tables.js';
import { tracks } from '../releases/tables.js';
import { approvedGreenlist, releaseBlocks } from './index.js';
import { blocklistEntry, callProgrammes, createLiveRelease, decide, greenlistEntry, submittedId } from './testing.js';

let ctx: TestContext;
let owner: CreatedUser;
let stranger: CreatedUser;
let operator: CreatedUser;
let release: { releaseId: number; trackIds: number[] };

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, { displayName: 'Nova Reyes' });
  stranger = await createUser(ctx);
  operator = await createUser(ctx, { isAdmin: true, displayName: 'Olga Operator' });
  release = await createLiveRelease(ctx, owner);
  await ctx.deps.db.update(tracks).set({ isrc: 'USRC17607839' }).where(eq(tracks.id, release.trackIds[1]));
});
afterAll(async () => {
  await ctx.close();
});

const notificationTitles = async (userId: number) =>
  (await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.title);

describe('greenlist submissions (api/portal/greenlist)', () => {
  it('needs a live release to join', async () => {
    const newcomer = await createUser(ctx);
    const eligibility = await callProgrammes(ctx, newcomer, 'GET', '/api/portal/programmes/greenlist/eligibility');
    expect(eligibility.json()).toEqual({
      eligible: false,
      reasons: ['You need a release in the stores first: the greenlist spares channels from claims on live releases'],
    });
    const { releaseId } = await createDraftRelease(ctx, newcomer.token);
    const res = await callProgrammes(ctx, newcomer, 'POST', '/api/portal/greenlist/submit', greenlistEntry(releaseId));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOT_ELIGIBLE');
  });

  it('submits a channel for a track, listed on its platform with the track ISRC, or Not set without one', async () => {
    const withIsrc = await callProgrammes(
      ctx,
      owner,
      'POST',
      '/api/portal/greenlist/submit',
      greenlistEntry(release.releaseId, { track_id: release.trackIds[1] }),
    );
    expect(withIsrc.statusCode).toBe(200);
    expect(withIsrc.json().submission).toMatchObject({
      title: 'Track Number Two',
      type: 'youtube',
      status: 'submitted',
      isrc: 'USRC17607839',
      links: ['https://www.youtube.com/@nightdrivefans'],
    });
    await submittedId(ctx, owner, 'greenlist', greenlistEntry(release.releaseId, { track_id: release.trackIds[0] }));
    const list = await callProgrammes(ctx, owner, 'GET', '/api/portal/greenlist/youtube');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: { isrc: string }) => row.isrc)).toEqual(['Not set', 'USRC17607839']);
    expect((await callProgrammes(ctx, owner, 'GET', '/api/portal/greenlist/tiktok')).json().total).toBe(0);
    expect(await notificationTitles(owner.user.id)).toContain(
      'Your YouTube greenlist entry for “Track Number Two” was sent for review',
    );
  });

  it('lists the account’s releases with their tracks to choose from', async () => {
    const res = await callProgrammes(ctx, owner, 'GET', '/api/portal/greenlist/releases');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ id: release.releaseId, is_live: true });
    expect(res.json().data[0].tracks).toHaveLength(2);
    expect((await callProgrammes(ctx, stranger, 'GET', '/api/portal/greenlist/releases')).json().total).toBe(0);
  });

  it('refuses bad input with field messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [greenlistEntry(release.releaseId, { platform: 'myspace' }), 'platform', 'Choose a platform'],
      [greenlistEntry(release.releaseId, { links: ['http://plain.example'] }), 'links.0', 'https://'],
      [greenlistEntry(release.releaseId, { links: [] }), 'links', 'Give 1 to 5 links'],
      [greenlistEntry(release.releaseId, { channel_name: 'x'.repeat(500) }), 'channel_name', 'Name the channel'],
      [greenlistEntry(release.releaseId, { release_id: 'one' }), 'release_id', 'whole number'],
    ];
    for (const [payload, field, words] of cases) {
      const res = await callProgrammes(ctx, owner, 'POST', '/api/portal/greenlist/submit', payload);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]?.join(' '), field).toContain(words);
    }
  });

  it('refuses another account’s release, and a track of another release', async () => {
    const other = await createLiveRelease(ctx, stranger);
    const foreign = await callProgrammes(
      ctx,
      owner,
      'POST',
      '/api/portal/greenlist/submit',
      greenlistEntry(other.releaseId),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors.release_id).toEqual(['Choose one of your releases']);
    const wrongTrack = await callProgrammes(
      ctx,
      owner,
      'POST',
      '/api/portal/greenlist/submit',
      greenlistEntry(release.releaseId, { track_id: other.trackIds[0] }),
    );
    expect(wrongTrack.json().errors.track_id).toEqual(['Choose a track of that release']);
  });

  it('answers 422 for a platform that is not one, and 404 for a programme that does not exist', async () => {
    expect((await callProgrammes(ctx, owner, 'GET', '/api/portal/greenlist/myspace')).statusCode).toBe(422);
    expect((await callProgrammes(ctx, owner, 'GET', '/api/portal/programmes/playlisting/submissions')).statusCode).toBe(
      404,
    );
    expect((await callProgrammes(ctx, null, 'GET', '/api/portal/greenlist/youtube')).statusCode).toBe(401);
  });
});

describe('the generic calls (api/portal/programmes/<key>)', () => {
  it('submits with the payload nested, and names the nested fields in its messages', async () => {
    const bad = await callProgrammes(ctx, owner, 'POST', '/api/portal/programmes/blocklist/submit', {
      payload: blocklistEntry({ end_date: '2025-12-31' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['payload.end_date']).toEqual(['The end date must be on or after the start date']);
    const good = await callProgrammes(ctx, owner, 'POST', '/api/portal/programmes/blocklist/submit', {
      payload: blocklistEntry(),
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().submission).toMatchObject({ programme: 'blocklist', kind: 'tiktok', state: 'submitted' });
  });

  it('shows one submission with its history; another account’s answers 404', async () => {
    const id = await submittedId(ctx, owner, 'greenlist', greenlistEntry(release.releaseId, { platform: 'tiktok' }));
    const detail = await callProgrammes(ctx, owner, 'GET', `/api/portal/programmes/greenlist/submissions/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      state: 'submitted',
      actions: ['remove'],
      history: [
        { from_state: null, to_state: 'submitted', transition: 'submit', by: 'owner', actor_name: 'Nova Reyes' },
      ],
    });
    expect(
      (await callProgrammes(ctx, stranger, 'GET', `/api/portal/programmes/greenlist/submissions/${id}`)).statusCode,
    ).toBe(404);
    // The id of a greenlist entry is not a blocklist entry.
    expect(
      (await callProgrammes(ctx, owner, 'GET', `/api/portal/programmes/blocklist/submissions/${id}`)).statusCode,
    ).toBe(404);
    const strangerRemove = await callProgrammes(ctx, stranger, 'POST', '/api/portal/greenlist/remove', { id });
    expect(strangerRemove.statusCode).toBe(404);
  });
});

describe('blocklist submissions (api/portal/blocklist)', () => {
  it('blocks all releases or one, and refuses a period in the wrong order or already over', async () => {
    const all = await callProgrammes(ctx, owner, 'POST', '/api/portal/blocklist/submit', blocklistEntry());
    expect(all.json().submission).toMatchObject({
      release_title: 'All Releases',
      type: 'tiktok',
      artist_name: 'Nova Reyes',
    });
    const one = await callProgrammes(
      ctx,
      owner,
      'POST',
      '/api/portal/blocklist/submit',
      blocklistEntry({ platform: 'youtube', release_id: release.releaseId }),
    );
    expect(one.json().submission).toMatchObject({ type: 'youtube', start_date: '2026-01-01', end_date: '2099-12-31' });
    const reversed = await callProgrammes(
      ctx,
      owner,
      'POST',
      '/api/portal/blocklist/submit',
      blocklistEntry({ start_date: '2026-05-02', end_date: '2026-05-01' }),
    );
    expect(reversed.json().errors.end_date).toEqual(['The end date must be on or after the start date']);
    const over = await callProgrammes(
      ctx,
      owner,
      'POST',
      '/api/portal/blocklist/submit',
      blocklistEntry({ start_date: '2001-01-01', end_date: '2001-01-31' }),
    );
    expect(over.json().errors.end_date).toEqual(['The end date has already passed']);
    const noDate = await callProgrammes(
      ctx,
      owner,
      'POST',
      '/api/portal/blocklist/submit',
      blocklistEntry({ start_date: '' }),
    );
    expect(noDate.json().errors.start_date).toEqual(['Choose the first day of the block (yyyy-mm-dd)']);
    const list = await callProgrammes(ctx, owner, 'GET', '/api/portal/blocklist/youtube');
    expect(list.json().data).toHaveLength(1);
  });
});

describe('the operator queue (api/admin/programmes)', () => {
  it('is for operators only', async () => {
    expect((await callProgrammes(ctx, owner, 'GET', '/api/admin/programmes/submissions')).statusCode).toBe(403);
    const id = await submittedId(ctx, owner, 'greenlist', greenlistEntry(release.releaseId, { platform: 'instagram' }));
    expect((await decide(ctx, owner, id, 'approve')).statusCode).toBe(403);
  });

  it('lists waiting submissions across programmes, oldest first, by programme and state', async () => {
    const all = (await callProgrammes(ctx, operator, 'GET', '/api/admin/programmes/submissions?per_page=50')).json();
    const created = all.data.map((row: { created_at: string }) => row.created_at);
    expect(created).toEqual([...created].sort());
    expect(new Set(all.data.map((row: { programme: string }) => row.programme))).toEqual(
      new Set(['greenlist', 'blocklist']),
    );
    expect(all.data[0].account).toMatchObject({ id: owner.user.id, name: 'Nova Reyes' });
    const blocklist = (
      await callProgrammes(ctx, operator, 'GET', '/api/admin/programmes/submissions?programme=blocklist&per_page=50')
    ).json();
    expect(blocklist.data.every((row: { programme: string }) => row.programme === 'blocklist')).toBe(true);
    const unknown = await callProgrammes(ctx, operator, 'GET', '/api/admin/programmes/submissions?programme=nope');
    expect(unknown.statusCode).toBe(422);
  });

  it('approves, with the history, a notification and the account’s audit trail; a second approval is a 409', async () => {
    const id = await submittedId(
      ctx,
      owner,
      'greenlist',
      greenlistEntry(release.releaseId, { platform: 'soundcloud' }),
    );
    expect((await decide(ctx, operator, id, 'start-review')).json().submission.state).toBe('in-review');
    const approved = await decide(ctx, operator, id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().submission).toMatchObject({ state: 'approved', actions: [] });
    expect(approved.json().submission.history.map((entry: { to_state: string }) => entry.to_state)).toEqual([
      'submitted',
      'in-review',
      'approved',
    ]);
    const again = await decide(ctx, operator, id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TRANSITION_NOT_ALLOWED',
      message: 'A submission that is approved cannot be approved',
    });
    expect(await notificationTitles(owner.user.id)).toContainEqual(
      expect.stringMatching(/^Your SoundCloud greenlist entry for “.+” was approved$/),
    );
    const trail = await ctx.deps.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.accountId, owner.user.id), eq(auditEntries.actorUserId, operator.user.id)));
    expect(trail.map((entry) => entry.action)).toEqual([
      'Greenlist: an operator took into review a submission',
      'Greenlist: an operator approved a submission',
    ]);
    const whitelist = await approvedGreenlist(ctx.deps.db, owner.user.id);
    expect(whitelist.soundcloud).toEqual([
      expect.objectContaining({
        submissionId: id,
        channelName: 'Night Drive fan channel',
        releaseId: release.releaseId,
      }),
    ]);
    expect(whitelist.youtube).toEqual([]);
  });

  it('rejects only with a reason, shown to the account; the account cannot remove a rejected entry', async () => {
    const id = await submittedId(ctx, owner, 'blocklist', blocklistEntry({ platform: 'twitch' }));
    const noReason = await decide(ctx, operator, id, 'reject');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Say why the submission is rejected']);
    const rejected = await decide(ctx, operator, id, 'reject', 'Twitch claims are not run for this catalogue');
    expect(rejected.json().submission).toMatchObject({
      state: 'rejected',
      reason: 'Twitch claims are not run for this catalogue',
    });
    const list = (await callProgrammes(ctx, owner, 'GET', '/api/portal/blocklist/twitch')).json();
    expect(list.data[0]).toMatchObject({ status: 'rejected', reason: 'Twitch claims are not run for this catalogue' });
    const remove = await callProgrammes(ctx, owner, 'POST', '/api/portal/blocklist/remove', { id });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe('A submission that is rejected cannot be removed');
  });

  it('refuses a move the machine does not have, or one that is the account’s, and an unknown id', async () => {
    const id = await submittedId(ctx, owner, 'blocklist', blocklistEntry({ platform: 'snapchat' }));
    expect((await decide(ctx, operator, id, 'publish')).statusCode).toBe(409);
    const ownersMove = await decide(ctx, operator, id, 'remove');
    expect(ownersMove.statusCode).toBe(409);
    expect(ownersMove.json().message).toBe('Only the account can remove a submission');
    expect((await decide(ctx, operator, 999_999, 'approve')).statusCode).toBe(404);
    expect((await callProgrammes(ctx, operator, 'GET', '/api/admin/programmes/submissions/abc')).statusCode).toBe(422);
  });

  it('lets the account remove an approved blocklist entry, which then blocks nothing', async () => {
    const id = await submittedId(ctx, owner, 'blocklist', blocklistEntry({ platform: 'facebook' }));
    const day = '2026-06-01';
    const query = { accountId: owner.user.id, releaseId: release.releaseId, day };
    expect((await releaseBlocks(ctx.deps.db, query)).platforms).not.toContain('facebook');
    await decide(ctx, operator, id, 'approve');
    expect(await releaseBlocks(ctx.deps.db, query)).toMatchObject({
      platforms: expect.arrayContaining(['facebook']),
      storeIds: expect.arrayContaining(['meta']),
    });
    expect((await releaseBlocks(ctx.deps.db, { ...query, day: '2025-12-31' })).platforms).toEqual([]);
    const removed = await callProgrammes(ctx, owner, 'POST', '/api/portal/blocklist/remove', { id });
    expect(removed.json().submission.status).toBe('removed');
    expect((await releaseBlocks(ctx.deps.db, query)).platforms).not.toContain('facebook');
    expect(await notificationTitles(owner.user.id)).toContain(
      'Your Facebook blocklist entry for “All Releases” was removed',
    );
  });
});
