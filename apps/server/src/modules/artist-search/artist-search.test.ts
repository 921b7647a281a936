import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { recordedFetch, type RecordedExchange, type RecordedFetch } from './recorded-fetch-test-support.js';
import { loadConfig, type ArtistSearchKeys } from '../../platform/config.js';
import { createArtistSearchProviders, installArtistSearchProviders } from './registry.js';

/** No platform keys (what an install without settings has), plus the ones a test sets. */
const keysWith = (set: Partial<ArtistSearchKeys>): ArtistSearchKeys => ({ ...loadConfig({}).artistSearch, ...set });

const SPOTIFY_SEARCH = (limit: number, offset: number) =>
  `https://api.spotify.com/v1/search?q=Adele&type=artist&limit=${limit}&offset=${offset}`;
const token: RecordedExchange = {
  method: 'POST',
  url: 'https://accounts.spotify.com/api/token',
  fixture: 'spotify-token.json',
};

describe('artist search endpoints', () => {
  let ctx: TestContext;
  let auth: { authorization: string };
  let recorded: RecordedFetch;
  beforeAll(async () => {
    ctx = await createTestApp();
    auth = bearer((await createUser(ctx)).token);
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    expect(recorded?.unexpected ?? []).toEqual([]);
  });

  /** Spotify and YouTube configured over recorded responses; Apple and Audiomack without keys. */
  function configure(exchanges: RecordedExchange[]) {
    recorded = recordedFetch(exchanges);
    installArtistSearchProviders(
      ctx.deps,
      createArtistSearchProviders({
        keys: keysWith({ spotifyClientId: 'id', spotifyClientSecret: 'secret', youtubeApiKey: 'yt-key' }),
        fetch: recorded.fetch,
        now: () => ctx.clock.now(),
      }),
    );
  }
  const get = (url: string, headers: Record<string, string> = auth) => ctx.app.inject({ method: 'GET', url, headers });

  it('needs a signed-in user', async () => {
    configure([]);
    for (const url of [
      '/api/portal/preferences/search-platforms',
      '/api/portal/preferences/search-spotify/Adele',
      '/api/portal/preferences/artist-via-link?link=x&platform=spotify',
    ]) {
      expect((await get(url, {})).statusCode).toBe(401);
    }
  });

  it('lists which platforms are searchable', async () => {
    configure([]);
    expect((await get('/api/portal/preferences/search-platforms')).json()).toEqual([
      { platform: 'spotify', searchable: true },
      { platform: 'apple', searchable: false },
      { platform: 'youtube', searchable: true },
      { platform: 'audiomack', searchable: false },
    ]);
  });

  it('searches Spotify by its per-platform path, 5 at a time', async () => {
    configure([
      token,
      { url: SPOTIFY_SEARCH(5, 0), fixture: 'spotify-search-adele.json' },
      { url: SPOTIFY_SEARCH(5, 45), fixture: 'spotify-search-adele.json' },
    ]);
    const first = await get('/api/portal/preferences/search-spotify/Adele');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      platform: 'spotify',
      query: 'Adele',
      offset: 0,
      limit: 5,
      limitReached: false,
    });
    expect(first.json().data[0]).toMatchObject({ id: '4dpARuHxo51G3z768sgnrY', name: 'Adele', followers: 59832041 });
    const last = await get('/api/portal/social-platform/artist/search?term=Adele&platform=spotify&offset=45');
    expect(last.json()).toMatchObject({ offset: 45, limit: 5, limitReached: true });
  });

  it('never passes 50 results', async () => {
    configure([token, { url: SPOTIFY_SEARCH(2, 48), fixture: 'spotify-search-adele.json' }]);
    const res = await get('/api/portal/preferences/search-spotify/Adele?offset=48&limit=10');
    expect(res.json()).toMatchObject({ offset: 48, limit: 2, limitReached: true });
    expect(res.json().data).toHaveLength(2);
    expect((await get('/api/portal/preferences/search-spotify/Adele?offset=50')).statusCode).toBe(422);
  });

  it('searches YouTube channels through the social-platform path', async () => {
    configure([
      {
        url: 'https://www.googleapis.com/youtube/v3/search?part=snippet&type=channel&q=adele&maxResults=10&key=yt-key',
        fixture: 'youtube-search-adele.json',
      },
    ]);
    const res = await get('/api/portal/social-platform/artist/search?term=adele&platform=youtube&offset=5');
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(['Adele Piano', 'Adele Lyrics']);
  });

  it('refuses queries under 2 characters', async () => {
    configure([]);
    const res = await get('/api/portal/preferences/search-spotify/%20A%20');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ q: ['Type at least 2 characters to search'] });
    expect((await get('/api/portal/social-platform/artist/search?term=A&platform=youtube')).json().errors).toEqual({
      term: ['Type at least 2 characters to search'],
    });
  });

  it('answers 422 for a platform without keys, pointing to the URL path', async () => {
    configure([]);
    const res = await get('/api/portal/preferences/search-apple/Adele');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Search is not configured for Apple Music; paste the profile URL instead',
      code: 'SEARCH_NOT_CONFIGURED',
    });
    expect((await get('/api/portal/social-platform/artist/search?term=Adele&platform=audiomack')).json().message).toBe(
      'Search is not configured for Audiomack; paste the profile URL instead',
    );
    expect((await get('/api/portal/preferences/get-apple-artist/262836961')).statusCode).toBe(422);
  });

  it('gets one artist, 404 when the platform has none', async () => {
    configure([
      token,
      { url: 'https://api.spotify.com/v1/artists/4dpARuHxo51G3z768sgnrY', fixture: 'spotify-artist-adele.json' },
      {
        url: 'https://www.googleapis.com/youtube/v3/channels?part=snippet%2Cstatistics&forHandle=%40nobody-here&key=yt-key',
        fixture: 'youtube-channel-none.json',
      },
    ]);
    expect((await get('/api/portal/preferences/get-spotify-artist/4dpARuHxo51G3z768sgnrY')).json()).toMatchObject({
      name: 'Adele',
      genres: ['soul'],
    });
    const missing = await get('/api/portal/preferences/get-yt-channel/@nobody-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('YouTube has no artist with the id "@nobody-here"');
  });

  it('passes a platform rate limit on as 429', async () => {
    configure([
      token,
      { url: SPOTIFY_SEARCH(5, 0), status: 429, fixture: 'spotify-error-429.json', headers: { 'retry-after': '3' } },
    ]);
    const res = await get('/api/portal/preferences/search-spotify/Adele');
    expect([res.statusCode, res.headers['retry-after']]).toEqual([429, '3']);
  });
});

