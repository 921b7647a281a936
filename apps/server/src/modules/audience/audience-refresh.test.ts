import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AudienceMember, AudienceRefreshStatus } from '@liner/domain';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createJobs, type Jobs } from '../../platform/jobs.js';
import { createArtistSearchProviders, installArtistSearchProviders } from '../artist-search/index.js';
import { readFixture, recordedFetch, type RecordedExchange } from '../artist-search/recorded-fetch-test-support.js';
import { registerAudienceWorkers, type AudienceWorkers } from './audience-workers.js';
import { AUDIENCE_REFRESH_COOLDOWN_MS } from './refresh-audience.js';
import { callAudience } from './testing.js';

const ADELE = '4dpARuHxo51G3z768sgnrY';
const TOKEN_URL = 'https://accounts.spotify.com/api/token';
const ARTIST_URL = `https://api.spotify.com/v1/artists/${ADELE}`;

let ctx: TestContext;
let artist: CreatedUser;

beforeEach(async () => {
  ctx = await createTestApp();
  artist = await createUser(ctx);
});
afterEach(async () => {
  await ctx.close();
});

/** The install's Spotify keys, over Spotify's recorded answers. */
function spotifyAnswers(exchanges: RecordedExchange[]) {
  const recorded = recordedFetch(exchanges);
  installArtistSearchProviders(
    ctx.deps,
    createArtistSearchProviders({
      keys: {
        spotifyClientId: 'client-id',
        spotifyClientSecret: 'client-secret',
        appleMusicDeveloperToken: null,
        appleMusicStorefront: 'us',
        youtubeApiKey: null,
      },
      fetch: recorded.fetch,
      now: () => ctx.deps.clock.now(),
    }),
  );
  return recorded;
}

async function saveSpotifyProfile(who: CreatedUser): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/portal/preferences/artist/submit',
    headers: bearer(who.token),
    payload: { artistName: 'Adele', platforms: { spotify: `https://open.spotify.com/artist/${ADELE}` } },
  });
  expect(res.statusCode).toBe(200);
}

async function status(): Promise<AudienceRefreshStatus> {
  return (await callAudience(ctx, artist, 'GET', '/refresh-status')).json();
}

async function platformMembers(): Promise<AudienceMember[]> {
  const all = (await callAudience(ctx, artist, 'GET', '/findAll?type=platform')).json().data as AudienceMember[];
  expect(all.every((member) => member.type === 'platform')).toBe(true);
  return all;
}

