import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { createCatalog, csvStatement, GENERIC_MAPPING, statementUpload } from '../statements/testing.js';

let ctx: TestContext;
let artist: { token: string; userId: number };
let other: { token: string };
let releaseId: number;
let trackIds: number[];
let otherReleaseId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createUser(ctx, { isAdmin: true });
  const a = await createUser(ctx);
  const o = await createUser(ctx);
  artist = { token: a.token, userId: a.user.id };
  other = { token: o.token };
  const catalog = await createCatalog(ctx, a.user.id, {
    title: 'Album',
    upc: '859700000002',
    isrcs: ['QZDA41300001', 'QZDA41300002'],
  });
  releaseId = catalog.release.id;
  trackIds = catalog.tracks.map((t) => t.id);
  otherReleaseId = (await createCatalog(ctx, o.user.id, { title: 'Theirs', isrcs: ['QZDA41300009'] })).release.id;
  const mapping = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements/mappings',
    headers: bearer(admin.token),
    payload: GENERIC_MAPPING,
  });
  const file = csvStatement([
    {
      isrc: 'QZDA41300001',
      store: 'Spotify Streaming',
      country: 'US',
      units: 1000,
      amount: '3.000000',
      period: '2024-03',
    },
    {
      isrc: 'QZDA41300001',
      store: 'Spotify Streaming',
      country: 'GB',
      units: 500,
      amount: '1.000001',
      period: '2024-03',
    },
    { isrc: 'QZDA41300002', store: 'iTunes', country: 'US', units: 2, amount: '1.400000', period: '2024-03' },
    { isrc: 'QZDA41300002', store: 'IG_UGC', country: 'DE', units: 10, amount: '0.009999', period: '2024-04' },
    { isrc: 'QZDA41300009', store: 'Deezer', country: 'FR', units: 7, amount: '9.000000', period: '2024-04' },
  ]);
  const { payload, headers } = statementUpload('s.csv', file, { mappingId: String(mapping.json().id) });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...headers, ...bearer(admin.token) },
    payload,
  });
  expect(res.json().status).toBe('imported');
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, token = artist.token) =>
  ctx.app.inject({ method: 'GET', url: `/api/portal/sales/${url}`, headers: bearer(token) });

describe("sales endpoints (the user's own figures, from the rollups)", () => {
  it('total with its graph: 6 decimals, graph 2 decimals truncated, date range by month', async () => {
    expect((await get('total')).json()).toEqual({
      currency: 'USD',
      units: '1512',
      total: '5.410000',
      graph: [
        { month: '2024-03', total: '5.40' },
        { month: '2024-04', total: '0.00' },
      ],
    });
    // One month left: the single point gets two zero points before it.
    expect((await get('total?start_date=2024-03-15&end_date=2024-03-31')).json().graph).toEqual([
      { month: '2024-01', total: '0.00' },
      { month: '2024-02', total: '0.00' },
      { month: '2024-03', total: '5.40' },
    ]);
    expect((await get('total?start_date=2024-03-01&end_date=2024-03-31')).json().total).toBe('5.400001');
  });

  it('channels, territories, releases, tracks and stream rates', async () => {
    expect(
      (await get('channels')).json().data.map((r: { name: string; total: string }) => `${r.name} ${r.total}`),
    ).toEqual(['Spotify 4.000001', 'iTunes 1.400000', 'Instagram UCG 0.009999']);
    expect((await get('territories?per_page=2')).json()).toMatchObject({
      total: 3,
      last_page: 2,
      data: [{ name: 'US', total: '4.400000' }, { name: 'GB' }],
    });
    expect((await get('releases')).json().data).toEqual([
      { id: releaseId, name: 'Album', code: '859700000002', units: '1512', total: '5.410000' },
    ]);
    expect((await get('tracks')).json().data.map((r: { id: number; total: string }) => [r.id, r.total])).toEqual([
      [trackIds[0], '4.000001'],
      [trackIds[1], '1.409999'],
    ]);
    expect((await get('streamrates')).json().data).toEqual([
      { store: 'Spotify', units: '1500', total: '4.000001', perUnit: '0.002666' },
    ]);
    expect((await get('artists')).json().data[0]).toMatchObject({ name: 'Artist', total: '5.410000' });
    const overview = (await get('overview?start_date=2024-04-01')).json();
    expect(overview).toMatchObject({
      total: '0.009999',
      units: '10',
      graph: [{ month: '2024-02' }, { month: '2024-03' }, { month: '2024-04', total: '0.00' }],
    });
    expect([overview.topChannels[0].name, overview.topTerritories[0].name, overview.topReleases[0].id]).toEqual([
      'Instagram UCG',
      'DE',
      releaseId,
    ]);
  });

  it("release and track details, and 404 for another user's release", async () => {
    expect((await get(`releases/overview/${releaseId}`)).json()).toMatchObject({
      id: releaseId,
      name: 'Album',
      total: '5.410000',
    });
    expect((await get(`releases/channels/${releaseId}`)).json().data.map((r: { name: string }) => r.name)).toEqual([
      'Spotify',
      'iTunes',
      'Instagram UCG',
    ]);
    expect(
      (await get(`tracks/territories/${trackIds[0]}`))
        .json()
        .data.map((r: { name: string; total: string }) => `${r.name} ${r.total}`),
    ).toEqual(['US 3.000000', 'GB 1.000001']);
    expect((await get(`tracks/overview/${trackIds[1]}`)).json()).toMatchObject({
      total: '1.409999',
      code: 'QZDA41300002',
    });
    expect((await get(`releases/overview/${otherReleaseId}`)).statusCode).toBe(404);
    expect((await get(`releases/territories/${otherReleaseId}`)).statusCode).toBe(404);
    expect((await get('total', other.token)).json().total).toBe('9.000000');
    expect((await get('splits')).json()).toMatchObject({ data: [], total: 0 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/portal/sales/total' })).statusCode).toBe(401);
  });
});
