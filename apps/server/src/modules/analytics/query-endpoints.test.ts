import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { getAnalytics, type QueryFixture, seedQueryFixture, writeTestFacts } from './query-test-support.js';

/** Series, breakdowns and track lists: the spec's figure rules and the filters, on known facts. */
let ctx: TestContext;
let artist: QueryFixture['artist'];
let empty: QueryFixture['empty'];
let album: QueryFixture['album'];
let single: QueryFixture['single'];

beforeAll(async () => {
  ctx = await createTestApp();
  ({ artist, empty, album, single } = await seedQueryFixture(ctx));
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
