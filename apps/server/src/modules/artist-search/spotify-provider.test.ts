import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { recordedFetch, type RecordedExchange, type RecordedFetch } from './recorded-fetch-test-support.js';
import { createSpotifyProvider } from './spotify-provider.js';

const TOKEN_URL = 'https://accounts.spotify.com/api/token';
const SEARCH_URL = 'https://api.spotify.com/v1/search?q=Adele&type=artist&limit=5&offset=0';
const ARTIST_URL = 'https://api.spotify.com/v1/artists/4dpARuHxo51G3z768sgnrY';
const BASIC = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;

const token = (times = 1): RecordedExchange => ({
  method: 'POST',
  url: TOKEN_URL,
  fixture: 'spotify-token.json',
  times,
  expect: (init) => {
    expect(new Headers(init?.headers).get('authorization')).toBe(BASIC);
    expect(init?.body).toBe('grant_type=client_credentials');
  },
});
const bearer = (init: RequestInit | undefined) =>
  expect(new Headers(init?.headers).get('authorization')).toBe('Bearer BQDxv2Wc9-recorded-token-1');

let recorded: RecordedFetch;
let nowMs = Date.parse('2025-03-01T12:00:00Z');
function provider(exchanges: RecordedExchange[]) {
  recorded = recordedFetch(exchanges);
  return createSpotifyProvider({
    clientId: 'client-id',
    clientSecret: 'client-secret',
    fetch: recorded.fetch,
    now: () => new Date(nowMs),
  });
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

describe('Spotify provider (recorded responses)', () => {
  it('searches artists and normalises them', async () => {
    const spotify = provider([token(), { url: SEARCH_URL, fixture: 'spotify-search-adele.json', expect: bearer }]);
    expect(await spotify.search('Adele', { limit: 5, offset: 0 })).toEqual([
      {
        platform: 'spotify',
        id: '4dpARuHxo51G3z768sgnrY',
        name: 'Adele',
        url: 'https://open.spotify.com/artist/4dpARuHxo51G3z768sgnrY',
        imageUrl: 'https://i.scdn.co/image/ab6761610000e5eb68f6e5892075d7f22615bd17',
        followers: 59832041,
        genres: ['soul'],
      },
      {
        platform: 'spotify',
        id: '1l5ODmtw2ZOHsFnAaWbOZQ',
        name: 'Adele Tribute Band',
        url: 'https://open.spotify.com/artist/1l5ODmtw2ZOHsFnAaWbOZQ',
        imageUrl: null,
        followers: 1203,
        genres: [],
      },
    ]);
  });

  it('caches the client-credentials token until a minute before it expires', async () => {
    const spotify = provider([
      token(2),
      { url: SEARCH_URL, fixture: 'spotify-search-adele.json', times: 2 },
      { url: ARTIST_URL, fixture: 'spotify-artist-adele.json', times: 2 },
    ]);
    await Promise.all([spotify.search('Adele', { limit: 5, offset: 0 }), spotify.getById('4dpARuHxo51G3z768sgnrY')]);
    expect(recorded.calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    nowMs += 58 * 60_000;
    await spotify.search('Adele', { limit: 5, offset: 0 });
    expect(recorded.calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    nowMs += 60_000; // 59 minutes: inside the renewal margin
    await spotify.getById('4dpARuHxo51G3z768sgnrY');
    expect(recorded.calls.filter((c) => c.startsWith('POST'))).toHaveLength(2);
  });

  it('renews a token revoked early (401) once, then retries', async () => {
    const spotify = provider([
      token(2),
      { url: ARTIST_URL, status: 401, fixture: 'spotify-error-404.json' },
      { url: ARTIST_URL, fixture: 'spotify-artist-adele.json' },
    ]);
    expect((await spotify.getById('4dpARuHxo51G3z768sgnrY'))?.name).toBe('Adele');
  });

  it('answers null for an unknown or malformed id without asking for a malformed one', async () => {
    const spotify = provider([
      token(),
      {
        url: 'https://api.spotify.com/v1/artists/0000000000000000000000',
        status: 404,
        fixture: 'spotify-error-404.json',
      },
    ]);
    expect(await spotify.getById('0000000000000000000000')).toBeNull();
    expect(await spotify.getById('not-an-id')).toBeNull();
  });

  it('maps a rate limit to 429 with the Retry-After seconds', async () => {
    const spotify = provider([
      token(),
      { url: SEARCH_URL, status: 429, fixture: 'spotify-error-429.json', headers: { 'retry-after': '7' } },
    ]);
    const error = await appErrorOf(spotify.search('Adele', { limit: 5, offset: 0 }));
    expect([error.status, error.retryAfterSeconds, error.message]).toEqual([
      429,
      7,
      'Spotify is limiting searches right now; try again in a moment or paste the profile URL instead',
    ]);
  });

  it('maps refused credentials (400 invalid_client) to a message for the operator', async () => {
    const spotify = provider([{ method: 'POST', url: TOKEN_URL, status: 400, fixture: 'spotify-token-error.json' }]);
    const error = await appErrorOf(spotify.search('Adele', { limit: 5, offset: 0 }));
    expect(error.reason).toBe('SEARCH_PROVIDER_AUTH');
    expect(error.message).toBe(
      "Spotify refused Liner's API credentials; an operator must check the Spotify search keys. Paste the profile URL instead",
    );
  });

  it('maps an outage to a clear message', async () => {
    const spotify = provider([token(), { url: SEARCH_URL, status: 503 }]);
    const error = await appErrorOf(spotify.search('Adele', { limit: 5, offset: 0 }));
    expect(error.message).toBe(
      'Spotify search is unavailable right now (status 503); try again or paste the profile URL instead',
    );
  });
});