describe('refreshing the audience', () => {
  it('is allowed before the first refresh, and says what to add when there is no profile', async () => {
    expect(await status()).toEqual({
      status: 'idle',
      allow_refresh: true,
      started_at: null,
      finished_at: null,
      next_refresh_at: null,
      message: null,
      added: 0,
      updated: 0,
    });
    const res = await callAudience(ctx, artist, 'POST', '/refresh-audience');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'finished',
      allow_refresh: false,
      message: 'No artist profile to read: add your Spotify, Apple Music or Audiomack profile in Preferences',
    });
  });

  it("reads the artist's Spotify profile through the real client on recorded answers, then waits before the next", async () => {
    await saveSpotifyProfile(artist);
    const spotify = spotifyAnswers([
      { method: 'POST', url: TOKEN_URL, fixture: 'spotify-token.json' },
      { url: ARTIST_URL, fixture: 'spotify-artist-adele.json', times: 2 },
    ]);
    const first = await callAudience(ctx, artist, 'POST', '/refresh-audience');
    expect(first.json().data).toMatchObject({
      status: 'finished',
      added: 1,
      updated: 0,
      message: 'Refreshed: 1 profile read',
    });
    expect(await platformMembers()).toEqual([
      expect.objectContaining({
        type: 'platform',
        name: 'Adele',
        email: null,
        service: 'spotify',
        service_name: 'Spotify',
        followers: 59832041,
        image: 'https://i.scdn.co/image/ab6761610000e5eb68f6e5892075d7f22615bd17',
        spotify: `https://open.spotify.com/artist/${ADELE}`,
      }),
    ]);
    // The profile is in findAll, never among the paged custom fans.
    expect((await callAudience(ctx, artist, 'GET', '/find/fans')).json().total).toBe(0);

    const soon = await callAudience(ctx, artist, 'POST', '/refresh-audience');
    expect(soon.statusCode).toBe(429);
    const wait = Number(soon.headers['retry-after']);
    expect(wait).toBeGreaterThan(AUDIENCE_REFRESH_COOLDOWN_MS / 1000 - 30);
    expect(wait).toBeLessThanOrEqual(AUDIENCE_REFRESH_COOLDOWN_MS / 1000);
    const waiting = await status();
    expect(waiting).toMatchObject({ status: 'finished', allow_refresh: false });
    expect(Date.parse(waiting.next_refresh_at ?? '')).toBe(
      Date.parse(waiting.finished_at ?? '') + AUDIENCE_REFRESH_COOLDOWN_MS,
    );

    ctx.clock.advanceMinutes(AUDIENCE_REFRESH_COOLDOWN_MS / 60_000);
    expect((await status()).allow_refresh).toBe(true);
    const second = await callAudience(ctx, artist, 'POST', '/refresh-audience');
    expect(second.json().data).toMatchObject({ status: 'finished', added: 0, updated: 1 });
    expect(await platformMembers()).toHaveLength(1);
    expect(spotify.unexpected).toEqual([]);
    expect(spotify.unused()).toEqual([]);
  });

  it('fails when the platform refuses, changes nothing and allows a retry at once', async () => {
    await saveSpotifyProfile(artist);
    spotifyAnswers([
      { method: 'POST', url: TOKEN_URL, fixture: 'spotify-token.json' },
      { url: ARTIST_URL, status: 429, fixture: 'spotify-error-429.json', headers: { 'retry-after': '30' } },
    ]);
    const res = await callAudience(ctx, artist, 'POST', '/refresh-audience');
    expect(res.json().data).toMatchObject({
      status: 'failed',
      allow_refresh: true,
      message: 'Spotify is limiting searches right now; try again in a moment or paste the profile URL instead',
    });
    expect(await platformMembers()).toEqual([]);
    expect(readFixture('spotify-error-429.json')).toContain('rate limit');
  });

  it('lists the profile with followers unknown when the install has no Spotify keys', async () => {
    await saveSpotifyProfile(artist);
    await callAudience(ctx, artist, 'POST', '/refresh-audience');
    expect(await platformMembers()).toEqual([
      expect.objectContaining({ name: 'Adele', followers: null, image: null, service: 'spotify' }),
    ]);
  });
});

describe('refreshing with a job runner (pg-boss)', () => {
  let jobs: Jobs;
  let workers: AudienceWorkers | null = null;

  beforeEach(async () => {
    jobs = createJobs(ctx.deps.database, { pollingIntervalSeconds: 0.5 });
    await jobs.start();
    ctx.deps.jobs = jobs;
  });
  afterEach(async () => {
    await workers?.stop();
    workers = null;
    ctx.deps.jobs = null;
    await jobs.stop();
  });

  it('answers running, refuses a second start meanwhile, and reports finished once the worker ran', async () => {
    const started = await callAudience(ctx, artist, 'POST', '/refresh-audience');
    expect(started.json().data).toMatchObject({ status: 'running', allow_refresh: false });
    const again = await callAudience(ctx, artist, 'POST', '/refresh-audience');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A refresh is already running');

    workers = await registerAudienceWorkers(ctx.deps, { pollingIntervalSeconds: 0.5 });
    let current = await status();
    // No timing assertion: the test timeout is the only clock.
    while (current.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      current = await status();
    }
    expect(current).toMatchObject({ status: 'finished', allow_refresh: false });
  }, 60_000);

  it('lets a refresh that died with its process be started again', async () => {
    await callAudience(ctx, artist, 'POST', '/refresh-audience');
    ctx.clock.advanceMinutes(16);
    expect(await status()).toMatchObject({
      status: 'failed',
      allow_refresh: true,
      message: 'The refresh stopped before it finished; start it again',
    });
    expect((await callAudience(ctx, artist, 'POST', '/refresh-audience')).statusCode).toBe(200);
  }, 60_000);
});