describe('paste-a-URL endpoints', () => {
  let ctx: TestContext;
  let auth: { authorization: string };
  let recorded: RecordedFetch;
  beforeAll(async () => {
    ctx = await createTestApp();
    auth = bearer((await createUser(ctx)).token);
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    expect(recorded?.unexpected ?? []).toEqual([]);
  });

  function configure(keys: Partial<ArtistSearchKeys>, exchanges: RecordedExchange[]) {
    recorded = recordedFetch(exchanges);
    installArtistSearchProviders(
      ctx.deps,
      createArtistSearchProviders({ keys: keysWith(keys), fetch: recorded.fetch, now: () => ctx.clock.now() }),
    );
  }
  const viaUrl = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/portal/preferences/artist/getArtistViaUrl', headers: auth, payload });
  const viaQuery = (path: string, link: string, platform: string) =>
    ctx.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams({ link, platform })}`, headers: auth });

  it('answers the parsed id and URL offline when the platform has no keys', async () => {
    configure({}, []);
    const res = await viaUrl({ link: 'https://audiomack.com/artist/BurnaBoy?x=1', platform: 'audiomack' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      platform: 'audiomack',
      id: 'burnaboy',
      url: 'https://audiomack.com/burnaboy',
      profile: null,
    });
    const apple = await viaQuery(
      '/api/portal/social-platform/artist/link',
      'https://itunes.apple.com/us/artist/adele/id262836961',
      'apple',
    );
    expect(apple.json()).toEqual({
      platform: 'apple',
      id: '262836961',
      url: 'https://music.apple.com/us/artist/262836961',
      profile: null,
    });
  });

  it('enriches the link from the platform when it is configured, keeping the stable channel id', async () => {
    configure({ youtubeApiKey: 'yt-key' }, [
      {
        url: 'https://www.googleapis.com/youtube/v3/channels?part=snippet%2Cstatistics&forHandle=%40adele&key=yt-key',
        fixture: 'youtube-channel-adele.json',
      },
    ]);
    const res = await viaQuery('/api/portal/preferences/artist-via-link', 'https://www.youtube.com/@adele', 'youtube');
    expect(res.json()).toMatchObject({
      platform: 'youtube',
      id: 'UCsRM0YB_dabtEPGPTKo-gcw',
      url: 'https://www.youtube.com/channel/UCsRM0YB_dabtEPGPTKo-gcw',
      profile: { name: 'Adele', followers: 31_700_000 },
    });
  });

  it('says when the platform has no artist at a well-formed link', async () => {
    configure({ appleMusicDeveloperToken: 'dev' }, [
      { url: 'https://api.music.apple.com/v1/catalog/us/artists/999', status: 404, fixture: 'apple-error-404.json' },
    ]);
    const res = await viaUrl({ link: 'https://music.apple.com/us/artist/nobody/999', platform: 'apple' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ link: ['Apple Music has no artist at this link'] });
  });

  it('falls back to the parsed link when the platform is down', async () => {
    configure({ appleMusicDeveloperToken: 'dev' }, [
      { url: 'https://api.music.apple.com/v1/catalog/us/artists/262836961', status: 503 },
    ]);
    const res = await viaUrl({ link: 'https://music.apple.com/us/artist/adele/262836961', platform: 'apple' });
    expect(res.json()).toEqual({
      platform: 'apple',
      id: '262836961',
      url: 'https://music.apple.com/us/artist/262836961',
      profile: null,
    });
  });

  it.each([
    [
      { link: 'https://open.spotify.com/album/4dpARuHxo51G3z768sgnrY', platform: 'spotify' },
      {
        link: [
          'This is a Spotify album link, not an artist profile. Paste the artist profile URL (https://open.spotify.com/artist/…)',
        ],
      },
    ],
    [
      { link: 'https://www.youtube.com/@adele', platform: 'spotify' },
      { link: ['This is a YouTube link; paste a Spotify artist profile URL (https://open.spotify.com/artist/…)'] },
    ],
    [
      { link: 'hello', platform: 'apple' },
      {
        link: [
          'hello is not a supported platform. Paste an Apple Music artist profile URL (https://music.apple.com/us/artist/…)',
        ],
      },
    ],
    [{ link: '', platform: 'apple' }, { link: ['Paste the profile URL'] }],
    [
      { link: 'https://audiomack.com/x', platform: 'tidal' },
      { platform: ['Choose a platform: spotify, apple, youtube or audiomack'] },
    ],
  ])('rejects %j', async (payload, errors) => {
    configure({}, []);
    const res = await viaUrl(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });
});
