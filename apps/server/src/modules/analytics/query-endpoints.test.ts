import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { FULL_ACCESS } from '@liner/domain';
import { insertTestRelationship } from '../managers/testing.js';
import { createCatalog } from '../statements/testing.js';
import { getAnalytics, type TestFact, writeTestFacts } from './query-test-support.js';

/**
 * One artist's Spotify streams with known figures (the rules, the filters), another account's
 * catalog (refused), an empty account, and a collaborator.
 */
let ctx: TestContext;
let artist: { token: string; userId: number };
let empty: { token: string };
let album: { id: number; tracks: number[] };
let single: { id: number; track: number };
let theirs: { release: number; track: number };

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await createUser(ctx);
  const s = await createUser(ctx);
  const e = await createUser(ctx);
  artist = { token: a.token, userId: a.user.id };
  empty = { token: e.token };
  const first = await createCatalog(ctx, a.user.id, {
    title: 'Northern Lights',
    upc: '859700000002',
    isrcs: ['QZDA41300001', 'QZDA41300002'],
  });
  album = { id: first.release.id, tracks: first.tracks.map((t) => t.id) };
  const second = await createCatalog(ctx, a.user.id, { title: 'Solo', isrcs: ['QZDA41300003'] });
  single = { id: second.release.id, track: second.tracks[0].id };
  const other = await createCatalog(ctx, s.user.id, { title: 'Theirs', isrcs: ['QZDA41300009'] });
  theirs = { release: other.release.id, track: other.tracks[0].id };

  const [t1, t2] = album.tracks;
  const on = (over: Omit<TestFact, 'userId'>): TestFact => ({ userId: a.user.id, ...over });
  const t1At = { releaseId: album.id, trackId: t1 };
  const t2At = { releaseId: album.id, trackId: t2 };
  await writeTestFacts(ctx, [
    // March 2026 (the newest day is 03-28): 200 streams; February: 100.
    on({ day: '2026-03-10', ...t1At, country: 'SE', amount: 100 }),
    on({ day: '2026-03-10', ...t1At, country: 'DE', amount: 50 }),
    on({ day: '2026-03-20', ...t2At, country: 'SE', amount: 30 }),
    on({ day: '2026-03-28', releaseId: single.id, trackId: single.track, country: 'US', amount: 20 }),
    on({ day: '2026-02-20', ...t1At, country: 'SE', amount: 100 }),
    on({ day: '2026-03-10', ...t1At, country: 'SE', metric: 'discovery', amount: 7 }),
    on({ day: '2026-03-10', ...t1At, country: 'SE', metric: 'listeners', amount: 40 }),
    // Slices of the totals.
    on({ day: '2026-03-10', ...t1At, country: 'SE', dimension: 'age', value: '25-34', amount: 60 }),
    on({ day: '2026-03-10', ...t1At, country: 'SE', dimension: 'age', value: '18-24', amount: 30 }),
    on({ day: '2026-03-20', ...t2At, country: 'DE', dimension: 'age', value: '65+', amount: 10 }),
    on({ day: '2026-03-10', ...t1At, country: 'SE', dimension: 'source', value: 'radio', amount: 5 }),
    on({ day: '2026-03-10', ...t1At, country: 'SE', dimension: 'source', value: 'collection', amount: 15 }),
    on({ day: '2026-03-10', ...t1At, country: 'SE', dimension: 'product', value: 'paid', amount: 75 }),
    on({ day: '2026-03-10', ...t1At, country: 'SE', dimension: 'product', value: 'free', amount: 25 }),
    on({ day: '2026-03-10', ...t1At, country: 'SE', dimension: 'device', value: 'mobile', amount: 2 }),
    on({ day: '2026-03-10', ...t1At, country: 'SE', dimension: 'device', value: 'desktop', amount: 1 }),
    on({ day: '2026-03-10', ...t1At, country: 'SE', dimension: 'hour', value: '5', amount: 9 }),
    // Older months, for monthly series and the yearly tracker.
    on({ day: '2025-10-15', ...t1At, country: 'SE', amount: 300 }),
    on({ day: '2025-11-01', ...t2At, country: 'SE', amount: 400 }),
    on({ day: '2025-12-31', ...t2At, country: 'SE', amount: 700 }),
  ]);
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

