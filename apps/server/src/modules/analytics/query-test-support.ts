// Helpers for the analytics endpoint tests (not used by the server).
import type { AnalyticsMetric } from '@liner/domain';
import type { TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { createCatalog } from '../statements/testing.js';
import { type AnalyticsFact, AnalyticsFactWriter } from './fact-writer.js';

export type TestFact = Pick<AnalyticsFact, 'userId' | 'day'> &
  Partial<Omit<AnalyticsFact, 'amount' | 'metric'>> & { amount: number; metric?: AnalyticsMetric };

/** Writes facts (and their rollups) as an import would, in one transaction. */
export async function writeTestFacts(ctx: TestContext, facts: readonly TestFact[]): Promise<void> {
  await ctx.deps.db.transaction(async (tx) => {
    const writer = new AnalyticsFactWriter(tx, 1);
    for (const fact of facts)
      await writer.add({
        platform: 'spotify',
        metric: 'streams',
        releaseId: 0,
        trackId: 0,
        country: '',
        dimension: '',
        value: '',
        ...fact,
        amount: BigInt(fact.amount),
      });
    await writer.flush();
  });
}

/** GET api/portal/analytics/<path> as the token's holder. */
export function getAnalytics(ctx: TestContext, token: string, path: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/portal/analytics/${path}`, headers: bearer(token) });
}

/** The known figures the endpoint tests read (query-endpoints and query-refusals). */
export interface QueryFixture {
  artist: { token: string; userId: number };
  empty: { token: string };
  album: { id: number; tracks: number[] };
  single: { id: number; track: number };
  theirs: { release: number; track: number };
}

/**
 * One artist's Spotify streams with known figures (the rules, the filters), another account's
 * catalog (refused) and an empty account.
 */
export async function seedQueryFixture(ctx: TestContext): Promise<QueryFixture> {
  const a = await createUser(ctx);
  const s = await createUser(ctx);
  const e = await createUser(ctx);
  const artist = { token: a.token, userId: a.user.id };
  const empty = { token: e.token };
  const first = await createCatalog(ctx, a.user.id, {
    title: 'Northern Lights',
    upc: '859700000002',
    isrcs: ['QZDA41300001', 'QZDA41300002'],
  });
  const album = { id: first.release.id, tracks: first.tracks.map((t) => t.id) };
  const second = await createCatalog(ctx, a.user.id, { title: 'Solo', isrcs: ['QZDA41300003'] });
  const single = { id: second.release.id, track: second.tracks[0].id };
  const other = await createCatalog(ctx, s.user.id, { title: 'Theirs', isrcs: ['QZDA41300009'] });
  const theirs = { release: other.release.id, track: other.tracks[0].id };

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
  return { artist, empty, album, single, theirs };
}
