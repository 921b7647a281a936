import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_LINK_MESSAGES } from '@liner/domain';
import { AppError } from '../../platform/errors.js';
import {
  CLIENT,
  ME_URL,
  recordedFetch,
  REDIRECT_URL,
  TOKEN_URL,
  type RecordedExchange,
  type RecordedFetch,
} from './recorded-fetch-test-support.js';
import { createSpotifyAccountsClient } from './spotify-accounts-client.js';

const BASIC = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;

let recorded: RecordedFetch;
function client(exchanges: RecordedExchange[]) {
  recorded = recordedFetch(exchanges);
  return createSpotifyAccountsClient({ ...CLIENT, fetch: recorded.fetch });
}
afterEach(() => {
  expect(recorded.unexpected).toEqual([]);
  expect(recorded.unused()).toEqual([]);
});

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('Spotify accounts client (recorded answers)', () => {
  it('builds the authorize URL with PKCE, the state and the redirect URL', () => {
    const url = new URL(client([]).authorizeUrl({ state: 'state-1', codeChallenge: 'challenge-1' }));
    expect(url.origin + url.pathname).toBe('https://accounts.spotify.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-id',
      response_type: 'code',
      redirect_uri: REDIRECT_URL,
      state: 'state-1',
      scope: 'user-read-private',
      code_challenge_method: 'S256',
      code_challenge: 'challenge-1',
    });
  });

  it('exchanges a code with the verifier and the client credentials', async () => {
    const spotify = client([
      {
        method: 'POST',
        url: TOKEN_URL,
        fixture: 'spotify-oauth-token.json',
        expect: (init) => {
          expect(new Headers(init?.headers).get('authorization')).toBe(BASIC);
          expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
            grant_type: 'authorization_code',
            code: 'code-1',
            redirect_uri: REDIRECT_URL,
            code_verifier: 'verifier-1',
          });
        },
      },
    ]);
    expect(await spotify.exchangeCode({ code: 'code-1', codeVerifier: 'verifier-1' })).toEqual({
      accessToken: 'BQCuser-recorded-access-token-1',
      refreshToken: 'AQDrecorded-refresh-token-1',
      expiresIn: 3600,
      scope: 'user-read-private',
    });
  });

  it('turns invalid_grant (a used or foreign code) into a field message', async () => {
    const spotify = client([
      { method: 'POST', url: TOKEN_URL, status: 400, fixture: 'spotify-oauth-invalid-grant.json' },
    ]);
    const error = await appErrorOf(spotify.exchangeCode({ code: 'used', codeVerifier: 'v' }));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ code: [PLATFORM_LINK_MESSAGES.codeRefused] });
  });

  it('tells the operator when Spotify refuses the app credentials', async () => {
    const spotify = client([
      { method: 'POST', url: TOKEN_URL, status: 400, fixture: 'spotify-oauth-invalid-client.json' },
    ]);
    const error = await appErrorOf(spotify.exchangeCode({ code: 'c', codeVerifier: 'v' }));
    expect(error.status).toBe(422);
    expect(error.reason).toBe('SPOTIFY_CLIENT_REFUSED');
  });

  it('answers 422, not 5xx, when Spotify is down', async () => {
    const spotify = client([{ method: 'POST', url: TOKEN_URL, status: 503 }]);
    const error = await appErrorOf(spotify.exchangeCode({ code: 'c', codeVerifier: 'v' }));
    expect(error.status).toBe(422);
    expect(error.message).toBe(PLATFORM_LINK_MESSAGES.spotifyUnavailable);
  });

  it('reads the account from /v1/me with the bearer token', async () => {
    const spotify = client([
      {
        url: ME_URL,
        fixture: 'spotify-me.json',
        expect: (init) => expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1'),
      },
    ]);
    expect(await spotify.currentAccount('token-1')).toEqual({
      id: '31novareyes7q',
      displayName: 'Nova Reyes',
      uri: 'spotify:user:31novareyes7q',
      type: 'user',
      href: 'https://api.spotify.com/v1/users/31novareyes7q',
    });
  });

  it('shows the account id when the account has no display name', async () => {
    const spotify = client([{ url: ME_URL, fixture: 'spotify-me-unnamed.json' }]);
    expect((await spotify.currentAccount('t')).displayName).toBe('xk2unnamed');
  });

  it('passes a rate limit on as 429 with retry-after', async () => {
    const spotify = client([
      { url: ME_URL, status: 429, fixture: 'spotify-error-429.json', headers: { 'retry-after': '7' } },
    ]);
    const error = await appErrorOf(spotify.currentAccount('t'));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(7);
  });
});
