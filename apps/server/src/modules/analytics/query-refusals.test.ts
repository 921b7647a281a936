import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS } from '@liner/domain';
import { bearer, createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { insertTestRelationship } from '../managers/testing.js';
import { getAnalytics, type QueryFixture, seedQueryFixture } from './query-test-support.js';

/** What is refused (other accounts, bad filters, collaborators), the shared calls and acting managers. */
let ctx: TestContext;
let artist: QueryFixture['artist'];
let empty: QueryFixture['empty'];
let album: QueryFixture['album'];
let single: QueryFixture['single'];
let theirs: QueryFixture['theirs'];

beforeAll(async () => {
  ctx = await createTestApp();
  ({ artist, empty, album, single, theirs } = await seedQueryFixture(ctx));
});
afterAll(async () => {
  await ctx.close();
});

const get = (path: string, token = artist.token) => getAnalytics(ctx, token, path);
const ok = async (path: string, token = artist.token) => {
  const res = await get(path, token);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json();
};

describe('analytics filters refused', () => {
  it("answers 404 for another account's release or track, never its figures", async () => {
    for (const query of [`release_id=${theirs.release}`, `track_id=${theirs.track}`, 'release_id=999999']) {
      for (const path of ['spotify', 'spotify/tracks', 'spotify/age', 'top-tracks?platform=spotify&x=1']) {
        const url = path.includes('?') ? `${path}&${query}` : `${path}?${query}`;
        expect((await get(url)).statusCode, url).toBe(404);
      }
    }
    expect((await get(`spotify/threshold?track_id=${theirs.track}`)).statusCode).toBe(404);
  });

  it.each([
    ['start_date=2026-02-30', 'start_date'],
    ['end_date=2026-13-01', 'end_date'],
    ['start_date=2026-03-10&end_date=2026-03-01', 'end_date'],
    ['start_date=2020-01-01&end_date=2026-01-01', 'start_date'],
    ['country=XX', 'country'],
    ['metric=bogus', 'metric'],
    ['metric=shazams', 'metric'],
    ['release_id=abc', 'release_id'],
    ['release_id=1&track_id=0', 'track_id'],
  ])('422 for %s with the field named', async (query, field) => {
    const res = await get(`spotify?${query}`);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('422 for a track not on the chosen release, an unknown platform or dimension', async () => {
    const mismatch = await get(`spotify?release_id=${single.id}&track_id=${album.tracks[0]}`);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.track_id).toEqual(['This track is not on the chosen release']);
    for (const [path, field] of [
      ['platform?platform=nope', 'platform'],
      ['platform?platform=spotify', 'platform'],
      ['platform/additional?platform=resso&dimension=hair', 'dimension'],
      ['platform/additional?platform=resso&dimension=playlist', 'dimension'],
      ['top-tracks?platform=nope', 'platform'],
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(422);
      expect(Object.keys(res.json().errors), path).toContain(field);
    }
  });

  it('refuses a collaborator and a caller who is not signed in', async () => {
    const collaborator = await createUser(ctx, { type: 'collaborator', hasCompletedInit: true });
    expect((await get('spotify', collaborator.token)).statusCode).toBe(403);
    expect((await get('meta', collaborator.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/portal/analytics/spotify' })).statusCode).toBe(401);
  });
});

describe('analytics shared calls', () => {
  it('meta says which platforms have data and their first and last days', async () => {
    const body = await ok('meta');
    const spotify = body.platforms.find((p: { slug: string }) => p.slug === 'spotify');
    expect(spotify).toEqual({
      slug: 'spotify',
      name: 'Spotify',
      hasData: true,
      firstDay: '2025-10-15',
      lastDay: '2026-03-28',
    });
    expect(body.platforms.find((p: { slug: string }) => p.slug === 'apple').hasData).toBe(false);
    const none = await ok('meta', empty.token);
    expect(none.platforms.every((p: { hasData: boolean }) => !p.hasData)).toBe(true);
  });

  it("searches the account's releases by title, UPC and ISRC, with their tracks", async () => {
    const byTitle = await ok('releases/north');
    expect(byTitle.data).toEqual([
      {
        id: album.id,
        title: 'Northern Lights',
        upc: '859700000002',
        cover: null,
        tracks: album.tracks.map((id, i) => ({ id, title: `Track QZDA4130000${i + 1}`, isrc: `QZDA4130000${i + 1}` })),
      },
    ]);
    expect((await ok('releases/859700000002')).data.map((r: { id: number }) => r.id)).toEqual([album.id]);
    expect((await ok('releases/QZ-DA4-13-00003')).data.map((r: { id: number }) => r.id)).toEqual([single.id]);
    expect((await ok('releases/Theirs')).data).toEqual([]);
    // "#id", as a filter from a shared link names its release, finds only one of the account's own.
    expect((await ok(`releases/%23${single.id}`)).data.map((r: { id: number }) => r.id)).toEqual([single.id]);
    expect((await ok(`releases/%23${theirs.release}`)).data).toEqual([]);
    const blank = await get('releases/%20%20');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.query).toEqual(['Type part of a title, UPC or ISRC']);
    // Fastify refuses a path parameter over 100 characters before the route (414).
    expect((await get(`releases/${'x'.repeat(101)}`)).statusCode).toBe(414);
  });

  it('tracks the 1,000-streams line per track over the trailing 12 months, with the trend', async () => {
    const body = await ok('spotify/threshold');
    expect(body).toMatchObject({
      threshold: 1000,
      range: { start_date: '2025-03-29', end_date: '2026-03-28' },
      belowCount: 2,
      total: 3,
    });
    expect(body.data).toEqual([
      {
        track_id: single.track,
        release_id: single.id,
        isrc: 'QZDA41300003',
        track: 'Track QZDA41300003',
        release: 'Solo',
        yearlyStreams: 20,
        shortBy: 980,
        trend: null,
      },
      expect.objectContaining({ track_id: album.tracks[0], yearlyStreams: 550, shortBy: 450, trend: '50.00' }),
      expect.objectContaining({ track_id: album.tracks[1], yearlyStreams: 1130, shortBy: 0, trend: null }),
    ]);
    const belowOnly = await ok(`spotify/threshold?below_only=true&release_id=${album.id}`);
    expect(belowOnly).toMatchObject({ total: 1, belowCount: 1 });
    expect(belowOnly.data.map((row: { track_id: number }) => row.track_id)).toEqual([album.tracks[0]]);
    const asOf = await ok('spotify/threshold?end_date=2026-02-28');
    expect(asOf.range).toEqual({ start_date: '2025-03-01', end_date: '2026-02-28' });
    expect(asOf.data.map((row: { yearlyStreams: number }) => row.yearlyStreams)).toEqual([400, 1100]);
  });
});

describe('people acting for the account', () => {
  it('a manager switched into the account reads its figures', async () => {
    const manager = await createUser(ctx);
    await insertTestRelationship(ctx.deps, { accountId: artist.userId, person: manager.user, access: FULL_ACCESS });
    const switched = await ctx.app.inject({
      method: 'GET',
      url: `/api/portal/manager/switch/${artist.userId}`,
      headers: bearer(manager.token),
    });
    expect(switched.statusCode).toBe(200);
    expect((await ok('spotify', manager.token)).total).toBe('200.00');
    expect((await ok(`spotify?release_id=${album.id}`, manager.token)).total).toBe('180.00');
  });
});
