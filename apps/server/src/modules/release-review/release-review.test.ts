import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { insertTestFile, publishTestRelease, testTrack } from '../../../test/release-factories.js';
import { notifications } from '../notifications/tables.js';
import { releaseEvents, releases } from '../releases/tables.js';
import { createOperator, createPendingRelease, deliveryBatchesOf } from './lifecycle-test-support.js';

describe('review queue and decisions', () => {
  let ctx: TestContext;
  let operatorToken: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ token: operatorToken } = await createOperator(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  it('is closed to artists (403) and to guests (401)', async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createPendingRelease(ctx, token);
    expect((await get('/api/admin/releases/review', token)).statusCode).toBe(403);
    expect((await get(`/api/admin/releases/${releaseId}`, token)).statusCode).toBe(403);
    expect((await post(`/api/admin/releases/${releaseId}/approve`, token)).statusCode).toBe(403);
    expect(
      (await post(`/api/admin/releases/${releaseId}/reject`, token, { reason: 'needs-docs', note: 'x' })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/releases/review' })).statusCode).toBe(401);
  });

  it('lists pending releases oldest first with their owner and a problems summary, drafts left out', async () => {
    const { token, user } = await createUser(ctx, { firstName: 'Queue', lastName: 'Owner' });
    const first = await createPendingRelease(ctx, token);
    ctx.clock.advanceMinutes(5);
    const second = await createPendingRelease(ctx, token);
    // A past release date is a warning publish lets through: the operator should still see it.
    await ctx.deps.db.update(releases).set({ releaseDate: '2020-01-10' }).where(eq(releases.id, second.releaseId));
    const res = await get('/api/admin/releases/review?per_page=100', operatorToken);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as {
      id: number;
      kind: string;
      owner: { id: number; email: string };
      problems: { warnings: number; errors: number; messages: string[] };
      tracks: number;
      badge: { label: string };
    }[];
    const ids = rows.map((row) => row.id);
    expect(ids.indexOf(first.releaseId)).toBeLessThan(ids.indexOf(second.releaseId));
    const row = rows.find((r) => r.id === second.releaseId)!;
    expect(row).toMatchObject({
      kind: 'submission',
      owner: { id: user.id, email: user.email },
      tracks: 2,
      badge: { label: 'Pending' },
    });
    expect(row.problems.errors).toBe(0);
    expect(row.problems.warnings).toBeGreaterThan(0);
    expect(row.problems.messages.join(' ')).toMatch(/2020-01-10 has passed/);
    const [{ id: draftId }] = await ctx.deps.db
      .insert(releases)
      .values({ userId: user.id, title: 'Draft' })
      .returning();
    const again = await get('/api/admin/releases/review?per_page=100', operatorToken);
    expect((again.json().data as { id: number }[]).map((r) => r.id)).not.toContain(draftId);
  });

  it("gives each row of a page its own release's problems, the same as the release's review shows", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const clean = await createPendingRelease(ctx, owner.token);
    const borrowed = await createPendingRelease(ctx, other.token);
    const foreign = await createPendingRelease(ctx, owner.token);
    // A file of another user counts as missing, even when the page also holds that user's release.
    const [{ artworkFileId }] = await ctx.deps.db
      .select({ artworkFileId: releases.artworkFileId })
      .from(releases)
      .where(eq(releases.id, borrowed.releaseId));
    await ctx.deps.db.update(releases).set({ artworkFileId }).where(eq(releases.id, foreign.releaseId));
    const res = await get('/api/admin/releases/review?per_page=100', operatorToken);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as {
      id: number;
      problems: { errors: number; warnings: number; messages: string[] };
    }[];
    for (const releaseId of [clean.releaseId, borrowed.releaseId, foreign.releaseId]) {
      const review = (await get(`/api/admin/releases/${releaseId}`, operatorToken)).json() as {
        problems: { errors: { message: string }[]; warnings: { message: string }[] };
      };
      const { errors, warnings } = review.problems;
      expect(rows.find((row) => row.id === releaseId)?.problems).toEqual({
        errors: errors.length,
        warnings: warnings.length,
        messages: [...errors, ...warnings].slice(0, 3).map((problem) => problem.message),
      });
    }
    expect(rows.find((row) => row.id === foreign.releaseId)?.problems.errors).toBeGreaterThan(0);
    expect(rows.find((row) => row.id === clean.releaseId)?.problems.errors).toBe(0);
    expect(rows.find((row) => row.id === borrowed.releaseId)?.problems.errors).toBe(0);
  });

  it('shows the full release for review, and 404 for an unknown id', async () => {
    const { token, user } = await createUser(ctx);
    const { releaseId } = await createPendingRelease(ctx, token);
    const res = await get(`/api/admin/releases/${releaseId}`, operatorToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      release: { id: releaseId, status: 2, title: 'Northern Lights' },
      owner: { id: user.id },
      problems: { errors: [] },
    });
    expect(res.json().release.tracks).toHaveLength(2);
    expect((await get('/api/admin/releases/999999', operatorToken)).statusCode).toBe(404);
  });

  it('approval moves the release to Delivered, requests the insert delivery in the same step, writes history and tells the owner', async () => {
    const { token, user } = await createUser(ctx);
    const { releaseId } = await createPendingRelease(ctx, token);
    const res = await post(`/api/admin/releases/${releaseId}/approve`, operatorToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().release).toMatchObject({ id: releaseId, status: 1, badge: { label: 'Delivered' } });
    const batches = await deliveryBatchesOf(ctx, releaseId);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ action: 'insert', releaseId });
    const events = await ctx.deps.db.select().from(releaseEvents).where(eq(releaseEvents.releaseId, releaseId));
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['published', 'approved', 'delivery-requested']),
    );
    const notes = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'message')));
    expect(notes.some((n) => /approved/.test(n.title))).toBe(true);
    // Approving twice is refused and delivers nothing more.
    expect((await post(`/api/admin/releases/${releaseId}/approve`, operatorToken)).statusCode).toBe(409);
    expect(await deliveryBatchesOf(ctx, releaseId)).toHaveLength(1);
  });

  it('a track shorter than the stores accept is published with a warning the operator sees on its audio', async () => {
    const { token, user } = await createUser(ctx);
    const short = await insertTestFile(ctx, user.id, 'audio', { durationSeconds: 5 });
    const { releaseId } = await createPendingRelease(ctx, token, {
      tracks: [testTrack(0, { audioFileId: short.id }), testTrack(1)],
    });
    const { problems } = (await get(`/api/admin/releases/${releaseId}`, operatorToken)).json();
    expect(problems.errors).toEqual([]);
    expect(problems.warnings).toContainEqual({
      path: 'tracks.0.audioFileId',
      message:
        'Track 1 is 5 seconds long; stores refuse or do not pay for tracks under 30 seconds. Upload the full-length audio.',
    });
    expect(problems.warnings.filter((w: { path: string }) => w.path === 'tracks.1.audioFileId')).toEqual([]);
    const queue = (await get('/api/admin/releases/review?per_page=100', operatorToken)).json().data as {
      id: number;
      problems: { warnings: number; messages: string[] };
    }[];
    expect(queue.find((row) => row.id === releaseId)?.problems.messages).toContain(
      'Track 1 is 5 seconds long; stores refuse or do not pay for tracks under 30 seconds. Upload the full-length audio.',
    );
  });

  it('a release whose files went missing since publish is not approved (422) and nothing is delivered', async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createPendingRelease(ctx, token);
    await ctx.deps.db.update(releases).set({ artworkFileId: 987654 }).where(eq(releases.id, releaseId));
    const res = await post(`/api/admin/releases/${releaseId}/approve`, operatorToken);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.artworkFileId).toBeDefined();
    expect(await deliveryBatchesOf(ctx, releaseId)).toHaveLength(0);
  });

  it('rejection sends it back as Needs Docs with the note the artist sees, and the artist can publish again', async () => {
    const { token, user } = await createUser(ctx);
    const { releaseId } = await createPendingRelease(ctx, token);
    expect(
      (await post(`/api/admin/releases/${releaseId}/reject`, operatorToken, { reason: 'needs-docs', note: '' }))
        .statusCode,
    ).toBe(422);
    const res = await post(`/api/admin/releases/${releaseId}/reject`, operatorToken, {
      reason: 'needs-docs',
      note: 'Send the sample licence for track 2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().release).toMatchObject({ status: 5, badge: { label: 'Needs Docs', color: 'warning' } });

    const review = await get(`/api/portal/release/${releaseId}/review`, token);
    expect(review.statusCode).toBe(200);
    expect(review.json()).toMatchObject({
      status: 5,
      note: 'Send the sample licence for track 2',
      decision: { action: 'needs-docs', note: 'Send the sample licence for track 2' },
    });
    expect((await get(`/api/portal/release/${releaseId}`, token)).json().reviewNote).toBe(
      'Send the sample licence for track 2',
    );
    const notes = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.some((n) => n.type === 'message' && n.message === 'Send the sample licence for track 2')).toBe(true);
    expect(await deliveryBatchesOf(ctx, releaseId)).toHaveLength(0);

    const republished = await publishTestRelease(ctx, token, releaseId);
    expect(republished.release.status).toBe(2);
  });

  it('records a "rejected" reason in the history and the decision', async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createPendingRelease(ctx, token);
    await post(`/api/admin/releases/${releaseId}/reject`, operatorToken, {
      reason: 'rejected',
      note: 'The artwork shows a store logo',
    });
    const events = await ctx.deps.db.select().from(releaseEvents).where(eq(releaseEvents.releaseId, releaseId));
    expect(events.find((e) => e.action === 'rejected')?.detail).toMatchObject({
      from: 2,
      to: 5,
      note: 'The artwork shows a store logo',
    });
    expect((await get(`/api/portal/release/${releaseId}/review`, token)).json().decision.action).toBe('rejected');
    expect(
      (await post(`/api/admin/releases/${releaseId}/reject`, operatorToken, { reason: 'bogus', note: 'x' })).statusCode,
    ).toBe(422);
  });

  it("another user's release review answers 404", async () => {
    const { token } = await createUser(ctx);
    const other = await createUser(ctx);
    const { releaseId } = await createPendingRelease(ctx, token);
    expect((await get(`/api/portal/release/${releaseId}/review`, other.token)).statusCode).toBe(404);
  });
});
