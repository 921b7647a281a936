import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildGtin, PLATFORM_LINK_MESSAGES, RELEASE_STATUS } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { createDraftRelease } from '../../../test/release-factories.js';
import { notifications } from '../notifications/tables.js';
import { releases } from '../releases/tables.js';

const ARTIST_ID = '4dpARuHxo51G3z768sgnrY';

describe('Audiomack, discovery mode and Spotify for Artists requests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (url: string, token: string, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const profile = (url: string, token: string, payload: object = {}) => post(`/api/profile/${url}`, token, payload);
  const me = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();

  /** A release of the account that reached the stores, with a UPC. */
  async function deliveredRelease(token: string, digits: string, title = 'Night Drive') {
    const { releaseId } = await createDraftRelease(ctx, token);
    const upc = buildGtin(digits);
    await ctx.deps.db
      .update(releases)
      .set({ status: RELEASE_STATUS.DELIVERED, upc, title })
      .where(eq(releases.id, releaseId));
    return upc;
  }

  it('links an Audiomack artist page from a URL or a bare slug, and removes it', async () => {
    const { token } = await createUser(ctx);
    const res = await profile('instant-access/audio-mack', token, { url: 'https://audiomack.com/Nova-Reyes' });
    expect(res.json()).toEqual({ message: PLATFORM_LINK_MESSAGES.audiomackConnected });
    expect((await me(token)).platforms.audiomackConnected).toBe(true);
    await profile('instant-access/audio-mack', token, { url: 'nova-reyes-2' });
    const card = await ctx.app.inject({ method: 'GET', url: '/api/profile/platforms', headers: bearer(token) });
    expect(card.json().audiomack).toMatchObject({ slug: 'nova-reyes-2', url: 'https://audiomack.com/nova-reyes-2' });

    expect((await profile('remove/audio-mack', token)).json()).toEqual({
      message: PLATFORM_LINK_MESSAGES.audiomackRemoved,
    });
    expect((await me(token)).platforms.audiomackConnected).toBe(false);
  });

  it('refuses what is not an Audiomack artist page', async () => {
    const { token } = await createUser(ctx);
    for (const [url, words] of [
      ['', PLATFORM_LINK_MESSAGES.audiomackRequired],
      ['https://open.spotify.com/artist/4dpARuHxo51G3z768sgnrY', 'This is a Spotify link'],
      ['https://audiomack.com/nova/song/night-drive', 'song'],
      ['https://audiomack.com/trending-now', 'trending-now'],
      ['https://example.com/nova', 'example.com is not a supported platform'],
      ['line\nbreak', 'control characters'],
    ]) {
      const res = await profile('instant-access/audio-mack', token, { url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.url[0], url).toContain(words);
    }
    expect((await profile('instant-access/audio-mack', token, { url: 42 })).statusCode).toBe(422);
  });

  it('turns discovery mode on and off, shown in me', async () => {
    const { token } = await createUser(ctx);
    expect((await me(token)).platforms.spotifyDiscoveryMode).toBe(false);
    const on = await profile('update/spotify-discovery-mode', token, { enabled: true });
    expect(on.json()).toEqual({ message: PLATFORM_LINK_MESSAGES.discoveryOn });
    expect((await me(token)).platforms.spotifyDiscoveryMode).toBe(true);
    await profile('update/spotify-discovery-mode', token, { enabled: false });
    expect((await me(token)).platforms.spotifyDiscoveryMode).toBe(false);
    for (const payload of [{}, { enabled: 'yes' }, { enabled: 1 }]) {
      expect((await profile('update/spotify-discovery-mode', token, payload)).statusCode).toBe(422);
    }
  });

  it('asks an operator for Spotify for Artists access and tells the person the answer', async () => {
    const { user, token } = await createUser(ctx);
    const operator = await createUser(ctx, { isAdmin: true });
    const upc = await deliveredRelease(token, '06000000001');
    const draft = await createDraftRelease(ctx, token);
    await ctx.deps.db
      .update(releases)
      .set({ upc: buildGtin('06000000002') })
      .where(eq(releases.id, draft.releaseId));

    const init = await profile('instant-access/spotify/init', token);
    expect(init.json()).toEqual({
      releases: [{ id: expect.any(Number), title: 'Night Drive', upc }],
      connectedSpotifyName: null,
      request: null,
    });
    expect((await profile('instant-access/spotify', token)).json()).toEqual({ request: null });

    // A draft's UPC proves nothing: it has not reached the stores.
    const draftUpc = await profile('instant-access/spotify/submit', token, {
      artist: `https://open.spotify.com/artist/${ARTIST_ID}`,
      upc: buildGtin('06000000002'),
    });
    expect(draftUpc.json().errors).toEqual({ upc: [PLATFORM_LINK_MESSAGES.upcNotOwned] });

    const sent = await profile('instant-access/spotify/submit', token, {
      artist: `https://open.spotify.com/artist/${ARTIST_ID}?si=abc`,
      upc,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: PLATFORM_LINK_MESSAGES.requestSubmitted,
      request: { spotifyArtistId: ARTIST_ID, upc, releaseTitle: 'Night Drive', status: 'pending' },
    });
    const again = await profile('instant-access/spotify/submit', token, { artist: ARTIST_ID, upc });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PLATFORM_LINK_MESSAGES.requestPending);

    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/instant-access/spotify',
      headers: bearer(operator.token),
    });
    const waiting = queue.json().data.find((row: { accountId: number }) => row.accountId === user.id);
    expect(waiting).toMatchObject({ status: 'pending', accountEmail: user.email, upc });

    const granted = await post(`/api/admin/instant-access/spotify/${waiting.id}/grant`, operator.token);
    expect(granted.json()).toEqual({ message: 'Request granted' });
    const twice = await post(`/api/admin/instant-access/spotify/${waiting.id}/reject`, operator.token, {
      note: 'late',
    });
    expect(twice.statusCode).toBe(409);
    expect((await profile('instant-access/spotify', token)).json().request).toMatchObject({ status: 'granted' });
    const told = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told.map((row) => row.title)).toContain('Spotify for Artists access granted');

    // The same artist again is refused once granted; another artist may be asked for.
    const sameArtist = await profile('instant-access/spotify/submit', token, { artist: ARTIST_ID, upc });
    expect(sameArtist.json().errors).toEqual({ artist: [PLATFORM_LINK_MESSAGES.requestAlreadyGranted] });
  });

  it('lets an operator reject with a note the person reads', async () => {
    const { token } = await createUser(ctx);
    const operator = await createUser(ctx, { isAdmin: true });
    const upc = await deliveredRelease(token, '06000000003', 'Harbour');
    const sent = await profile('instant-access/spotify/submit', token, { artist: `spotify:artist:${ARTIST_ID}`, upc });
    const id = sent.json().request.id;
    await post(`/api/admin/instant-access/spotify/${id}/reject`, operator.token, {
      note: 'The artist profile is not on this release',
    });
    expect((await profile('instant-access/spotify', token)).json().request).toMatchObject({
      status: 'rejected',
      note: 'The artist profile is not on this release',
    });
    expect((await post('/api/admin/instant-access/spotify/2147483647/grant', operator.token)).statusCode).toBe(404);
    // Not an operator: refused.
    expect((await post(`/api/admin/instant-access/spotify/${id}/grant`, token)).statusCode).toBe(403);
  });

  it('validates the request form', async () => {
    const { token } = await createUser(ctx);
    for (const [payload, field] of [
      [{ upc: buildGtin('06000000004') }, 'artist'],
      [{ artist: '', upc: buildGtin('06000000004') }, 'artist'],
      [{ artist: 'https://music.apple.com/us/artist/adele/262836961', upc: buildGtin('06000000004') }, 'artist'],
      [{ artist: ARTIST_ID }, 'upc'],
      [{ artist: ARTIST_ID, upc: '123456789013' }, 'upc'],
      [{ artist: ARTIST_ID, upc: 'abc' }, 'upc'],
    ] as const) {
      const res = await profile('instant-access/spotify/submit', token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(payload)).toContain(field);
    }
  });
});
