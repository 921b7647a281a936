import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { createDraftRelease, insertTestFile, testReleaseForm, testTrack } from '../../../test/release-factories.js';
import { releaseArtists, releases } from './tables.js';

describe('release wizard: init, save, read', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (url: string, token: string | null, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/portal/release/${url}`, headers: token ? bearer(token) : {}, payload });
  const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('answers 401 without a token', async () => {
    for (const url of ['init-release', 'save/release', 'save/tracks', 'publish', 'validate/upc']) {
      expect((await post(url, null, {})).statusCode, url).toBe(401);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/portal/releases' })).statusCode).toBe(401);
  });

  it('creates a draft with the release defaults, keeping only primary artists with a name and a role', async () => {
    const { token, user } = await createUser(ctx);
    const res = await post('init-release', token, {
      primaryArtists: [
        { name: 'Nova Reyes', roles: 'primary' },
        { name: '', roles: ['primary'] },
        { name: 'No Role', roles: [] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const view = (await get(`/api/portal/release/${id}`, token)).json();
    const now = ctx.clock.now();
    const in15 = new Date(now.getTime() + 15 * 86_400_000).toISOString().slice(0, 10);
    expect(view).toMatchObject({
      id,
      userId: user.id,
      status: 0,
      type: 'Album',
      primaryGenre: 'Alternative',
      language: 'en',
      licensingType: 'Copyright',
      releaseDate: in15,
      badge: { label: 'Draft', color: 'default' },
      tracks: [],
      copyright: { licensing: { year: now.getUTCFullYear() }, soundRecording: { year: now.getUTCFullYear() } },
    });
    expect(view.artists).toEqual([
      { name: 'Nova Reyes', roles: ['primary'], spotifyId: null, appleId: null, isni: '' },
    ]);
  });

  it('saves the whole release form and reads it back', async () => {
    const { token, user } = await createUser(ctx);
    const artwork = await insertTestFile(ctx, user.id, 'artwork');
    const { id } = (await post('init-release', token, {})).json();
    const form = testReleaseForm(ctx, {
      title: 'Night Drive',
      artworkFileId: artwork.id,
      territories: { worldwide: false, only: ['GB', 'US'] },
      storeIds: ['spotify', 'deezer'],
      artists: [
        { name: 'Nova Reyes', roles: ['primary', 'producer'], spotifyId: 'sp1', appleId: null },
        { name: 'Kai', roles: ['featuring'], spotifyId: null, appleId: null },
      ],
      upc: { active: true, code: '0360-0029-1452' },
    });
    const res = await post('save/release', token, { release_id: id, ...form, deliveryFlags: { youtube: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Release saved', id });
    const view = (await get(`/api/portal/release/${id}`, token)).json();
    expect(view).toMatchObject({
      title: 'Night Drive',
      artworkFileId: artwork.id,
      territories: { worldwide: false, only: ['GB', 'US'] },
      storeIds: ['spotify', 'deezer'],
      upc: { active: true, code: '036000291452' },
      deliveryFlags: { youtube: 1, soundcloud: 0 },
    });
    expect(view.artists.map((a: { name: string; roles: string[] }) => [a.name, a.roles])).toEqual([
      ['Nova Reyes', ['primary', 'producer']],
      ['Kai', ['featuring']],
    ]);
    // The alias under api/distribution answers the same view.
    expect((await get(`/api/distribution/release/${id}`, token)).json()).toEqual(view);
  });

  it("answers 404 for another user's release on every route, and leaves it untouched", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const { releaseId } = await createDraftRelease(ctx, owner.token, { release: { title: 'Mine' } });
    expect(
      (await post('save/release', other.token, { release_id: releaseId, ...testReleaseForm(ctx, { title: 'Stolen' }) }))
        .statusCode,
    ).toBe(404);
    expect((await post('save/tracks', other.token, { release_id: releaseId, tracks: [testTrack(0)] })).statusCode).toBe(
      404,
    );
    expect((await post('publish', other.token, { release_id: releaseId })).statusCode).toBe(404);
    expect((await get(`/api/portal/release/${releaseId}`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/portal/release/${releaseId}/history`, other.token)).statusCode).toBe(404);
    expect((await get('/api/portal/release/999999', owner.token)).statusCode).toBe(404);
    const [row] = await ctx.deps.db.select().from(releases).where(eq(releases.id, releaseId));
    expect(row.title).toBe('Mine');
  });

  it('rejects a malformed form with 422 and field paths', async () => {
    const { token } = await createUser(ctx);
    const { id } = (await post('init-release', token, {})).json();
    const res = await post('save/release', token, {
      release_id: id,
      ...testReleaseForm(ctx),
      releaseDate: '05/07/2025',
      type: 'Mixtape',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['releaseDate', 'type']);
  });

  it('replaces the track list, keeping the ids of tracks sent back', async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createDraftRelease(ctx, token);
    const first = await post('save/tracks', token, {
      release_id: releaseId,
      tracks: [testTrack(0), testTrack(1), testTrack(2)],
    });
    expect(first.statusCode).toBe(200);
    const [a, b, c] = first.json().tracks as { id: number; position: number }[];
    const second = await post('save/tracks', token, {
      release_id: releaseId,
      tracks: [
        { ...testTrack(2, { title: 'Third, now first', explicit: true }), id: c.id },
        testTrack(3),
        { ...testTrack(0), id: a.id },
      ],
    });
    expect(second.statusCode).toBe(200);
    const saved = second.json().tracks as { id: number; position: number }[];
    expect(saved[0]).toEqual({ id: c.id, position: 0 });
    expect(saved[2]).toEqual({ id: a.id, position: 2 });
    expect([a.id, b.id, c.id]).not.toContain(saved[1].id);
    const view = (await get(`/api/portal/release/${releaseId}`, token)).json();
    expect(view.tracks.map((t: { id: number; title: string }) => t.title)).toEqual([
      'Third, now first',
      'Track Number Four',
      'Track Number One',
    ]);
    expect(view.parentalWarning).toBe('Explicit');
    expect(view.tracks[0].writers).toEqual([{ firstName: 'Nova', lastName: 'Reyes', roles: ['composer-lyricist'] }]);
  });

  it('refuses a track id of another release and an ISRC twice in one release', async () => {
    const { token } = await createUser(ctx);
    const one = await createDraftRelease(ctx, token, { tracks: [testTrack(0, { isrc: 'GB-AAA-25-00001' })] });
    const two = await createDraftRelease(ctx, token);
    const foreignId = (await get(`/api/portal/release/${one.releaseId}`, token)).json().tracks[0].id;
    const res = await post('save/tracks', token, {
      release_id: two.releaseId,
      tracks: [{ ...testTrack(0), id: foreignId }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'tracks.0.id': ['This track does not belong to the release'] });
    const dup = await post('save/tracks', token, {
      release_id: two.releaseId,
      tracks: [testTrack(0), testTrack(1, { isrc: 'GBAAA2500001' })],
    });
    // The account's own recording on another of its releases keeps its ISRC (issue 12 point 9).
    expect(dup.statusCode, dup.body).toBe(200);
    const twice = await post('save/tracks', token, {
      release_id: two.releaseId,
      tracks: [testTrack(0, { isrc: 'GBAAA2500009' }), testTrack(1, { isrc: 'GBAAA2500009' })],
    });
    expect(twice.json().errors).toEqual({ 'tracks.1.isrc': ['This ISRC is already used by another track'] });
  });

  it('takes roles as a semicolon-joined string too', async () => {
    const { token } = await createUser(ctx);
    const { releaseId } = await createDraftRelease(ctx, token);
    await post('save/tracks', token, {
      release_id: releaseId,
      tracks: [testTrack(0, { credits: [{ name: 'Sam', roles: 'producer;mixing-engineer' as unknown as string[] }] })],
    });
    const [artist] = await ctx.deps.db.select().from(releaseArtists).where(eq(releaseArtists.releaseId, releaseId));
    expect(artist.roles).toEqual(['primary']);
    const view = (await get(`/api/portal/release/${releaseId}`, token)).json();
    expect(view.tracks[0].credits).toEqual([{ name: 'Sam', roles: ['producer', 'mixing-engineer'] }]);
  });

  it('records the history of the release', async () => {
    const { token, user } = await createUser(ctx);
    const { releaseId } = await createDraftRelease(ctx, token);
    const res = await get(`/api/portal/release/${releaseId}/history`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ action: 'created', actor_user_id: user.id })]);
  });
});