describe('analytics series', () => {
  it('defaults to the 28 days up to the newest day with data, against the 28 days before', async () => {
    const body = await ok('spotify');
    expect(body).toMatchObject({
      platform: 'spotify',
      metric: 'streams',
      granularity: 'day',
      range: { start_date: '2026-03-01', end_date: '2026-03-28' },
      previousRange: { start_date: '2026-02-01', end_date: '2026-02-28' },
      total: '200.00',
      previousTotal: '100.00',
      change: '100.00',
    });
    expect(body.series).toHaveLength(28);
    expect(body.series[9]).toEqual({ date: '2026-03-10', value: 150 });
    expect(body.series[0]).toEqual({ date: '2026-03-01', value: 0 });
    expect(body.previous).toHaveLength(28);
    expect(body.previous[19]).toEqual({ date: '2026-02-20', value: 100 });
  });

  it('filters by date range, release, track and country, and switches metric with the toggle', async () => {
    const total = async (query: string) => (await ok(`spotify?${query}`)).total;
    expect(await total('start_date=2026-03-15&end_date=2026-03-31')).toBe('50.00');
    expect(await total(`release_id=${album.id}`)).toBe('180.00');
    expect(await total(`track_id=${album.tracks[0]}`)).toBe('150.00');
    expect(await total(`release_id=${album.id}&track_id=${album.tracks[1]}`)).toBe('30.00');
    expect(await total('country=se')).toBe('130.00');
    expect(await total(`release_id=${album.id}&country=DE`)).toBe('50.00');
    expect(await total(`track_id=${album.tracks[0]}&country=SE`)).toBe('100.00');
    const discovery = await ok('spotify?metric=discovery');
    expect([discovery.metric, discovery.total]).toEqual(['discovery', '7.00']);
  });

  it('pads a single point with two zero points one and two months before it', async () => {
    const body = await ok('spotify?start_date=2026-03-10&end_date=2026-03-10');
    expect(body.series).toEqual([
      { date: '2026-01-10', value: 0 },
      { date: '2026-02-10', value: 0 },
      { date: '2026-03-10', value: 150 },
    ]);
  });

  it('draws a long range per month, partial months counting their days in the range only', async () => {
    const body = await ok('spotify?start_date=2025-10-16&end_date=2026-03-31');
    expect(body.granularity).toBe('month');
    expect(body.series).toEqual([
      { date: '2025-10-01', value: 0 },
      { date: '2025-11-01', value: 400 },
      { date: '2025-12-01', value: 700 },
      { date: '2026-01-01', value: 0 },
      { date: '2026-02-01', value: 100 },
      { date: '2026-03-01', value: 200 },
    ]);
    expect(body.total).toBe('1400.00');
    expect(body.previousRange).toEqual({ start_date: '2025-05-02', end_date: '2025-10-15' });
    expect(body.previousTotal).toBe('300.00');
  });

  it('draws monthly-only data (statement-derived streams on first days) per month over 12 months', async () => {
    const label = await createUser(ctx);
    await writeTestFacts(
      ctx,
      ['2025-03-01', '2025-04-01', '2025-06-01'].map((day, i) => ({
        userId: label.user.id,
        day,
        country: 'FR',
        amount: 100 * (i + 1),
      })),
    );
    const body = await ok('spotify', label.token);
    expect(body).toMatchObject({
      granularity: 'month',
      range: { start_date: '2024-07-01', end_date: '2025-06-30' },
      total: '600.00',
    });
    expect(body.series).toHaveLength(12);
    expect(body.series.slice(-4)).toEqual([
      { date: '2025-03-01', value: 100 },
      { date: '2025-04-01', value: 200 },
      { date: '2025-05-01', value: 0 },
      { date: '2025-06-01', value: 300 },
    ]);
    // A short range of such data stays monthly too.
    const short = await ok('spotify?start_date=2025-03-01&end_date=2025-04-30', label.token);
    expect([short.granularity, short.series]).toEqual([
      'month',
      [
        { date: '2025-03-01', value: 100 },
        { date: '2025-04-01', value: 200 },
      ],
    ]);
    const same = await ok('spotify?start_date=2025-05-01&end_date=2025-06-30', label.token);
    expect([same.total, same.previousTotal, same.change]).toEqual(['300.00', '300.00', '0.00']);
    const fell = await ok('spotify?start_date=2025-05-01&end_date=2025-05-31', label.token);
    expect([fell.total, fell.previousTotal, fell.change]).toEqual(['0.00', '200.00', '-100.00']);
  });

  it('answers empty series and zero totals for an account without data, up to today', async () => {
    const body = await ok('spotify', empty.token);
    expect(body).toMatchObject({ total: '0.00', previousTotal: '0.00', change: null, series: [], previous: [] });
    expect(body.range.end_date).toBe(ctx.clock.now().toISOString().slice(0, 10));
  });

  it('snapshots sum several metrics against the previous period', async () => {
    const body = await ok('spotify/snapshot');
    expect(body.metrics).toEqual([
      { metric: 'streams', total: '200.00', previousTotal: '100.00', change: '100.00' },
      { metric: 'listeners', total: '40.00', previousTotal: '0.00', change: null },
      { metric: 'saves', total: '0.00', previousTotal: '0.00', change: null },
      { metric: 'playlist-adds', total: '0.00', previousTotal: '0.00', change: null },
    ]);
  });
});

