import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { ANALYTICS_PLATFORMS, SPOTIFY_MIN_YEARLY_STREAMS, SPOTIFY_SOURCE_ORDER } from '@liner/domain';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { bearer } from '../../test/factories.js';
import { createSession } from '../modules/auth/index.js';
import { queryRows } from '../platform/sql-arrays.js';
import { seedDemoData } from './demo.js';
import { DEMO_STATEMENT_MONTHS } from './seed-statements.js';
import { demoListeningFacts, type ListeningRelease, lifeCurve } from './demo-listening.js';
import { GENERIC_DEMO_PLATFORMS } from './demo-listening-shapes.js';
import { DEMO_ANALYTICS_MONTHS, DEMO_QUIET_TRACKS, demoAnalyticsRange } from './seed-analytics.js';

const DAY_MS = 86_400_000;

describe('demo analytics seed', () => {
  let ctx: TestContext;
  let artistId = 0;
  let labelId = 0;
  let range = { firstDay: '', lastDay: '' };
  let seedMs = 0;
  let phaseMs: Record<string, number> = {};

  /** Sum of rollup rows of an account (release 0 = all releases, country '*' = all countries). */
  const rollup = async (where: ReturnType<typeof sql>) =>
    queryRows<Record<string, string>>(ctx.deps.db, where).then((rows) => rows);

  beforeAll(async () => {
    ctx = await createTestApp();
    // The seed logs how long each of its phases took: kept to print the analytics phase's time.
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const started = performance.now();
    await seedDemoData({ ...ctx.deps, logger });
    seedMs = performance.now() - started;
    phaseMs = JSON.parse(lines.find((line) => line.includes('demo data seeded')) ?? '{}').ms ?? {};
    range = demoAnalyticsRange(ctx.clock.now());
    const users = await queryRows<{ id: number; email: string }>(
      ctx.deps.db,
      sql`SELECT id, email FROM users WHERE email IN ('demo@liner.local', 'label@liner.local')`,
    );
    artistId = users.find((u) => u.email === 'demo@liner.local')?.id ?? 0;
    labelId = users.find((u) => u.email === 'label@liner.local')?.id ?? 0;
  }, 300_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('writes one seed batch through the fact writer, of a size the first start can afford', async () => {
    const [batch] = await queryRows<{ source: string; status: string; facts: number; first: string; last: string }>(
      ctx.deps.db,
      sql`SELECT source, status, facts_written::int AS facts, first_day::text AS first, last_day::text AS last
          FROM analytics_imports WHERE source = 'seed'`,
    );
    const [stored] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM analytics_facts`);
    const [rollups] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM analytics_daily`);
    console.info(
      `demo seed: ${Math.round(seedMs)} ms, of which analytics ${phaseMs.analytics} ms: ${stored?.n} facts, ${rollups?.n} rollup rows`,
    );
    expect(batch).toMatchObject({ source: 'seed', status: 'done', last: range.lastDay });
    expect(batch?.facts).toBe(stored?.n);
    expect(batch?.first && batch.first <= addDays(range.firstDay, 7)).toBe(true);
    expect(stored?.n).toBeGreaterThan(50_000);
    expect(stored?.n).toBeLessThan(150_000);
  });

  it("derives the imported statements' streams, which give way to the seeded months of the same platforms", async () => {
    const [statements] = await queryRows<{ imported: number; reversed: number }>(
      ctx.deps.db,
      sql`SELECT count(*) FILTER (WHERE status = 'imported')::int AS imported,
            count(*) FILTER (WHERE status = 'reversed')::int AS reversed FROM statements`,
    );
    const batches = await queryRows<{ facts: number; bad_rows: number; problems: { message: string }[] }>(
      ctx.deps.db,
      sql`SELECT facts_written::int AS facts, bad_rows, problems FROM analytics_imports WHERE source = 'statement'`,
    );
    console.info(`statement streams: ${phaseMs['statement streams']} ms for ${batches.length} statements`);
    expect(statements?.reversed).toBe(1);
    expect(batches.length).toBe(statements?.imported);
    expect(batches.every((batch) => batch.facts === 0)).toBe(true);
    // The 18 DistroKid exports name TIDAL, which no analytics platform reports: counted, left out.
    const tidal = batches.filter((batch) => batch.problems.some((p) => p.message.startsWith('TIDAL: ')));
    expect(tidal.length).toBe(DEMO_STATEMENT_MONTHS);
    expect(tidal.every((batch) => batch.bad_rows > 0)).toBe(true);
    const [months] = await queryRows<{ shown: number; hidden: number }>(
      ctx.deps.db,
      sql`SELECT count(*) FILTER (WHERE shown)::int AS shown, count(*) FILTER (WHERE NOT shown)::int AS hidden
          FROM analytics_statement_months`,
    );
    expect(months).toMatchObject({ shown: 0 });
    expect(months?.hidden).toBeGreaterThan(50);
  });

  it('covers 18 months for the artist on every platform with datasets and three generic ones', async () => {
    const rows = await rollup(sql`
      SELECT platform, metric, min(day)::text AS first, max(day)::text AS last, count(DISTINCT day)::int AS days
      FROM analytics_daily WHERE user_id = ${artistId} AND release_id = 0 AND track_id = 0 AND country = '*'
        AND dimension = '' GROUP BY platform, metric`);
    const seen = new Map(rows.map((row) => [`${row.platform}/${row.metric}`, row]));
    const expected = ANALYTICS_PLATFORMS.filter(
      (p) => p.datasets.length > 0 || GENERIC_DEMO_PLATFORMS.includes(p.slug as never),
    );
    for (const platform of expected) {
      for (const metric of platform.toggle.metrics) {
        const slug = platform.toggle.platformOf?.[metric] ?? platform.slug;
        const row = seen.get(`${slug}/${metric}`);
        expect(row, `${slug} ${metric}`).toBeDefined();
        // The artist's EP was out before the range: data from its first week to yesterday.
        expect(row?.first && row.first <= addDays(range.firstDay, 7), `${slug} ${metric} from ${row?.first}`).toBe(
          true,
        );
        expect(row?.last && row.last >= addDays(range.lastDay, -14), `${slug} ${metric} to ${row?.last}`).toBe(true);
      }
    }
    // The big platforms have a count every day of the 18 months.
    const spotify = seen.get('spotify/streams');
    expect(Number(spotify?.days)).toBeGreaterThan(DEMO_ANALYTICS_MONTHS * 30 - 5);
    expect(seen.get('deezer/artificial-streams')).toBeDefined();
  });

  it('has every breakdown, snapshot metric and territory a platform page reads', async () => {
    const dimensions = await rollup(sql`
      SELECT platform, dimension, metric, count(DISTINCT value)::int AS values FROM analytics_daily
      WHERE user_id IN (${artistId}, ${labelId}) AND release_id = 0 AND country = '*' AND dimension <> ''
      GROUP BY platform, dimension, metric`);
    const has = new Map(
      dimensions.map((row) => [`${row.platform}/${row.dimension}/${row.metric}`, Number(row.values)]),
    );
    const metrics = await rollup(sql`
      SELECT DISTINCT platform, metric FROM analytics_daily WHERE user_id = ${artistId} AND dimension = ''`);
    const countries = await rollup(sql`
      SELECT platform, metric, count(DISTINCT country)::int AS n FROM analytics_daily
      WHERE user_id = ${artistId} AND release_id = 0 AND dimension = '' AND country NOT IN ('*', 'ZZ')
      GROUP BY platform, metric`);
    for (const platform of ANALYTICS_PLATFORMS)
      for (const dataset of platform.datasets) {
        const slug = dataset.platform ?? platform.slug;
        if (dataset.kind === 'breakdown')
          expect(has.get(`${slug}/${dataset.dimension}/${dataset.metric}`), dataset.path).toBeGreaterThan(1);
        if (dataset.kind === 'snapshot')
          for (const metric of dataset.metrics ?? [])
            expect(
              metrics.some((row) => row.platform === slug && row.metric === metric),
              `${dataset.path} ${metric}`,
            ).toBe(true);
        if (dataset.kind === 'territories')
          expect(
            countries.find((row) => row.platform === slug && row.metric === dataset.metric)?.n,
            dataset.path,
          ).toBeGreaterThan(0);
      }
    for (const generic of GENERIC_DEMO_PLATFORMS)
      for (const dimension of ['gender', 'age', 'device', 'service-type'])
        expect(has.get(`${generic}/${dimension}/streams`), `${generic} ${dimension}`).toBeGreaterThan(1);
    // Ages in the shared buckets, sources by Spotify's names, Premium as 'paid', playlists by name.
    const values = await rollup(sql`
      SELECT dimension, array_agg(DISTINCT value) AS vals FROM analytics_daily
      WHERE platform = 'spotify' AND dimension IN ('age', 'source', 'product', 'playlist') GROUP BY dimension`);
    const valuesOf = (dimension: string) =>
      values.find((row) => row.dimension === dimension)?.vals as unknown as string[];
    expect(valuesOf('age').sort()).toEqual(['0-18', '18-24', '25-34', '35-44', '45-54', '55-64', '65+']);
    expect(valuesOf('source').every((v) => (SPOTIFY_SOURCE_ORDER as readonly string[]).includes(v))).toBe(true);
    expect(valuesOf('product').sort()).toEqual(['free', 'paid']);
    expect(valuesOf('playlist')).toEqual(expect.arrayContaining(['Release Radar', 'Discover Weekly']));
    expect(valuesOf('playlist').length).toBeGreaterThan(4);
  });

  it('hears the artist and the label in different countries', async () => {
    const top = async (userId: number) =>
      (
        await rollup(sql`
        SELECT country FROM analytics_daily WHERE user_id = ${userId} AND platform = 'spotify' AND metric = 'streams'
          AND release_id = 0 AND dimension = '' AND country NOT IN ('*', 'ZZ')
        GROUP BY country ORDER BY sum(amount) DESC LIMIT 1`)
      )[0]?.country;
    expect(await top(artistId)).toBe('US');
    expect(await top(labelId)).toBe('GB');
  });

  it('spikes on release day, decays, and follows a weekly rhythm', async () => {
    const [single] = await rollup(
      sql`SELECT id FROM releases WHERE user_id = ${artistId} AND title = 'Paper Satellites'`,
    );
    const days = await rollup(sql`
      SELECT day::text AS day, amount::text AS amount FROM analytics_daily
      WHERE user_id = ${artistId} AND platform = 'spotify' AND metric = 'streams' AND dimension = ''
        AND release_id = ${Number(single?.id)} AND track_id = 0 AND country = '*' ORDER BY day`);
    const amounts = days.map((row) => Number(row.amount));
    const [releaseDay = 0] = amounts;
    const followingMonth = amounts.slice(1, 31);
    const average = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
    expect(releaseDay).toBeGreaterThan(2 * average(followingMonth));
    expect(average(amounts.slice(1, 8))).toBeGreaterThan(average(amounts.slice(-30)));
    // Fridays beat Mondays over the months on Spotify; weekends beat midweek on TikTok.
    const byWeekday = await rollup(sql`
      SELECT platform, extract(dow FROM day)::int AS dow, avg(amount)::float AS avg FROM analytics_daily
      WHERE user_id = ${artistId} AND release_id = 0 AND country = '*' AND dimension = ''
        AND ((platform = 'spotify' AND metric = 'streams') OR (platform = 'tiktok' AND metric = 'views'))
        AND day >= ${addDays(range.firstDay, 60)}
      GROUP BY platform, dow`);
    const at = (platform: string, dow: number) =>
      Number(byWeekday.find((row) => row.platform === platform && Number(row.dow) === dow)?.avg);
    expect(at('spotify', 5)).toBeGreaterThan(at('spotify', 1));
    expect(at('tiktok', 6)).toBeGreaterThan(at('tiktok', 2));
  });

  it("puts some tracks under Spotify's yearly minimum and others over it", async () => {
    const yearAgo = addDays(range.lastDay, -365);
    const tracks = await rollup(sql`
      SELECT t.title, coalesce(sum(d.amount), 0)::int AS streams FROM tracks t
      JOIN releases r ON r.id = t.release_id AND r.user_id IN (${artistId}, ${labelId})
      JOIN analytics_daily d ON d.track_id = t.id AND d.platform = 'spotify' AND d.metric = 'streams'
        AND d.dimension = '' AND d.country = '*' AND d.day > ${yearAgo}
      GROUP BY t.id, t.title`);
    const under = tracks.filter((t) => Number(t.streams) < SPOTIFY_MIN_YEARLY_STREAMS).map((t) => t.title);
    expect(under.sort()).toEqual([...DEMO_QUIET_TRACKS].sort());
    expect(tracks.filter((t) => Number(t.streams) >= SPOTIFY_MIN_YEARLY_STREAMS).length).toBeGreaterThan(6);
    for (const quiet of tracks.filter((t) => under.includes(t.title)))
      expect(Number(quiet.streams)).toBeGreaterThan(100);
  });

  it("answers the artist's and the label's analytics pages and the tracker through the API", async () => {
    for (const [userId, quiet] of [
      [artistId, 'Salt and Static'],
      [labelId, 'Last Ferry Home'],
    ] as const) {
      const { token } = await createSession(ctx.deps, userId, { ip: '127.0.0.1' });
      const get = async (url: string) => {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/portal/analytics/${url}`,
          headers: bearer(token),
        });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        return res.json();
      };
      const spotify = await get('spotify');
      expect(Number(spotify.total)).toBeGreaterThan(0);
      expect(spotify.series.length).toBe(28);
      const tracker = await get('spotify/threshold');
      expect(tracker.belowCount).toBe(1);
      expect(tracker.data[0]).toMatchObject({ track: quiet, shortBy: expect.any(Number) });
      expect(tracker.data[0].shortBy).toBeGreaterThan(0);
      expect(tracker.data.some((row: { shortBy: number }) => row.shortBy === 0)).toBe(true);
      const ages = await get('spotify/age');
      expect(JSON.stringify(ages)).toContain('25-34');
      // The social platforms' sounds are heard per track: their top-tracks panels have rows.
      for (const platform of ['tiktok', 'youtube-shorts'])
        expect((await get(`top-tracks?platform=${platform}`)).data.length, platform).toBeGreaterThan(0);
    }
  });

  it('shows playlist adds as bumps in a track after its launch', async () => {
    // A playlist add lifts a week well above the weeks around it, long after the release-day spike.
    const weeks = await rollup(sql`
      SELECT track_id, date_trunc('week', day)::date::text AS week, sum(amount)::float AS streams FROM analytics_daily
      WHERE user_id = ${labelId} AND platform = 'spotify' AND metric = 'streams' AND dimension = '' AND country = '*'
        AND track_id <> 0 GROUP BY track_id, week ORDER BY track_id, week`);
    const perTrack = new Map<string, number[]>();
    for (const row of weeks)
      perTrack.set(row.track_id ?? '', [...(perTrack.get(row.track_id ?? '') ?? []), Number(row.streams)]);
    const bumped = [...perTrack.values()].filter((series) =>
      series.some((streams, i) => i > 8 && i < series.length - 1 && streams > 1.3 * Math.max(series[i - 3] ?? 0, 1)),
    );
    expect(bumped.length).toBeGreaterThan(0);
  });
});

describe('demo listening model', () => {
  const releases: ListeningRelease[] = [
    {
      key: 'one',
      id: 1,
      ownerUserId: 7,
      artist: 'Nova Reyes',
      genre: 'Pop',
      onSaleFrom: '2025-03-07',
      onSaleUntil: null,
      tracks: [{ id: 11, popularity: 1.2 }],
    },
  ];
  const digest = () => {
    const hash = createHash('sha256');
    for (const fact of demoListeningFacts(releases, '2025-01-01', '2025-06-30'))
      hash.update(
        `${fact.day}|${fact.platform}|${fact.trackId}|${fact.country}|${fact.dimension}|${fact.value}|${fact.amount}\n`,
      );
    return hash.digest('hex');
  };

  it('gives the same numbers on every run', () => {
    expect(digest()).toBe(digest());
  });

  it('writes nothing before the release day and a curve that starts high and settles', () => {
    const facts = [...demoListeningFacts(releases, '2025-01-01', '2025-06-30')];
    expect(facts.every((fact) => fact.day >= '2025-03-07')).toBe(true);
    expect(lifeCurve(0)).toBeGreaterThan(5 * lifeCurve(60));
    expect(lifeCurve(-1)).toBe(0);
  });
});

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
