import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { RELEASE_STATUS, STATEMENT_MATCH_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { availableBalanceMicros } from '../ledger/index.js';
import { releaseArtists, releases } from '../releases/tables.js';
import { createCatalog, csvStatement, GENERIC_MAPPING, statementUpload } from './testing.js';

// Issue 12, matching gaps: resolving an unmatched line by a search (not a raw track id) teaches an
// alias so next month's identical line matches by itself; only approved releases can be chosen.
// Point 9: an ISRC on the owner's single and album is credited once.

let ctx: TestContext;
let adminToken: string;
let mappingId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = (await createUser(ctx, { isAdmin: true })).token;
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements/mappings',
    headers: bearer(adminToken),
    payload: GENERIC_MAPPING,
  });
  mappingId = saved.json().id;
});
afterAll(async () => ctx.close());

async function importCsv(rows: Parameters<typeof csvStatement>[0]) {
  const { payload, headers } = statementUpload('statement.csv', csvStatement(rows), { mappingId: String(mappingId) });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...headers, ...bearer(adminToken) },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; matchedLines: number; unmatchedLines: number };
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
const resolve = (payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements/unmatched/resolve',
    headers: bearer(adminToken),
    payload,
  });

async function linesOf(statementId: number) {
  return queryRows<{ owner_user_id: number | null; matched_by: string | null; track_id: number | null }>(
    ctx.deps.db,
    sql`SELECT owner_user_id, matched_by, track_id FROM sales_lines WHERE statement_id = ${statementId} ORDER BY line_number`,
  );
}

