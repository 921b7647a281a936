import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLATFORM_LINK_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { createSession } from '../auth/index.js';
import { installSpotifyAccounts } from './index.js';
import { CLIENT, ME_URL, recordedFetch, TOKEN_URL } from './recorded-fetch-test-support.js';
import { createSpotifyAccountsClient } from './spotify-accounts-client.js';
import { spotifyLinks } from './tables.js';

describe('Spotify connect (authorization code + PKCE, real client on recorded answers)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (url: string, token: string, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/profile/${url}`, headers: bearer(token), payload });
  const me = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();

  /** Starts a connection and returns the state and PKCE challenge from the authorize URL. */
  async function start(token: string) {
    const res = await post('platforms/spotify/connect', token);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().authorizeUrl);
    expect(url.origin).toBe('https://accounts.spotify.com');
    return { state: url.searchParams.get('state') ?? '', challenge: url.searchParams.get('code_challenge') ?? '' };
  }

  it('connects: state and PKCE, code exchange, /v1/me, sealed tokens, shown in me and the card', async () => {
    let verifier = '';
    const recorded = recordedFetch([
      {
        method: 'POST',
        url: TOKEN_URL,
        fixture: 'spotify-oauth-token.json',
        expect: (init) => {
          const body = new URLSearchParams(String(init?.body));
          expect(body.get('code')).toBe('good-code');
          verifier = body.get('code_verifier') ?? '';
        },
      },
      { url: ME_URL, fixture: 'spotify-me.json' },
    ]);
    installSpotifyAccounts(ctx.deps, createSpotifyAccountsClient({ ...CLIENT, fetch: recorded.fetch }));
    const { user, token } = await createUser(ctx);
    const { state, challenge } = await start(token);

    const res = await post('platforms/spotify/callback', token, { state, code: 'good-code' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: PLATFORM_LINK_MESSAGES.spotifyConnected,
      spotify: { id: '31novareyes7q', displayName: 'Nova Reyes', uri: 'spotify:user:31novareyes7q', type: 'user' },
    });
    // The verifier sent to Spotify is the one whose hash went out in the authorize URL.
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);

    const [row] = await ctx.deps.db.select().from(spotifyLinks).where(eq(spotifyLinks.accountId, user.id));
    expect(row.accessTokenSealed).not.toContain('BQCuser-recorded-access-token-1');
    expect(row.refreshTokenSealed).not.toContain('AQDrecorded-refresh-token-1');

    expect((await me(token)).platforms).toEqual({
      spotify: {
        id: '31novareyes7q',
        displayName: 'Nova Reyes',
        uri: 'spotify:user:31novareyes7q',
        type: 'user',
        href: 'https://api.spotify.com/v1/users/31novareyes7q',
      },
      audiomackConnected: false,
      spotifyDiscoveryMode: false,
    });
    const card = await ctx.app.inject({ method: 'GET', url: '/api/profile/platforms', headers: bearer(token) });
    expect(card.json()).toMatchObject({ spotifyConnect: 'spotify', spotify: { displayName: 'Nova Reyes' } });

    // Replaying the same callback is refused before anything reaches Spotify again.
    const replay = await post('platforms/spotify/callback', token, { state, code: 'good-code' });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ state: [PLATFORM_LINK_MESSAGES.stateUsed] });
    expect(recorded.unexpected).toEqual([]);

    const removed = await post('platforms/spotify/remove', token);
    expect(removed.json()).toEqual({ message: PLATFORM_LINK_MESSAGES.spotifyRemoved });
    expect((await me(token)).platforms.spotify).toBeNull();
  });

  it('refuses a forged state, a state of another session and one of another account', async () => {
    installSpotifyAccounts(ctx.deps, createSpotifyAccountsClient({ ...CLIENT, fetch: recordedFetch([]).fetch }));
    const { user, token } = await createUser(ctx);
    const other = await createUser(ctx);
    const { state } = await start(token);
    const { token: secondSession } = await createSession(ctx.deps, user.id, { ip: '127.0.0.1', userAgent: 'vitest' });

    for (const [caller, sentState] of [
      [token, 'forged-state-value'],
      [secondSession, state],
      [other.token, state],
    ] as const) {
      const res = await post('platforms/spotify/callback', caller, { state: sentState, code: 'x' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ state: [PLATFORM_LINK_MESSAGES.stateUnknown] });
    }
  });

  it('refuses a state older than ten minutes', async () => {
    installSpotifyAccounts(ctx.deps, createSpotifyAccountsClient({ ...CLIENT, fetch: recordedFetch([]).fetch }));
    const { token } = await createUser(ctx);
    const { state } = await start(token);
    ctx.clock.advanceMinutes(11);
    const res = await post('platforms/spotify/callback', token, { state, code: 'x' });
    expect(res.json().errors).toEqual({ state: [PLATFORM_LINK_MESSAGES.stateExpired] });
  });

  it('says so when the person said no at Spotify, and spends the state', async () => {
    installSpotifyAccounts(ctx.deps, createSpotifyAccountsClient({ ...CLIENT, fetch: recordedFetch([]).fetch }));
    const { token } = await createUser(ctx);
    const { state } = await start(token);
    const res = await post('platforms/spotify/callback', token, { state, error: 'access_denied' });
    expect(res.json().errors).toEqual({ code: [PLATFORM_LINK_MESSAGES.spotifyDenied] });
    const again = await post('platforms/spotify/callback', token, { state, code: 'late' });
    expect(again.json().errors).toEqual({ state: [PLATFORM_LINK_MESSAGES.stateUsed] });
  });

  it('refuses a code Spotify no longer takes (replayed at Spotify)', async () => {
    const recorded = recordedFetch([
      { method: 'POST', url: TOKEN_URL, status: 400, fixture: 'spotify-oauth-invalid-grant.json' },
    ]);
    installSpotifyAccounts(ctx.deps, createSpotifyAccountsClient({ ...CLIENT, fetch: recorded.fetch }));
    const { token } = await createUser(ctx);
    const { state } = await start(token);
    const res = await post('platforms/spotify/callback', token, { state, code: 'already-used' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: [PLATFORM_LINK_MESSAGES.codeRefused] });
  });

  it('validates the callback body', async () => {
    const { token } = await createUser(ctx);
    for (const payload of [{}, { state: '' }, { state: 'a'.repeat(201) }, { state: 's', code: 'a\u0000b' }]) {
      const res = await post('platforms/spotify/callback', token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });

  it('is refused with a message for the operator when connecting is off', async () => {
    installSpotifyAccounts(ctx.deps, null);
    const { token } = await createUser(ctx);
    const res = await post('platforms/spotify/connect', token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: PLATFORM_LINK_MESSAGES.spotifyNotConfigured });
  });

  it('works offline with the development stand-in', async () => {
    const { createDevelopmentSpotifyAccounts } = await import('./index.js');
    installSpotifyAccounts(ctx.deps, createDevelopmentSpotifyAccounts('http://liner.test/callback/spotify'));
    const { token } = await createUser(ctx);
    const res = await post('platforms/spotify/connect', token);
    const url = new URL(res.json().authorizeUrl);
    expect(url.origin + url.pathname).toBe('http://liner.test/callback/spotify');
    const callback = Object.fromEntries(url.searchParams);
    const done = await post('platforms/spotify/callback', token, callback);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().spotify.displayName).toBe('Liner Demo Spotify');
    // A development code made for another flow (another PKCE challenge) is refused.
    const second = new URL((await post('platforms/spotify/connect', token)).json().authorizeUrl);
    const swapped = await post('platforms/spotify/callback', token, {
      state: second.searchParams.get('state'),
      code: callback.code,
    });
    expect(swapped.json().errors).toEqual({ code: [PLATFORM_LINK_MESSAGES.codeRefused] });
  });

  it('answers 401 without a token', async () => {
    for (const url of ['platforms/spotify/connect', 'platforms/spotify/callback', 'platforms/spotify/remove']) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/profile/${url}`, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
