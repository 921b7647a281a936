import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { releases } from '../releases/tables.js';
import { createCatalog } from '../statements/testing.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('smart link visits, counted for analytics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function linkOf(title: string) {
    const { user, token } = await createUser(ctx);
    const { release } = await createCatalog(ctx, user.id, { title });
    await ctx.deps.db
      .update(releases)
      .set({ storeIds: ['spotify', 'deezer'] })
      .where(eq(releases.id, release.id));
    const init = await ctx.app.inject({
      method: 'POST',
      url: `/api/portal/quicklink/init/${release.id}`,
      headers: bearer(token),
    });
    expect(init.statusCode, init.body).toBe(200);
    return { token, releaseId: release.id, link: init.json().data as { id: number; short_id: string } };
  }
  const visit = (url: string, userAgent = BROWSER) =>
    ctx.app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });
  const stats = (token: string, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/portal/analytics/release-links/top-releases${query}`,
      headers: bearer(token),
    });

  it('counts page views and store clicks per link and store, per day; crawlers are not counted', async () => {
    const { token, releaseId, link } = await linkOf('Counted');
    const quiet = await linkOf('Quiet');
    const page = await visit(`/api/public/links/${link.short_id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, max-age=60');
    const spotify = page.json().stores.find((s: { platform: string }) => s.platform === 'spotify');
    expect(spotify.go).toBe(`/api/public/links/${link.short_id}/go/spotify`);
    await visit(`/api/public/links/${link.short_id}`);
    await visit(`/api/public/links/${link.short_id}`, 'Slackbot-LinkExpanding 1.0');
    await visit(`/api/public/links/${link.short_id}`, '');

    const go = await visit(spotify.go);
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe(spotify.url);
    await visit(`/api/public/links/${link.short_id}/go/deezer`);
    await visit(`/api/public/links/${link.short_id}/go/deezer`);
    await visit(`/api/public/links/${link.short_id}/go/deezer`, 'Googlebot/2.1');
    expect((await visit(`/api/public/links/${link.short_id}/go/tidal`)).statusCode).toBe(404);
    expect((await visit('/api/public/links/zzzzzzzz/go/spotify')).statusCode).toBe(404);

    const body = (await stats(token)).json();
    const today = ctx.clock.now().toISOString().slice(0, 10);
    expect(body.range.end_date).toBe(today);
    expect(body).toMatchObject({ total: 1, current_page: 1 });
    expect(body.data).toEqual([
      {
        link_id: link.id,
        release_id: releaseId,
        title: 'Counted',
        cover: null,
        views: 2,
        clicks: 3,
        stores: [
          { store: 'deezer', clicks: 2 },
          { store: 'spotify', clicks: 1 },
        ],
      },
    ]);
    const other = (await stats(quiet.token)).json();
    expect(other.data).toEqual([expect.objectContaining({ link_id: quiet.link.id, views: 0, clicks: 0, stores: [] })]);

    const before = (await stats(token, '?start_date=2020-01-01&end_date=2020-01-28')).json();
    expect(before.data[0]).toMatchObject({ views: 0, clicks: 0, stores: [] });
    const back = (await stats(token, `?start_date=${today}&end_date=${today}`)).json();
    expect(back.data[0]).toMatchObject({ views: 2, clicks: 3 });
    expect((await stats(token, '?start_date=2026-02-30')).statusCode).toBe(422);
  });

  it('a visit to an inactive link counts nothing', async () => {
    const { token, link } = await linkOf('Paused');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/portal/quicklink/edit-link',
      headers: bearer(token),
      payload: { id: link.id, status: 'inactive' },
    });
    expect((await visit(`/api/public/links/${link.short_id}`)).statusCode).toBe(404);
    expect((await visit(`/api/public/links/${link.short_id}/go/spotify`)).statusCode).toBe(404);
    expect((await stats(token)).json().data[0]).toMatchObject({ views: 0, clicks: 0 });
  });
});