describe('the operator finds the track by search and resolves', () => {
  it('searches approved releases by title, artist, ISRC and any UPC form, never drafts', async () => {
    const artist = await createUser(ctx);
    const { release, tracks } = await createCatalog(ctx, artist.user.id, {
      title: 'Northern Lights',
      upc: '859700002018',
      isrcs: ['QZSRC2600001'],
    });
    await ctx.deps.db.insert(releaseArtists).values({ releaseId: release.id, position: 0, name: 'Aurora Vale' });
    await createCatalog(ctx, artist.user.id, {
      title: 'Northern Lights (draft)',
      isrcs: ['QZSRC2600002'],
      status: RELEASE_STATUS.DRAFT,
    });
    for (const q of ['northern', 'aurora', 'QZ-SRC-26-00001', '0859700002018', `Track QZSRC2600001`]) {
      const res = await get(`/api/admin/statements/catalog-search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json().data.map((r: { trackId: number; artist: string; releaseTitle: string }) => r.trackId),
        q,
      ).toEqual([tracks[0].id]);
    }
    const [hit] = (await get('/api/admin/statements/catalog-search?q=aurora')).json().data;
    expect(hit).toMatchObject({ artist: 'Aurora Vale', releaseTitle: 'Northern Lights', isrc: 'QZSRC2600001' });
    const empty = await get('/api/admin/statements/catalog-search?q=%20%20');
    expect([empty.statusCode, empty.json().errors.q]).toEqual([422, [STATEMENT_MATCH_MESSAGES.searchEmpty]]);
    const control = await get('/api/admin/statements/catalog-search?q=a%00b');
    expect(control.statusCode).toBe(422);
    const long = await get(`/api/admin/statements/catalog-search?q=${'x'.repeat(201)}`);
    expect(long.statusCode).toBe(422);
  });

  it('refuses a track or release that is not approved, as automatic matching does', async () => {
    const artist = await createUser(ctx);
    const statement = await importCsv([{ isrc: 'QZNOT2600001', amount: '1.000000', period: '2024-02' }]);
    const [line] = (await get(`/api/admin/statements/${statement.id}/unmatched`)).json().data;
    const { release, tracks } = await createCatalog(ctx, artist.user.id, {
      isrcs: ['QZNOT2600099'],
      status: RELEASE_STATUS.PENDING_REVIEW,
    });
    const byTrack = await resolve({ lineIds: [line.id], trackId: tracks[0].id });
    expect([byTrack.statusCode, byTrack.json().errors.trackId]).toEqual([422, [STATEMENT_MATCH_MESSAGES.notEarning]]);
    const byRelease = await resolve({ lineIds: [line.id], releaseId: release.id });
    expect([byRelease.statusCode, byRelease.json().errors.releaseId]).toEqual([
      422,
      [STATEMENT_MATCH_MESSAGES.notEarning],
    ]);
    const unknown = await resolve({ lineIds: [line.id], trackId: 2_000_000_000 });
    expect([unknown.statusCode, unknown.json().errors.trackId]).toEqual([422, ['No such track']]);
    const both = await resolve({ lineIds: [line.id], trackId: 1, releaseId: 1 });
    expect(both.statusCode).toBe(422);
    expect(await availableBalanceMicros(ctx.deps.db, artist.user.id)).toBe(0n);
  });

  it('learns an alias: next month the identical line matches by itself, until the alias is removed', async () => {
    const artist = await createUser(ctx);
    const { tracks } = await createCatalog(ctx, artist.user.id, { title: 'Alias LP', isrcs: ['QZALS2600001'] });
    // The store reports a mistyped ISRC, and another line with no code at all (matched by title and artist).
    const rows = (period: string) => [
      { isrc: 'QZALS2600009', amount: '2.000000', period },
      { amount: '1.000000', period },
    ];
    const first = await importCsv(rows('2024-03'));
    expect(first).toMatchObject({ matchedLines: 0, unmatchedLines: 2 });
    const waiting = (await get(`/api/admin/statements/${first.id}/unmatched`)).json().data;
    const resolved = await resolve({ lineIds: waiting.map((l: { id: number }) => l.id), trackId: tracks[0].id });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toEqual({
      resolved: 2,
      amount: '3.000000',
      learned: ['ISRC QZALS2600009 on Spotify', '"Song 1" by Artist on Spotify'],
    });

    const second = await importCsv(rows('2024-04'));
    expect(second).toMatchObject({ matchedLines: 2, unmatchedLines: 0 });
    expect((await linesOf(second.id)).map((l) => `${l.owner_user_id} ${l.matched_by} ${l.track_id}`)).toEqual([
      `${artist.user.id} alias ${tracks[0].id}`,
      `${artist.user.id} alias ${tracks[0].id}`,
    ]);
    expect(await availableBalanceMicros(ctx.deps.db, artist.user.id)).toBe(6_000_000n);
    // Another store's identical line is not the same line.
    const otherStore = await importCsv([
      { isrc: 'QZALS2600009', amount: '1.000000', period: '2024-04', store: 'Deezer' },
    ]);
    expect(otherStore).toMatchObject({ matchedLines: 0, unmatchedLines: 1 });

    const aliases = (await get('/api/admin/statements/aliases')).json();
    const isrcAlias = aliases.data.find((a: { label: string }) => a.label === 'ISRC QZALS2600009');
    expect(isrcAlias).toMatchObject({
      kind: 'isrc',
      store: 'Spotify',
      trackId: tracks[0].id,
      target: `Track QZALS2600001 — Alias LP`,
    });
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/statements/aliases/${isrcAlias.id}`,
      headers: bearer(adminToken),
    });
    expect(removed.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/statements/aliases/${isrcAlias.id}`,
      headers: bearer(adminToken),
    });
    expect(again.statusCode).toBe(404);
    const badId = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/statements/aliases/abc',
      headers: bearer(adminToken),
    });
    expect(badId.statusCode).toBe(422);
    const third = await importCsv(rows('2024-05'));
    expect(third).toMatchObject({ matchedLines: 1, unmatchedLines: 1 });
  });

  it('stops matching an alias whose release is no longer approved', async () => {
    const artist = await createUser(ctx);
    const { release, tracks } = await createCatalog(ctx, artist.user.id, { isrcs: ['QZALT2600001'] });
    const first = await importCsv([{ isrc: 'QZALT2600777', amount: '1.000000', period: '2024-06' }]);
    const [line] = (await get(`/api/admin/statements/${first.id}/unmatched`)).json().data;
    expect((await resolve({ lineIds: [line.id], trackId: tracks[0].id })).statusCode).toBe(200);
    await ctx.deps.db.update(releases).set({ status: RELEASE_STATUS.DRAFT }).where(eq(releases.id, release.id));
    const next = await importCsv([{ isrc: 'QZALT2600777', amount: '1.000000', period: '2024-07' }]);
    expect(next).toMatchObject({ matchedLines: 0, unmatchedLines: 1 });
  });
});

describe('an ISRC on the owner single and album', () => {
  it('credits a line once: to the release whose UPC it names, else to the earliest release', async () => {
    const artist = await createUser(ctx);
    const single = await createCatalog(ctx, artist.user.id, {
      title: 'Single',
      upc: '859700003015',
      isrcs: ['QZTWO2600001'],
    });
    const album = await createCatalog(ctx, artist.user.id, {
      title: 'Album',
      upc: '859700003022',
      isrcs: ['QZTWO2600001'],
    });
    await ctx.deps.db.update(releases).set({ releaseDate: '2024-01-05' }).where(eq(releases.id, single.release.id));
    await ctx.deps.db.update(releases).set({ releaseDate: '2024-03-01' }).where(eq(releases.id, album.release.id));
    const statement = await importCsv([
      { isrc: 'QZTWO2600001', amount: '1.000000', period: '2024-08' },
      { isrc: 'QZTWO2600001', upc: '0859700003022', amount: '2.000000', period: '2024-08' },
      { isrc: 'QZTWO2600001', upc: '859700003015', amount: '4.000000', period: '2024-08' },
    ]);
    expect(statement).toMatchObject({ matchedLines: 3, unmatchedLines: 0 });
    expect((await linesOf(statement.id)).map((l) => l.track_id)).toEqual([
      single.tracks[0].id,
      album.tracks[0].id,
      single.tracks[0].id,
    ]);
    expect(await availableBalanceMicros(ctx.deps.db, artist.user.id)).toBe(7_000_000n);
  });
});
