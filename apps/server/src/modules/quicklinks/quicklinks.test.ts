import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { createDraftRelease, testTrack } from '../../../test/release-factories.js';
import { releases, tracks } from '../releases/tables.js';
import { uploadedFiles } from '../uploads/tables.js';
import {
  createDeliveredRelease,
  createOperator,
  createPendingRelease,
} from '../release-review/lifecycle-test-support.js';
import { quicklinks } from './tables.js';

describe('quicklinks', () => {
  let ctx: TestContext;
  let operatorToken: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ token: operatorToken } = await createOperator(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const send = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
  const stores = ['spotify', 'apple-music', 'deezer'];

  async function linkedRelease() {
    const { token } = await createUser(ctx);
    const { releaseId } = await createDeliveredRelease(ctx, token, operatorToken, { release: { storeIds: stores } });
    const init = await send('POST', `/api/portal/quicklink/init/${releaseId}`, token);
    expect(init.statusCode, init.body).toBe(200);
    return {
      token,
      releaseId,
      link: init.json().data as {
        id: number;
        short_id: string;
        stores: { platform: string; url: string }[];
        enabledStores: string[];
      },
    };
  }

  it("init makes one link per release with a short id and store search links from the release's stores", async () => {
    const { token, releaseId, link } = await linkedRelease();
    expect(link.short_id).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(link.stores.map((s) => s.platform)).toEqual(stores);
    expect(link.stores[0].url).toBe('https://open.spotify.com/search/Nova%20Reyes%20Northern%20Lights');
    expect(link.enabledStores).toEqual(stores);
    const again = await send('POST', `/api/portal/quicklink/init/${releaseId}`, token);
    expect(again.json().data.id).toBe(link.id);
    expect(await ctx.deps.db.select().from(quicklinks).where(eq(quicklinks.releaseId, releaseId))).toHaveLength(1);
    expect((await send('GET', `/api/portal/quicklink/get/${link.id}`, token)).json()).toMatchObject({
      id: link.id,
      release: { id: releaseId, cover: `/api/public/covers/${releaseId}` },
    });
    expect((await send('GET', '/api/portal/quicklink', token)).json().total).toBe(1);
  });

  it("is the owner's only: 404 for another user, 401 without a token; no link for a draft", async () => {
    const { link, releaseId } = await linkedRelease();
    const stranger = await createUser(ctx);
    expect((await send('GET', `/api/portal/quicklink/get/${link.id}`, stranger.token)).statusCode).toBe(404);
    expect((await send('GET', `/api/portal/quicklink/links/${link.id}`, stranger.token)).statusCode).toBe(404);
    expect((await send('POST', `/api/portal/quicklink/init/${releaseId}`, stranger.token)).statusCode).toBe(404);
    expect(
      (
        await send('POST', '/api/portal/quicklink/edit/store-link', stranger.token, {
          id: link.id,
          platform: 'tidal',
          url: 'https://tidal.com/x',
        })
      ).statusCode,
    ).toBe(404);
    expect((await send('GET', `/api/portal/quicklink/get/${link.id}`)).statusCode).toBe(401);
    const draft = await createDraftRelease(ctx, stranger.token);
    expect((await send('POST', `/api/portal/quicklink/init/${draft.releaseId}`, stranger.token)).statusCode).toBe(409);
  });

  it('stores are edited by URL, added at the front, sorted and removed; URLs must be https', async () => {
    const { token, link } = await linkedRelease();
    const edit = (payload: object) =>
      send('POST', '/api/portal/quicklink/edit/store-link', token, { id: link.id, ...payload });
    expect((await edit({ platform: 'spotify', url: 'http://open.spotify.com/album/1' })).statusCode).toBe(422);
    expect((await edit({ platform: 'spotify', url: 'javascript:alert(1)' })).statusCode).toBe(422);
    expect((await edit({ platform: 'myspace', url: 'https://myspace.com/x' })).statusCode).toBe(422);
    await edit({ platform: 'spotify', url: 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy' });
    const added = await edit({ platform: 'tidal', url: 'https://tidal.com/browse/album/1' });
    expect(added.json().data.stores.map((s: { platform: string }) => s.platform)).toEqual(['tidal', ...stores]);
    expect(added.json().data.stores[1].url).toBe('https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy');

    const order = (list: string[]) =>
      send('POST', '/api/portal/quicklink/order/store-link', token, { id: link.id, order: list });
    expect((await order(['deezer', 'spotify'])).statusCode).toBe(422);
    expect((await order(['deezer', 'spotify', 'spotify', 'tidal'])).statusCode).toBe(422);
    const ordered = await order(['deezer', 'tidal', 'spotify', 'apple-music']);
    expect(ordered.json().data.stores.map((s: { platform: string }) => s.platform)).toEqual([
      'deezer',
      'tidal',
      'spotify',
      'apple-music',
    ]);

    const removed = await send('POST', '/api/portal/quicklink/remove/store-link', token, {
      id: link.id,
      platform: 'tidal',
    });
    expect(removed.json().data.stores.map((s: { platform: string }) => s.platform)).toEqual([
      'deezer',
      'spotify',
      'apple-music',
    ]);
    expect(removed.json().data.enabledStores).not.toContain('tidal');
    const links = (await send('GET', `/api/portal/quicklink/links/${link.id}`, token)).json().data;
    expect(links[0]).toMatchObject({ platform: 'deezer', name: 'Deezer', enabled: true });
  });

  it('the public page lists the enabled stores in order; 404 for unknown, inactive or taken-down links', async () => {
    const { token, link, releaseId } = await linkedRelease();
    await send('POST', '/api/portal/quicklink/order/store-link', token, {
      id: link.id,
      order: ['deezer', 'spotify', 'apple-music'],
    });
    await send('POST', '/api/portal/quicklink/edit-link', token, { id: link.id, enabledStores: ['spotify', 'deezer'] });
    const page = await send('GET', `/api/public/links/${link.short_id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      title: 'Northern Lights',
      artists: ['Nova Reyes'],
      cover: `/api/public/covers/${releaseId}`,
    });
    expect(page.json().stores.map((s: { platform: string; name: string }) => s.name)).toEqual(['Deezer', 'Spotify']);

    expect((await send('GET', '/api/public/links/zzzzzzzz')).statusCode).toBe(404);
    expect((await send('GET', '/api/public/links/not-an-id')).statusCode).toBe(404);
    await send('POST', '/api/portal/quicklink/edit-link', token, { id: link.id, status: 'inactive' });
    expect((await send('GET', `/api/public/links/${link.short_id}`)).statusCode).toBe(404);
    await send('POST', '/api/portal/quicklink/edit-link', token, { id: link.id, status: 'active' });
    await ctx.deps.db.update(releases).set({ status: 9 }).where(eq(releases.id, releaseId));
    expect((await send('GET', `/api/public/links/${link.short_id}`)).statusCode).toBe(404);
  });

  it('track and shorts pages show tracks of releases at the stores only; shorts list at most 3 primary artists', async () => {
    const { token } = await createUser(ctx);
    const primaries = ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name, roles: ['primary'] }));
    const { releaseId } = await createDeliveredRelease(ctx, token, operatorToken, {
      tracks: [testTrack(0, { artists: [...primaries, { name: 'Ed', roles: ['featuring'] }] }), testTrack(1)],
    });
    const [track] = await ctx.deps.db
      .select()
      .from(tracks)
      .where(eq(tracks.releaseId, releaseId))
      .orderBy(tracks.position);
    const preview = await send('GET', `/api/public/tracks/${track.id}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      id: track.id,
      title: 'Track Number One',
      duration_seconds: 185,
      release: { id: releaseId, title: 'Northern Lights' },
    });
    const short = await send('GET', `/api/public/shorts/${track.id}`);
    expect(short.json().primary_artists).toEqual(['Ana', 'Bo', 'Cy']);
    expect((await send('GET', `/api/shorts/${track.id}`)).json().primary_artists).toEqual(['Ana', 'Bo', 'Cy']);

    const pending = await createPendingRelease(ctx, token);
    const [pendingTrack] = await ctx.deps.db.select().from(tracks).where(eq(tracks.releaseId, pending.releaseId));
    expect((await send('GET', `/api/public/tracks/${pendingTrack.id}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/public/shorts/${pendingTrack.id}`)).statusCode).toBe(404);
    expect((await send('GET', '/api/public/tracks/999999')).statusCode).toBe(404);
  });

  it('public covers stream the display copy of public releases only', async () => {
    const { token } = await createUser(ctx);
    const delivered = await createDeliveredRelease(ctx, token, operatorToken);
    const [file] = await ctx.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, delivered.artworkFileId));
    const cover = await send('GET', `/api/public/covers/${delivered.releaseId}`);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.rawPayload.length).toBe(file.sizeBytes);
    const pending = await createPendingRelease(ctx, token);
    expect((await send('GET', `/api/public/covers/${pending.releaseId}`)).statusCode).toBe(404);
    // A smart link makes a submitted release's cover public before it is out.
    await send('POST', `/api/portal/quicklink/init/${pending.releaseId}`, token);
    expect((await send('GET', `/api/public/covers/${pending.releaseId}`)).statusCode).toBe(200);
  });
});
