import { RELEASE_PICKER_LIMITS, type PickerReleasePage } from '@liner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { insertTestRelationship } from '../managers/testing.js';
import { releases, tracks } from '../releases/tables.js';
import { submitOk } from '../splits/testing.js';

const PICKER = '/api/portal/releases/picker';

let ctx: TestContext;
let owner: CreatedUser;
let stranger: CreatedUser;
let clock = Date.UTC(2026, 0, 1);

/** A release of `userId` with these track titles (in order), created a minute after the previous one. */
async function insertRelease(userId: number, title: string, trackTitles: string[], upc: string | null = null) {
  clock += 60_000;
  const [release] = await ctx.deps.db
    .insert(releases)
    .values({ userId, title, upc, status: 1, createdAt: new Date(clock) })
    .returning();
  const inserted = await ctx.deps.db
    .insert(tracks)
    .values(
      trackTitles.map((trackTitle, index) => ({
        releaseId: release.id,
        position: trackTitles.length - index,
        title: trackTitle,
        isrc: index === 0 ? `QZPCK26${String(release.id).padStart(5, '0')}` : null,
      })),
    )
    .returning();
  return { releaseId: release.id, trackIds: inserted.map((track) => track.id) };
}

const list = async (query: string, who: CreatedUser = owner) => {
  const res = await ctx.app.inject({ method: 'GET', url: `${PICKER}${query}`, headers: bearer(who.token) });
  return res;
};
const page = async (query: string, who: CreatedUser = owner) => {
  const res = await list(query, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PickerReleasePage>();
};

let midnight: { releaseId: number; trackIds: number[] };

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, stranger] = await Promise.all([createUser(ctx), createUser(ctx)]);
  midnight = await insertRelease(owner.user.id, 'Midnight Drive', ['Intro', 'Neon', 'Outro'], '0602445566778');
  for (let index = 1; index <= 6; index += 1) await insertRelease(owner.user.id, `Album ${index}`, [`Song ${index}`]);
  await insertRelease(owner.user.id, '100% Pure', ['Pure']);
  await insertRelease(stranger.user.id, 'Midnight Elsewhere', ['Theirs']);
  // A release without a track (a draft just started) is not offered.
  await ctx.deps.db.insert(releases).values({ userId: owner.user.id, title: 'Midnight Draft', status: 0 });
});
afterAll(async () => ctx.close());

describe('GET releases/picker', () => {
  it('answers 6 releases a page, newest first, with their tracks in order, and the pages count', async () => {
    const first = await page('');
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 8, per_page: RELEASE_PICKER_LIMITS.perPage });
    expect(first.data.map((release) => release.title)).toEqual([
      '100% Pure',
      'Album 6',
      'Album 5',
      'Album 4',
      'Album 3',
      'Album 2',
    ]);
    const second = await page('?page=2');
    expect(second.data.map((release) => release.title)).toEqual(['Album 1', 'Midnight Drive']);
    const drive = second.data[1];
    expect(drive).toEqual({
      id: midnight.releaseId,
      title: 'Midnight Drive',
      img: null,
      upc: '0602445566778',
      nielsenStatus: null,
      tracks: [
        { id: midnight.trackIds[2], title: 'Outro', isrc: null, hasSplit: false },
        { id: midnight.trackIds[1], title: 'Neon', isrc: null, hasSplit: false },
        { id: midnight.trackIds[0], title: 'Intro', isrc: expect.stringMatching(/^QZPCK26/), hasSplit: false },
      ],
    });
  });

  it("searches the titles only, in any case, with the searcher's % taken literally", async () => {
    expect((await page('?search=MIDNIGHT')).data.map((release) => release.title)).toEqual(['Midnight Drive']);
    expect((await page('?search=%25')).data.map((release) => release.title)).toEqual(['100% Pure']);
    expect((await page('?search=0602445566778')).total).toBe(0);
    expect((await page('?search=nothing%20like%20it')).data).toEqual([]);
  });

  it('marks the tracks that have an active royalty split', async () => {
    await submitOk(ctx, owner.token, {
      trackId: midnight.trackIds[1],
      payees: [{ email: 'payee@example.test', share: 10 }],
    });
    const drive = (await page('?search=drive')).data[0];
    expect(drive.tracks.map((track) => [track.title, track.hasSplit])).toEqual([
      ['Outro', false],
      ['Neon', true],
      ['Intro', false],
    ]);
  });

  it("lists only the account's releases: a stranger sees theirs, a manager the managed account's", async () => {
    expect((await page('?search=midnight', stranger)).data.map((release) => release.title)).toEqual([
      'Midnight Elsewhere',
    ]);
    const viewer = await createUser(ctx);
    await insertTestRelationship(ctx.deps, {
      accountId: owner.user.id,
      person: viewer.user,
      access: { releases: ['read'] },
    });
    const switched = await ctx.app.inject({
      method: 'GET',
      url: `/api/portal/manager/switch/${owner.user.id}`,
      headers: bearer(viewer.token),
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await page('?search=midnight', viewer)).data.map((release) => release.title)).toEqual(['Midnight Drive']);
  });

  it('refuses a manager without access to the releases, and an anonymous call', async () => {
    const splitsOnly = await createUser(ctx);
    await insertTestRelationship(ctx.deps, {
      accountId: owner.user.id,
      person: splitsOnly.user,
      access: { 'royalty-splits': ['read'] },
    });
    await ctx.app.inject({
      method: 'GET',
      url: `/api/portal/manager/switch/${owner.user.id}`,
      headers: bearer(splitsOnly.token),
    });
    expect((await list('', splitsOnly)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: PICKER })).statusCode).toBe(401);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=99999999999', 'page'],
    ['per_page=0', 'per_page'],
    [`per_page=${RELEASE_PICKER_LIMITS.maxPerPage + 1}`, 'per_page'],
    [`search=${'a'.repeat(RELEASE_PICKER_LIMITS.searchMax + 1)}`, 'search'],
    ['search=line%0Abreak', 'search'],
    ['search=nul%00byte', 'search'],
  ])('answers 422 with a message on %s', async (query, field) => {
    const res = await list(`?${query}`);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors[field]?.length).toBeGreaterThan(0);
  });

  it('treats a blank search as no search and answers an empty page past the last', async () => {
    expect((await page('?search=%20%20')).total).toBe(8);
    expect(await page('?page=9')).toMatchObject({ data: [], current_page: 9, last_page: 2 });
  });
});
