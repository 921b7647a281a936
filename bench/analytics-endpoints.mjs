// Analytics endpoints latency (issue 15 target: p99 <= 50 ms for an account with 10,000,000
// facts on PostgreSQL, time flat in facts: log-log slope <= 0.3 from 100k to 10M).
//
// For each size, a new database holds one artist whose Spotify streams are N facts over 546
// days (2025-01-01 .. 2026-06-30): per day and track, one total per country and 49 dimension
// slices (7 ages, 3 genders, 4 devices, 9 sources, 2 products, 24 hours); tracks and countries
// grow with N (100k: 3 tracks x 12 countries, 1M: 25 x 23, 10M: 197 x 44), 10 tracks per release.
// The facts are generated in SQL into a scratch table and rolled up at the fact writer's levels
// (fact-writer.ts, rollupKeys; the same SQL as an import's removal), the monthly rollups summed
// from the daily ones; a check proves the levels agree. A generic platform gets a few facts
// through AnalyticsFactWriter itself, and each release a smart link with visits. Then every
// endpoint below is called through the real app (inject, `Cache-Control: no-cache` so the
// database path is measured): first call, then N rounds give p50/p99. At the end, each
// endpoint's log-log slope of p99 against facts.
// Usage: node --import tsx bench/analytics-endpoints.mjs [--sizes 100000,1000000,10000000] [--rounds 100] [--no-write] [--keep]
import { buildApp } from '../apps/server/src/app.ts';
import { createDeps } from '../apps/server/src/platform/boot.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { users } from '../apps/server/src/modules/auth/tables.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { AnalyticsFactWriter } from '../apps/server/src/modules/analytics/fact-writer.ts';
import { releases, tracks } from '../apps/server/src/modules/releases/tables.ts';
import { createPgDatabase, log, rmrf, round, tempDataDir, writeResult } from './lib.mjs';

/** @param {string} name @param {string} fallback */
const argOf = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const SIZES = argOf('sizes', '100000,1000000,10000000').split(',').map(Number);
const ROUNDS = Number(argOf('rounds', '100'));
const WRITE = !process.argv.includes('--no-write');
/** Keeps the last size's database (its URL is printed) to look at its plans. */
const KEEP = process.argv.includes('--keep');
const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2026-06-30';
const DAYS = 546;
/** @type {[string, string[]][]} */
const DIMENSIONS = [
  ['age', ['0-18', '18-24', '25-34', '35-44', '45-54', '55-64', '65+']],
  ['gender', ['female', 'male', 'non-binary']],
  ['device', ['mobile', 'desktop', 'tablet', 'speaker']],
  ['source', ['collection', 'other', 'others playlist', 'album', 'play queue', 'artist', 'search', 'radio', 'unknown']],
  ['product', ['paid', 'free']],
  ['hour', Array.from({ length: 24 }, (_, h) => String(h))],
];
const SLICES = DIMENSIONS.flatMap(([dimension, values]) => values.map((value) => [dimension, value]));
const COUNTRIES =
  'US GB DE FR SE NO DK FI NL BE ES IT PT IE AT CH PL CZ HU RO BG GR TR RU UA BR AR CL CO MX CA AU NZ JP KR CN IN ID TH VN PH MY SG ZA NG KE EG MA SA AE IL PK BD LK'.split(
    ' ',
  );

/** Tracks and countries of an account with about `facts` facts. @param {number} facts */
function shapeOf(facts) {
  const countries = Math.min(COUNTRIES.length, Math.max(2, Math.round(12 * (facts / 100_000) ** 0.28)));
  const trackCount = Math.max(1, Math.round(facts / DAYS / (countries + SLICES.length)));
  return { countries, trackCount, facts: DAYS * trackCount * (countries + SLICES.length) };
}

/**
 * The writer's rollup levels (fact-writer.ts, rollupKeys) of the scratch facts, one statement per
 * level; `table` is analytics_daily.
 */
const LEVELS = [
  `0, 0, '*'`,
  `0, 0, CASE WHEN country = '' THEN 'ZZ' ELSE country END`,
  `release_id, 0, '*'`,
  `release_id, 0, CASE WHEN country = '' THEN 'ZZ' ELSE country END`,
  `release_id, track_id, '*'`,
  `release_id, track_id, CASE WHEN country = '' THEN 'ZZ' ELSE country END`,
];
/** Each level's facts: a slice without a country has no per-country row of the account. */
const LEVEL_WHERE = [
  '',
  `WHERE dimension = '' OR country <> ''`,
  '',
  `WHERE dimension = ''`,
  '',
  `WHERE dimension = ''`,
];

