import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { createDraftRelease } from '../../../test/release-factories.js';
import { deliverPendingInline } from '../delivery/index.js';
import { deliveryJobs } from '../delivery/tables.js';
import { releaseEvents, releases, tracks } from '../releases/tables.js';
import { uploadedFiles } from '../uploads/tables.js';
import {
  createDeliveredRelease,
  createOperator,
  createPendingRelease,
  deliveryBatchesOf,
} from '../release-review/lifecycle-test-support.js';

describe('edit requests', () => {
  let ctx: TestContext;
  let operatorToken: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ token: operatorToken } = await createOperator(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const url = (releaseId: number, rest = '') => `/api/portal/release/${releaseId}/edit-requests${rest}`;
  const send = (method: 'GET' | 'POST' | 'DELETE', path: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: path, headers: bearer(token), payload });
  const trackIdsOf = async (releaseId: number) =>
    (
      await ctx.deps.db
        .select({ id: tracks.id })
        .from(tracks)
        .where(eq(tracks.releaseId, releaseId))
        .orderBy(tracks.position)
    ).map((t) => t.id);

  it('keeps one edit per section: adding the same section again replaces it, with the server\'s own "before"', async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createDeliveredRelease(ctx, token, operatorToken);
    expect(
      (await send('POST', url(releaseId), token, { section: 'title', value: 'Northern Light', oldValue: 'forged' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send('POST', url(releaseId), token, { section: 'title', value: 'Northern Lights (Deluxe)' })).statusCode,
    ).toBe(200);
    await send('POST', url(releaseId), token, { section: 'label', value: 'Borealis' });
    const view = (await send('GET', url(releaseId), token)).json();
    expect(view.state).toBe('open');
    expect(view.releaseEdits).toEqual([
      { section: 'title', value: 'Northern Lights (Deluxe)', oldValue: 'Northern Lights' },
      { section: 'label', value: 'Borealis', oldValue: 'Aurora Records' },
    ]);
    expect((await send('DELETE', url(releaseId, '/label'), token)).statusCode).toBe(200);
    expect((await send('DELETE', url(releaseId, '/label'), token)).statusCode).toBe(404);
    expect(
      (await send('GET', url(releaseId), token)).json().releaseEdits.map((e: { section: string }) => e.section),
    ).toEqual(['title']);
  });

  it("keeps one edit per track field; removing a track's last edit removes its entry", async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createDeliveredRelease(ctx, token, operatorToken);
    const [first, second] = await trackIdsOf(releaseId);
    await send('POST', url(releaseId, '/tracks'), token, { trackId: first, field: 'lyrics', value: 'la la' });
    await send('POST', url(releaseId, '/tracks'), token, { trackId: first, field: 'lyrics', value: 'la la la' });
    await send('POST', url(releaseId, '/tracks'), token, { trackId: first, field: 'explicit', value: true });
    await send('POST', url(releaseId, '/tracks'), token, { trackId: second, field: 'title', value: 'Second Song' });
    let view = (await send('GET', url(releaseId), token)).json();
    expect(view.trackEdits).toHaveLength(2);
    expect(view.trackEdits[0]).toMatchObject({
      trackID: first,
      title: 'Track Number One',
      edits: [
        { field: 'lyrics', value: 'la la la', oldValue: '' },
        { field: 'explicit', value: true, oldValue: false },
      ],
    });
    expect(view.trackEdits[0].ISRC).toMatch(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/);

    await send('DELETE', url(releaseId, `/tracks/${second}/title`), token);
    view = (await send('GET', url(releaseId), token)).json();
    expect(view.trackEdits.map((t: { trackID: number }) => t.trackID)).toEqual([first]);
    await send('DELETE', url(releaseId, `/tracks/${first}/lyrics`), token);
    await send('DELETE', url(releaseId, `/tracks/${first}/explicit`), token);
    expect((await send('GET', url(releaseId), token)).json().trackEdits).toEqual([]);
  });

  it('refuses values the wizard would refuse (422), unknown sections, tracks of another release, and not-delivered releases', async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createDeliveredRelease(ctx, token, operatorToken);
    expect(
      (await send('POST', url(releaseId), token, { section: 'releaseDate', value: '15/01/2030' })).statusCode,
    ).toBe(422);
    expect((await send('POST', url(releaseId), token, { section: 'upc', value: '036000291452' })).statusCode).toBe(422);
    const other = await createDeliveredRelease(ctx, token, operatorToken);
    const [foreignTrack] = await trackIdsOf(other.releaseId);
    expect(
      (await send('POST', url(releaseId, '/tracks'), token, { trackId: foreignTrack, field: 'title', value: 'X' }))
        .statusCode,
    ).toBe(404);
    const pending = await createPendingRelease(ctx, token);
    expect((await send('POST', url(pending.releaseId), token, { section: 'title', value: 'X' })).statusCode).toBe(409);
    const draft = await createDraftRelease(ctx, token);
    expect((await send('POST', url(draft.releaseId), token, { section: 'title', value: 'X' })).statusCode).toBe(409);
  });

  it("another user's release answers 404 on every call", async () => {
    const { token } = await createUser(ctx);
    const stranger = await createUser(ctx);
    const { releaseId } = await createDeliveredRelease(ctx, token, operatorToken);
    expect((await send('GET', url(releaseId), stranger.token)).statusCode).toBe(404);
    expect((await send('POST', url(releaseId), stranger.token, { section: 'title', value: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', url(releaseId, '/title'), stranger.token)).statusCode).toBe(404);
    expect((await send('POST', url(releaseId, '/submit'), stranger.token)).statusCode).toBe(404);
  });

  it('a store dropped in an approved edit gets a takedown; the stores kept get the update', async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createDeliveredRelease(ctx, token, operatorToken, {
      release: { storeIds: ['spotify', 'deezer'] },
    });
    await deliverPendingInline(ctx.deps);
    await send('POST', url(releaseId), token, { section: 'storeIds', value: ['spotify'] });
    expect((await send('POST', url(releaseId, '/submit'), token)).statusCode).toBe(200);
    const approved = await send('POST', `/api/admin/releases/${releaseId}/edit-requests/approve`, operatorToken);
    expect(approved.statusCode, approved.body).toBe(200);
    await deliverPendingInline(ctx.deps);
    const batches = await deliveryBatchesOf(ctx, releaseId);
    expect(batches.map((batch) => batch.action)).toEqual(['insert', 'update', 'takedown']);
    const storesOf = async (batchId: string) =>
      (await ctx.deps.db.select().from(deliveryJobs).where(eq(deliveryJobs.batchId, batchId))).map((job) => [
        job.storeId,
        job.status,
      ]);
    expect(await storesOf(batches[1].id)).toEqual([['spotify', 'delivered']]);
    expect(await storesOf(batches[2].id)).toEqual([['deezer', 'delivered']]);
    const states = (await send('GET', `/api/portal/release/${releaseId}/stores`, token)).json().data;
    expect(states.map((state: { storeId: string; action: string }) => [state.storeId, state.action])).toEqual([
      ['spotify', 'update'],
      ['deezer', 'takedown'],
    ]);
  });

  it('submit -> Pending (4); the operator approves: edits applied, update delivered, history written', async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createDeliveredRelease(ctx, token, operatorToken);
    const [first] = await trackIdsOf(releaseId);
    expect((await send('POST', url(releaseId, '/submit'), token)).statusCode).toBe(422);
    await send('POST', url(releaseId), token, { section: 'label', value: 'Borealis' });
    await send('POST', url(releaseId), token, {
      section: 'artists',
      value: [
        { name: 'Nova Reyes', roles: ['primary'] },
        { name: 'Kai Storm', roles: 'featuring;producer' },
      ],
    });
    await send('POST', url(releaseId, '/tracks'), token, { trackId: first, field: 'explicit', value: true });
    const participants = (await send('GET', url(releaseId), token)).json().releaseEdits[1].participants;
    expect(participants).toEqual([
      { name: 'Nova Reyes', roles: ['primary'], change: 'kept' },
      { name: 'Kai Storm', roles: ['featuring', 'producer'], change: 'added' },
    ]);

    const submitted = await send('POST', url(releaseId, '/submit'), token);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().release.status).toBe(4);
    // Under review: the artist cannot change it, and it shows in the operator's queue as an edit.
    expect((await send('POST', url(releaseId), token, { section: 'title', value: 'Other' })).statusCode).toBe(409);
    const queue = (await send('GET', '/api/admin/releases/review?per_page=100', operatorToken)).json().data as {
      id: number;
      kind: string;
    }[];
    expect(queue.find((row) => row.id === releaseId)?.kind).toBe('edit');
    expect((await send('POST', `/api/admin/releases/${releaseId}/edit-requests/approve`, token)).statusCode).toBe(403);
    expect((await send('GET', `/api/admin/releases/${releaseId}/edit-requests`, operatorToken)).json().state).toBe(
      'submitted',
    );

    const approved = await send('POST', `/api/admin/releases/${releaseId}/edit-requests/approve`, operatorToken);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().release.status).toBe(6);
    const release = (await send('GET', `/api/portal/release/${releaseId}`, token)).json();
    expect(release.label).toBe('Borealis');
    expect(release.artists.map((a: { name: string }) => a.name)).toEqual(['Nova Reyes', 'Kai Storm']);
    expect(release.tracks[0].explicit).toBe(true);
    expect(release.parentalWarning).toBe('Explicit');
    expect((await deliveryBatchesOf(ctx, releaseId)).map((b) => b.action)).toEqual(['insert', 'update']);
    const actions = (await ctx.deps.db.select().from(releaseEvents).where(eq(releaseEvents.releaseId, releaseId))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['edit-added', 'edit-submitted', 'edit-approved']));
    expect((await send('GET', url(releaseId), token)).json().state).toBe('approved');
    // A new request can start on the updated release (6).
    expect((await send('POST', url(releaseId), token, { section: 'catalogNumber', value: 'AUR-002' })).statusCode).toBe(
      200,
    );
  });

  it('the operator declines: the release returns to its previous status and the note shows on the request', async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createDeliveredRelease(ctx, token, operatorToken);
    await send('POST', url(releaseId), token, { section: 'primaryGenre', value: 'Jazz' });
    await send('POST', url(releaseId, '/submit'), token);
    expect(
      (await send('POST', `/api/admin/releases/${releaseId}/edit-requests/reject`, operatorToken, { note: '' }))
        .statusCode,
    ).toBe(422);
    const rejected = await send('POST', `/api/admin/releases/${releaseId}/edit-requests/reject`, operatorToken, {
      note: 'The genre change needs a reason',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().release.status).toBe(1);
    const view = (await send('GET', url(releaseId), token)).json();
    expect(view).toMatchObject({ state: 'rejected', note: 'The genre change needs a reason' });
    const [row] = await ctx.deps.db.select().from(releases).where(eq(releases.id, releaseId));
    expect(row.primaryGenre).toBe('Alternative');
    expect((await deliveryBatchesOf(ctx, releaseId)).map((b) => b.action)).toEqual(['insert']);
  });

  it('an edit that would make the release invalid is refused at submit with the publish checks', async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createDeliveredRelease(ctx, token, operatorToken);
    await send('POST', url(releaseId), token, { section: 'artworkFileId', value: 999999 });
    await send('POST', url(releaseId), token, { section: 'title', value: '' });
    const res = await send('POST', url(releaseId, '/submit'), token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The release would not be valid with these edits');
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['title', 'artworkFileId']));
    expect(res.json().errors.artworkFileId).toEqual(['The artwork file was not found; upload it again']);
    const [row] = await ctx.deps.db.select().from(releases).where(eq(releases.id, releaseId));
    expect(row.status).toBe(1);
  });

  it("the operator's review shows the problems the release would have with the edits, before approval", async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createDeliveredRelease(ctx, token, operatorToken);
    const review = async () =>
      (await send('GET', `/api/admin/releases/${releaseId}/edit-requests`, operatorToken)).json().problems;
    expect(await review()).toBeNull();
    // A title not in title case is a store style warning: accepted at submit, shown to the operator.
    await send('POST', url(releaseId), token, { section: 'title', value: 'Northern lights' });
    expect((await send('POST', url(releaseId, '/submit'), token)).statusCode).toBe(200);
    const problems = await review();
    expect(problems.errors).toEqual([]);
    const titleWarnings = (list: { path: string }[]) => list.filter((problem) => problem.path === 'title');
    expect(titleWarnings(problems.warnings)).toEqual([
      { path: 'title', message: expect.stringContaining('title case') },
    ]);
    const current = (await send('GET', `/api/admin/releases/${releaseId}`, operatorToken)).json().problems;
    expect(titleWarnings(current.warnings)).toEqual([]);
    // The owner's own view does not carry the operator's check.
    expect((await send('GET', url(releaseId), token)).json().problems).toBeUndefined();
  });

  it('an error found on the proposed release shows in the review and blocks approval with the reason', async () => {
    const { token } = await createUser(ctx);
    const { releaseId, artworkFileId } = await createDeliveredRelease(ctx, token, operatorToken);
    await send('POST', url(releaseId), token, { section: 'label', value: 'Borealis' });
    expect((await send('POST', url(releaseId, '/submit'), token)).statusCode).toBe(200);
    // The cover is removed while the request waits.
    await ctx.deps.db.update(uploadedFiles).set({ status: 'removed' }).where(eq(uploadedFiles.id, artworkFileId));
    const view = (await send('GET', `/api/admin/releases/${releaseId}/edit-requests`, operatorToken)).json();
    expect(view.problems.errors).toEqual([expect.objectContaining({ path: 'artworkFileId' })]);
    const refused = await send('POST', `/api/admin/releases/${releaseId}/edit-requests/approve`, operatorToken);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'The release would not be valid with these edits' });
    expect(refused.json().errors.artworkFileId).toEqual([view.problems.errors[0].message]);
    expect((await deliveryBatchesOf(ctx, releaseId)).map((b) => b.action)).toEqual(['insert']);
  });
});
