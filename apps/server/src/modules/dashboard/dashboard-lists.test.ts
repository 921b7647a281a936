import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardListPage } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createDraftRelease } from '../../../test/release-factories.js';
import {
  createDeliveredRelease,
  createOperator,
  createPendingRelease,
} from '../release-review/lifecycle-test-support.js';

describe("dashboard lists: the signed-in user's releases, submissions, pending releases and activity", () => {
  let ctx: TestContext;
  let artist: CreatedUser;
  let operator: CreatedUser;
  let other: CreatedUser;
  const ids = { delivered: 0, pending: 0, needsDocs: 0, draft: 0, others: 0 };

  beforeAll(async () => {
    ctx = await createTestApp();
    [artist, operator, other] = await Promise.all([createUser(ctx), createOperator(ctx), createUser(ctx)]);
    const step = () => ctx.clock.advanceMinutes(5);
    ids.delivered = (
      await createDeliveredRelease(ctx, artist.token, operator.token, { release: { title: 'Delivered One' } })
    ).releaseId;
    step();
    ids.pending = (await createPendingRelease(ctx, artist.token, { release: { title: 'Waiting One' } })).releaseId;
    step();
    ids.needsDocs = (await createPendingRelease(ctx, artist.token, { release: { title: 'Docs One' } })).releaseId;
    step();
    const reject = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/releases/${ids.needsDocs}/reject`,
      headers: bearer(operator.token),
      payload: { reason: 'needs-docs', note: 'Send the sample licence' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    step();
    ids.draft = (await createDraftRelease(ctx, artist.token, { release: { title: 'Draft One' } })).releaseId;
    ids.others = (await createPendingRelease(ctx, other.token, { release: { title: 'Someone Else' } })).releaseId;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const list = async (path: string, token = artist.token) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/portal/dashboard/${path}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DashboardListPage;
  };
  const titles = (page: DashboardListPage) => page.data.map((item) => item.title);

  it('release: every release of mine, newest first, with artists, badge, cover and a link', async () => {
    const page = await list('release');
    expect(page).toMatchObject({ total: 4, current_page: 1, last_page: 1, per_page: 10 });
    expect(titles(page)).toEqual(['Draft One', 'Docs One', 'Waiting One', 'Delivered One']);
    expect(page.data[3]).toEqual({
      id: `release-${ids.delivered}`,
      title: 'Delivered One',
      detail: 'Nova Reyes',
      badge: { label: 'Delivered', color: 'info' },
      date: expect.any(String),
      release_id: ids.delivered,
      cover: expect.stringMatching(/^\/api\/distribution\/files\/\d+\/preview$/),
    });
    expect(page.data[0]).toMatchObject({ badge: { label: 'Draft' }, cover: null });
  });

  it('submissions: releases sent to review, the latest first, with where the review stands', async () => {
    const page = await list('submissions');
    expect(page.total).toBe(3);
    expect(page.data.map((item) => [item.title, item.badge?.label, item.detail])).toEqual([
      ['Docs One', 'Needs Docs', 'Documents needed: Send the sample licence'],
      ['Waiting One', 'Pending', 'Waiting for review'],
      ['Delivered One', 'Delivered', 'Approved: the Stores tab shows each store'],
    ]);
  });

  it('pending-releases: only the releases waiting on the review team or the artist', async () => {
    const page = await list('pending-releases');
    expect(titles(page)).toEqual(['Docs One', 'Waiting One']);
    expect(page.data.map((item) => item.release_id)).toEqual([ids.needsDocs, ids.pending]);
  });

  it("logs: the history of my releases in words, newest first, with the operator's note", async () => {
    const page = await list('logs?per_page=100');
    const lines = page.data.map((item) => `${item.title} | ${item.detail}`);
    expect(lines[0]).toBe('Release created | Draft One');
    expect(lines).toContain('Documents requested | Docs One · Send the sample licence');
    expect(lines).toContain('Sent for review | Waiting One');
    expect(lines).toContain('Approved by the review team | Delivered One');
    expect(lines.filter((line) => line.endsWith('| Delivered One'))).toEqual([
      'Sending to the stores | Delivered One',
      'Approved by the review team | Delivered One',
      'Sent for review | Delivered One',
      'Release created | Delivered One',
    ]);
    expect(page.data.every((item) => item.badge === null && item.release_id !== ids.others)).toBe(true);
  });

  it('pages each list: per_page and page pick the rows, totals stay', async () => {
    const second = await list('release?page=2&per_page=3');
    expect(second).toMatchObject({ total: 4, current_page: 2, last_page: 2, per_page: 3 });
    expect(titles(second)).toEqual(['Delivered One']);
  });

  it('shows another user only their own rows, and a new account empty pages', async () => {
    expect(titles(await list('release', other.token))).toEqual(['Someone Else']);
    expect(titles(await list('submissions', other.token))).toEqual(['Someone Else']);
    expect(titles(await list('pending-releases', other.token))).toEqual(['Someone Else']);
    const otherLogs = await list('logs', other.token);
    expect(otherLogs.data.every((item) => item.release_id === ids.others)).toBe(true);
    expect(otherLogs.total).toBe(2);
    const fresh = await createUser(ctx);
    for (const path of ['release', 'submissions', 'pending-releases', 'logs', 'tickets']) {
      expect(await list(path, fresh.token), path).toEqual({
        data: [],
        current_page: 1,
        last_page: 1,
        total: 0,
        per_page: 10,
      });
    }
  });

  it('tickets: the support tickets only, so an account with releases and no ticket has an empty list', async () => {
    expect(await list('tickets')).toMatchObject({ data: [], total: 0 });
  });
});