/** @param {number} requested */
async function benchSize(requested) {
  const shape = shapeOf(requested);
  const pgDb = await createPgDatabase('analytics_bench');
  const dir = tempDataDir('analytics-bench');
  const deps = await createDeps({
    ...loadConfig({}),
    dataDir: dir,
    databaseUrl: pgDb.url,
    logLevel: 'silent',
    runWorkers: false,
    seedDemoData: false,
  });
  const sql = (/** @type {string} */ text, /** @type {unknown[]} */ params = []) =>
    deps.database.executeSql(text, params);
  const [user] = await deps.db
    .insert(users)
    .values({
      email: 'analytics@x.test',
      username: 'analyticsbench',
      type: 'artist',
      firstName: 'A',
      lastName: 'B',
      passwordHash: 'x',
      confirmedAt: new Date(),
    })
    .returning();
  /** @type {(typeof tracks.$inferSelect)[]} */
  const trackRows = [];
  for (let r = 0; r * 10 < shape.trackCount; r += 1) {
    const [release] = await deps.db
      .insert(releases)
      .values({ userId: user.id, title: `Release ${r}`, upc: `85970000${String(r).padStart(4, '0')}`, status: 1 })
      .returning();
    const count = Math.min(10, shape.trackCount - r * 10);
    trackRows.push(
      ...(await deps.db
        .insert(tracks)
        .values(
          Array.from({ length: count }, (_, k) => ({
            releaseId: release.id,
            position: k + 1,
            title: `T${r}-${k}`,
            isrc: `QZDA42${String(r * 10 + k).padStart(6, '0')}`,
          })),
        )
        .returning()),
    );
  }

  const t0 = Date.now();
  await sql(`SET work_mem = '256MB'`);
  await sql(`CREATE UNLOGGED TABLE bench_facts (day date, release_id int, track_id int, country text,
    dimension text, value text, amount bigint)`);
  const trackArrays = [trackRows.map((t) => t.id), trackRows.map((t) => t.releaseId)];
  // Totals: every day, track and country; a weekly rhythm and a share per track and country.
  await sql(
    `INSERT INTO bench_facts
     SELECT d::date, rel[t + 1], trk[t + 1], ctry[c + 1], '', '',
       1 + (t * 7 + c * 13 + extract(doy FROM d)::int * 3) % 50 + (CASE WHEN extract(isodow FROM d) >= 5 THEN 10 ELSE 0 END)
     FROM generate_series($1::date, $2::date, interval '1 day') d, generate_series(0, $3::int - 1) t,
       generate_series(0, $4::int - 1) c,
       (SELECT $5::int[] AS trk, $6::int[] AS rel, $7::text[] AS ctry) a`,
    [FIRST_DAY, LAST_DAY, shape.trackCount, shape.countries, ...trackArrays, COUNTRIES.slice(0, shape.countries)],
  );
  // Slices: per day and track, without a country (platforms report them so).
  await sql(
    `INSERT INTO bench_facts
     SELECT d::date, rel[t + 1], trk[t + 1], '', dims[i], vals[i], 1 + (t * 5 + i * 11 + extract(doy FROM d)::int) % 20
     FROM generate_series($1::date, $2::date, interval '1 day') d, generate_series(0, $3::int - 1) t,
       generate_series(1, $4::int) i,
       (SELECT $5::int[] AS trk, $6::int[] AS rel, $7::text[] AS dims, $8::text[] AS vals) a`,
    [
      FIRST_DAY,
      LAST_DAY,
      shape.trackCount,
      SLICES.length,
      ...trackArrays,
      SLICES.map(([d]) => d),
      SLICES.map(([, v]) => v),
    ],
  );
  const [{ n: factCount }] = (await sql('SELECT count(*)::int AS n FROM bench_facts')).rows;
  if (factCount !== shape.facts) throw new Error(`generated ${factCount} facts, not ${shape.facts}`);
  const t1 = Date.now();
  // Loading is faster without the indexes: they are dropped and made again, as they were.
  const indexes = (
    await sql(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('analytics_daily', 'analytics_monthly')`)
  ).rows;
  for (const index of indexes) await sql(`DROP INDEX ${index.indexname}`);
  for (const [i, level] of LEVELS.entries()) {
    await sql(
      `INSERT INTO analytics_daily (user_id, platform, metric, dimension, release_id, track_id, country, day, value, amount)
       SELECT $1, 'spotify', 'streams', dimension, ${level}, day, value, sum(amount) FROM bench_facts
       ${LEVEL_WHERE[i]} GROUP BY 4, 5, 6, 7, 8, 9`,
      [user.id],
    );
  }
  await sql(
    `INSERT INTO analytics_monthly (user_id, platform, metric, dimension, release_id, track_id, country, month, value, amount)
     SELECT user_id, platform, metric, dimension, release_id, track_id, country, date_trunc('month', day)::date, value, sum(amount)
     FROM analytics_daily GROUP BY user_id, platform, metric, dimension, release_id, track_id, country, 8, value`,
  );
  for (const index of indexes) await sql(String(index.indexdef));
  // The levels agree: the account's total is the sum of the totals, each track's too.
  const [check] = (
    await sql(
      `SELECT (SELECT sum(amount) FROM bench_facts WHERE dimension = '')::text AS facts,
        (SELECT sum(amount) FROM analytics_daily WHERE release_id = 0 AND country = '*' AND dimension = '')::text AS account,
        (SELECT sum(amount) FROM analytics_daily WHERE track_id <> 0 AND country = '*' AND dimension = '')::text AS tracks,
        (SELECT sum(amount) FROM analytics_monthly WHERE release_id = 0 AND country <> '*' AND dimension = '')::text AS countries,
        (SELECT count(*) FROM analytics_daily)::int AS daily, (SELECT count(*) FROM analytics_monthly)::int AS monthly`,
    )
  ).rows;
  if (new Set([check.facts, check.account, check.tracks, check.countries]).size !== 1)
    throw new Error(`the rollup levels disagree: ${JSON.stringify(check)}`);
  await sql('DROP TABLE bench_facts');
  const t2 = Date.now();

  // A generic platform through the writer itself, and a smart link per release with visits.
  await deps.db.transaction(async (tx) => {
    const writer = new AnalyticsFactWriter(tx, 1);
    for (let d = 0; d < 60; d += 1)
      for (const track of trackRows.slice(0, 5))
        await writer.add({
          day: new Date(Date.parse(`${LAST_DAY}T00:00:00Z`) - d * 86_400_000).toISOString().slice(0, 10),
          platform: 'resso',
          userId: user.id,
          releaseId: track.releaseId,
          trackId: track.id,
          country: 'IN',
          dimension: '',
          value: '',
          metric: 'streams',
          amount: 5n,
        });
    await writer.flush();
  });
  const releaseIds = [...new Set(trackRows.map((t) => t.releaseId))];
  for (const [i, releaseId] of releaseIds.entries())
    await sql(
      `WITH link AS (INSERT INTO quicklinks (release_id, user_id, short_id) VALUES ($1, $2, $3) RETURNING id)
       INSERT INTO quicklink_daily_events (quicklink_id, day, store, count)
       SELECT link.id, d::date, s, 1 + (extract(doy FROM d)::int % 7) FROM link,
         generate_series(date '2026-01-01', date '2026-06-30', interval '1 day') d, unnest(ARRAY['', 'spotify', 'apple-music', 'deezer']) s`,
      [releaseId, user.id, `Bench${String(i).padStart(4, '0')}`],
    );
  await sql('VACUUM ANALYZE');
  const loadSeconds = { facts: (t1 - t0) / 1000, rollups: (t2 - t1) / 1000 };
  log(
    `${shape.facts} facts (${shape.trackCount} tracks, ${shape.countries} countries): ${check.daily} daily and ${check.monthly} monthly rollup rows, made in ${round(loadSeconds.facts + loadSeconds.rollups)} s (levels agree)`,
  );

  const app = await buildApp(deps, { logger: false });
  await app.ready();
  const { token } = await createSession(deps, user.id, { ip: '127.0.0.1', userAgent: 'bench' });
  const release = trackRows[0].releaseId;
  const track = trackRows[0].id;
  const long = 'start_date=2025-01-01&end_date=2026-06-30';
  const endpoints = [
    'spotify',
    `spotify?${long}`,
    `spotify?release_id=${release}&country=DE`,
    `spotify?track_id=${track}&${long}`,
    'spotify/snapshot',
    'spotify/metrics',
    'spotify/tracks',
    `spotify/tracks?${long}`,
    'spotify/tracks?country=US',
    'spotify/territories',
    `spotify/territories?${long}`,
    `spotify/territories?track_id=${track}`,
    `spotify/histogram/days?${long}`,
    'spotify/histogram/hourly',
    'spotify/age',
    `spotify/sources?${long}`,
    `spotify/devices?track_id=${track}`,
    `spotify/additional?country=US&${long}`,
    'top-tracks?platform=spotify',
    'spotify/threshold',
    'meta',
    'releases/Release',
    'release-links/top-releases',
    'platform?platform=resso',
    'platform/additional/info?platform=resso',
    'apple',
  ];
  const call = async (/** @type {string} */ endpoint) => {
    const start = process.hrtime.bigint();
    const res = await app.inject({
      method: 'GET',
      url: `/api/portal/analytics/${endpoint}`,
      headers: { authorization: `Bearer ${token}`, 'cache-control': 'no-cache' },
    });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (res.statusCode !== 200) throw new Error(`${endpoint}: ${res.statusCode} ${res.body}`);
    return ms;
  };
  // The first call of each endpoint on its own, then the rounds interleaved (every endpoint once
  // per round), so a burst of load from elsewhere on the machine does not land on one endpoint.
  /** @type {Record<string, number>} */
  const firsts = {};
  for (const endpoint of endpoints) firsts[endpoint] = await call(endpoint);
  /** @type {Record<string, number[]>} */
  const times = Object.fromEntries(endpoints.map((endpoint) => [endpoint, []]));
  for (let i = 0; i < ROUNDS; i += 1) for (const endpoint of endpoints) times[endpoint].push(await call(endpoint));
  /** @type {Record<string, { first: number, min: number, p50: number, p99: number }>} */
  const figures = {};
  for (const endpoint of endpoints) {
    const sorted = times[endpoint].sort((a, b) => a - b);
    const at = (/** @type {number} */ q) =>
      round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))], 2);
    figures[endpoint] = { first: round(firsts[endpoint], 1), min: round(sorted[0], 2), p50: at(0.5), p99: at(0.99) };
  }
  await app.close();
  await deps.database.close();
  if (KEEP) log(`kept ${pgDb.url} (user ${user.id}, release ${release}, track ${track})`);
  else await pgDb.drop();
  rmrf(dir);
  return { ...shape, dailyRows: check.daily, monthlyRows: check.monthly, loadSeconds, endpoints: figures };
}

/** @type {Awaited<ReturnType<typeof benchSize>>[]} */
const results = [];
for (const size of SIZES) results.push(await benchSize(size));

const names = Object.keys(results[0]?.endpoints ?? {});
const smallest = results[0];
const largest = results.at(-1);
/** @param {string} name */
const slopeOf = (name) =>
  smallest && largest && largest !== smallest
    ? round(
        Math.log(largest.endpoints[name].p99 / smallest.endpoints[name].p99) / Math.log(largest.facts / smallest.facts),
        2,
      )
    : null;
log(
  `${'endpoint'.padEnd(58)} ${results.map((r) => `min/p50/p99 @${(r.facts / 1e6).toFixed(2)}M`.padStart(26)).join('')}  slope`,
);
for (const name of names) {
  const cells = results
    .map((r) => `${r.endpoints[name].min} / ${r.endpoints[name].p50} / ${r.endpoints[name].p99} ms`.padStart(26))
    .join('');
  log(`${name.padEnd(58)} ${cells}  ${slopeOf(name) ?? ''}`);
}
const overTime = names.filter((name) => (largest?.endpoints[name].p99 ?? 0) > 50);
const overSlope = names.filter((name) => (slopeOf(name) ?? 0) > 0.3);
log(
  overTime.length === 0
    ? `every endpoint p99 <= 50 ms at ${largest?.facts} facts`
    : `p99 > 50 ms at ${largest?.facts} facts: ${overTime.join(', ')}`,
);
log(overSlope.length === 0 ? 'every log-log slope <= 0.3' : `slope > 0.3: ${overSlope.join(', ')}`);
if (WRITE)
  writeResult('analytics-endpoints-postgres', {
    engine: 'postgres',
    rounds: ROUNDS,
    sizes: results,
    slopes: Object.fromEntries(names.map((name) => [name, slopeOf(name)])),
    targetP99Ms: 50,
    targetSlope: 0.3,
  });
process.exit(0);