describe('analytics breakdowns', () => {
  it('lists every age bucket in order, with percentages of the slices with 2 decimals', async () => {
    const body = await ok('spotify/age');
    expect(body.total).toBe('100.00');
    expect(body.data.map((row: { key: string; percent: string }) => [row.key, row.percent])).toEqual([
      ['0-18', '0.00'],
      ['18-24', '30.00'],
      ['25-34', '60.00'],
      ['35-44', '0.00'],
      ['45-54', '0.00'],
      ['55-64', '0.00'],
      ['65+', '10.00'],
    ]);
    const ofAlbumTrack = await ok(`spotify/age?track_id=${album.tracks[1]}`);
    expect(ofAlbumTrack.data.find((row: { key: string }) => row.key === '65+').value).toBe(10);
    expect(ofAlbumTrack.total).toBe('10.00');
  });

  it("shows Spotify's sources in the spec's order and paid as Premium", async () => {
    const sources = await ok('spotify/sources');
    expect(sources.data.map((row: { key: string }) => row.key)).toEqual([
      'collection',
      'other',
      'others playlist',
      'album',
      'play queue',
      'artist',
      'search',
      'radio',
      'unknown',
    ]);
    expect(sources.data[0]).toMatchObject({ value: 15, percent: '75.00' });
    const product = await ok('spotify/additional');
    expect(product.data).toEqual([
      { key: 'paid', label: 'Premium', value: 75, percent: '75.00' },
      { key: 'free', label: 'free', value: 25, percent: '25.00' },
    ]);
  });

  it('other dimensions are largest first; hours are 00:00 to 23:00', async () => {
    const devices = await ok('spotify/devices');
    expect(devices.data.map((row: { key: string; percent: string }) => [row.key, row.percent])).toEqual([
      ['mobile', '66.67'],
      ['desktop', '33.33'],
    ]);
    const hours = await ok('spotify/histogram/hourly');
    expect(hours.data).toHaveLength(24);
    expect(hours.data[5]).toEqual({ key: '5', label: '05:00', value: 9, percent: '100.00' });
  });

  it('territories per country with names; weekdays Monday first', async () => {
    const territories = await ok('spotify/territories');
    expect(territories.data).toEqual([
      { key: 'SE', label: 'Sweden', value: 130, percent: '65.00' },
      { key: 'DE', label: 'Germany', value: 50, percent: '25.00' },
      { key: 'US', label: 'United States', value: 20, percent: '10.00' },
    ]);
    const ofTrack = await ok(`spotify/territories?track_id=${album.tracks[0]}&country=DE`);
    expect(ofTrack.data).toEqual([{ key: 'DE', label: 'Germany', value: 50, percent: '100.00' }]);
    const days = await ok('spotify/histogram/days');
    expect(days.data.map((row: { key: string }) => row.key)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    // 03-10 is a Tuesday, 03-20 a Friday, 03-28 a Saturday.
    expect(days.data.map((row: { value: number }) => row.value)).toEqual([0, 150, 0, 0, 30, 20, 0]);
  });

  it('refuses a breakdown the rollups do not keep (one release or track and a country)', async () => {
    const res = await get(`spotify/age?track_id=${album.tracks[0]}&country=SE`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.country[0]).toMatch(/not kept per country/);
  });
});

describe('analytics tracks', () => {
  it('lists tracks with ISRC, titles and percentages, largest first, a page at a time', async () => {
    const body = await ok('spotify/tracks');
    expect(body).toMatchObject({ total: 3, total_value: '200.00', current_page: 1 });
    expect(body.data[0]).toEqual({
      track_id: album.tracks[0],
      release_id: album.id,
      isrc: 'QZDA41300001',
      track: 'Track QZDA41300001',
      release: 'Northern Lights',
      cover: null,
      value: 150,
      percent: '75.00',
    });
    expect(body.data.map((row: { value: number }) => row.value)).toEqual([150, 30, 20]);
    const second = await ok('spotify/tracks?per_page=2&page=2');
    expect(second).toMatchObject({ total: 3, last_page: 2, total_value: '200.00' });
    expect(second.data.map((row: { track_id: number }) => row.track_id)).toEqual([single.track]);
    const beyond = await ok('spotify/tracks?per_page=2&page=5');
    expect(beyond).toMatchObject({ total: 3, data: [], total_value: '200.00' });
    const inSweden = await ok(`spotify/tracks?country=SE&release_id=${album.id}`);
    expect(inSweden.data.map((row: { value: number }) => row.value)).toEqual([100, 30]);
  });

  it('top tracks of a platform by its page metric', async () => {
    const body = await ok('top-tracks?platform=spotify');
    expect(body.data.map((row: { value: number }) => row.value)).toEqual([150, 30, 20]);
    expect((await ok('top-tracks?platform=apple')).total).toBe(0);
  });
});

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

  it('refuses a collaborator and lets a manager read the account it switched into', async () => {
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
