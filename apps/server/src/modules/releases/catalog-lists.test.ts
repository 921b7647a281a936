import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import {
  createDraftRelease,
  createPublishableRelease,
  publishTestRelease,
  testTrack,
} from '../../../test/release-factories.js';

describe('catalog lists and identifier checks', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ token } = await createUser(ctx));
    for (const title of ['Alpha', 'Bravo', 'Charlie 100%', 'Delta']) {
      await createDraftRelease(ctx, token, { release: { title }, tracks: [testTrack(0, { title: `${title} song` })] });
    }
    const { releaseId } = await createPublishableRelease(ctx, token, {
      release: { title: 'Echo', label: 'Echo Label' },
      tracks: [testTrack(0, { isrc: 'GBECH2500001' })],
    });
    await publishTestRelease(ctx, token, releaseId);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = (url: string, who = token) => ctx.app.inject({ method: 'GET', url, headers: bearer(who) });
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  it("pages the submissions newest first with the API's pagination fields", async () => {
    const res = await get('/api/portal/releases?page=2&per_page=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 2, last_page: 3, total: 5, per_page: 2 });
    expect(body.data.map((row: { title: string }) => row.title)).toEqual(['Charlie 100%', 'Bravo']);
    const echo = (await get('/api/portal/releases?per_page=1')).json().data[0];
    expect(echo).toMatchObject({
      title: 'Echo',
      status: 2,
      badge: { label: 'Pending', color: 'default' },
      label: 'Echo Label',
      artists: ['Nova Reyes'],
      license_type: 'Copyright',
      type: 'Album',
      restrict_takedown: false,
    });
    expect(echo.cover.plain).toMatch(/^\/api\/distribution\/files\/\d+\/preview$/);
  });

  it('searches titles, labels, artists and UPCs, with % taken literally, and filters by status', async () => {
    const titles = async (query: string) =>
      (await get(`/api/portal/releases?${query}`)).json().data.map((row: { title: string }) => row.title);
    expect(await titles('search=charlie')).toEqual(['Charlie 100%']);
    expect(await titles('search=100%25')).toEqual(['Charlie 100%']);
    expect(await titles('search=%25')).toEqual(['Charlie 100%']);
    expect(await titles('search=echo%20label')).toEqual(['Echo']);
    expect((await titles('search=nova')).length).toBe(5);
    expect(await titles('status=2')).toEqual(['Echo']);
    expect((await titles('status=0')).length).toBe(4);
  });

  it("shows nobody else's releases or tracks", async () => {
    const other = await createUser(ctx);
    expect((await get('/api/portal/releases', other.token)).json()).toMatchObject({ total: 0, data: [], last_page: 1 });
    expect((await get('/api/distribution/track-manager', other.token)).json().total).toBe(0);
  });

  it('pages the track manager and searches by ISRC', async () => {
    const all = (await get('/api/distribution/track-manager?per_page=10')).json();
    expect(all.total).toBe(5);
    const found = (await get('/api/distribution/track-manager?search=GBECH')).json();
    expect(found.data).toEqual([
      expect.objectContaining({
        title: 'Track Number One',
        release_title: 'Echo',
        isrc: 'GBECH2500001',
        status: 2,
        badge: { label: 'Pending', color: 'default' },
        language: 'en',
      }),
    ]);
    expect(found.data[0].audio_url).toMatch(/^\/api\/distribution\/files\/\d+$/);
  });

  it.each([
    ['036000291452', 200, { valid: true, value: '036000291452' }],
    ['0360-0029-1452', 200, { valid: true, value: '036000291452' }],
    ['4006381333931', 200, { valid: true, value: '4006381333931' }],
    ['036000291453', 422, { upc: ['UPC/EAN "036000291453" has check digit 3; it should be 2.'] }],
    ['03600029145', 422, { upc: ['UPC/EAN "03600029145" has 11 digits; it needs 12, 13 or 14.'] }],
    ['03600029145A', 422, { upc: ['UPC/EAN "03600029145A" must contain digits only.'] }],
  ])('validate/upc %s -> %i', async (upc, status, body) => {
    const res = await post('/api/portal/release/validate/upc', { upc });
    expect(res.statusCode).toBe(status);
    expect(status === 200 ? res.json() : res.json().errors).toEqual(body);
  });

  it.each([
    ['US-RC1-76-07839', 200, { valid: true, value: 'USRC17607839' }],
    ['USRC1760783', 422, { isrc: ['ISRC "USRC1760783" has 11 characters; it needs 12 (CC-XXX-YY-NNNNN).'] }],
    ['1SRC17607839', 422, { isrc: ['ISRC "1SRC17607839" must start with a two-letter country code (e.g. US, GB).'] }],
    // The account's own recording: it may go on another of its releases (isrc-reuse.test.ts has another account's).
    ['GBECH2500001', 200, { valid: true, value: 'GBECH2500001' }],
  ])('validate/isrc %s -> %i', async (isrc, status, body) => {
    const res = await post('/api/distribution/validate/isrc', { isrc });
    expect(res.statusCode).toBe(status);
    expect(status === 200 ? res.json() : res.json().errors).toEqual(body);
  });

  it("accepts a release's or track's own code when it is named", async () => {
    const echo = (await get('/api/portal/releases?search=echo')).json().data[0];
    expect((await post('/api/portal/release/validate/upc', { upc: echo.upc })).statusCode).toBe(422);
    expect((await post('/api/portal/release/validate/upc', { upc: echo.upc, release_id: echo.id })).statusCode).toBe(
      200,
    );
    const track = (await get('/api/distribution/track-manager?search=GBECH')).json().data[0];
    expect(
      (await post('/api/distribution/validate/isrc', { isrc: 'GBECH2500001', track_id: track.id })).statusCode,
    ).toBe(200);
  });

  it("answers 404 to another account naming a release or track it does not own (the answer would reveal that row's code)", async () => {
    const echo = (await get('/api/portal/releases?search=echo')).json().data[0];
    const track = (await get('/api/distribution/track-manager?search=GBECH')).json().data[0];
    const stranger = await createUser(ctx);
    const ask = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: bearer(stranger.token), payload });
    expect((await ask('/api/portal/release/validate/upc', { upc: echo.upc, release_id: echo.id })).statusCode).toBe(
      404,
    );
    expect(
      (await ask('/api/distribution/validate/isrc', { isrc: 'GBECH2500001', track_id: track.id })).statusCode,
    ).toBe(404);
  });
});
