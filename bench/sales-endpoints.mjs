// Sales endpoints latency (issue 4 target: p99 < 50 ms for an account with 1,000,000 sales lines).
// Seeds one artist with N synthetic sale lines (100 tracks in 10 releases, 20 stores, 50
// territories, 24 months; 20 tracks have a royalty split with an accepted payee and an invitee
// without an account, allocated per track and sale month as an import does): the raw lines go into sales_lines with one INSERT ... SELECT over
// generate_series (bench only; an import writes them with COPY), and the very same lines go
// through SalesRollupRecorder (what the import uses for the rollups); a check proves the two
// agree. Then every sales endpoint is called through the real app (inject): the first call of
// each is reported on its own (`first`), then N rounds give p50/p99.
// Usage: node --import tsx bench/sales-endpoints.mjs [--lines 1000000] [--rounds 200] [--engine pglite|postgres] [--no-write]
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { createDeps } from '../apps/server/src/platform/boot.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { users } from '../apps/server/src/modules/auth/tables.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { releases, tracks } from '../apps/server/src/modules/releases/tables.ts';
import { SalesRollupRecorder } from '../apps/server/src/modules/sales/record-sales-rollups.ts';
import { upsertRollups } from '../apps/server/src/modules/sales/upsert-rollups.ts';
import { allocateTrackEarnings } from '../apps/server/src/modules/splits/allocate-earnings.ts';
import { log, rmrf, tempDataDir, writeResult } from './lib.mjs';

/** @param {string} name @param {string} fallback */
const argOf = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const LINES = Number(argOf('lines', '1000000'));
const ROUNDS = Number(argOf('rounds', '200'));
const ENGINE = argOf('engine', 'pglite');
const WRITE = !process.argv.includes('--no-write');
const PG_URL =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

// The server's own dependency factory (not a hand-made copy that drifts from it: a copy without
// the session cache once made every request of this bench answer 500).
const dir = tempDataDir('sales-bench');
let dropDb = async () => {};
let databaseUrl = null;
if (ENGINE === 'postgres') {
  const name = `liner_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDb = async () => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}
const deps = await createDeps({
  ...loadConfig({}),
  dataDir: dir,
  databaseUrl,
  logLevel: 'silent',
  runWorkers: false,
  seedDemoData: false,
});
const { database } = deps;

const [user] = await deps.db
  .insert(users)
  .values({
    email: 'sales@x.test',
    username: 'salesbench',
    type: 'artist',
    firstName: 'S',
    lastName: 'B',
    passwordHash: 'x',
    confirmedAt: new Date(),
  })
  .returning();
/** @type {number[]} */
const releaseIds = [];
/** @type {(typeof tracks.$inferSelect)[]} */
const trackRows = [];
for (let r = 0; r < 10; r += 1) {
  const [release] = await deps.db
    .insert(releases)
    .values({ userId: user.id, title: `Release ${r}`, upc: `85970000${String(r).padStart(4, '0')}`, status: 1 })
    .returning();
  releaseIds.push(release.id);
  trackRows.push(
    ...(await deps.db
      .insert(tracks)
      .values(
        Array.from({ length: 10 }, (_, k) => ({
          releaseId: release.id,
          position: k + 1,
          title: `T${r}-${k}`,
          isrc: `QZDA42${String(r * 10 + k).padStart(6, '0')}`,
        })),
      )
      .returning()),
  );
}

// Line i (1..N) is a function of x = i * 2654435761 mod 2^32, written once in JS and once in SQL.
const MULT = 2654435761;
const lineOf = (/** @type {number} */ i) => {
  const x = Math.imul(i, MULT | 0) >>> 0;
  const t = x % 100;
  const month = Math.floor(x / 32) % 24;
  return {
    track: trackRows[t],
    artist: `Artist ${Math.floor(t / 10) % 3}`,
    saleDate: `${2023 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`,
    store: `Store ${Math.floor(x / 512) % 20}`,
    territory: `T${Math.floor(x / 16384) % 50}`,
    units: BigInt(x % 500),
    amountMicros: BigInt(x % 2_000_000),
  };
};
const lineSql = (/** @type {number} */ from, /** @type {number} */ to) => `
  INSERT INTO sales_lines (statement_id, line_number, sale_period_start, sale_period_end, accounting_date, store, store_raw, territory,
    isrc, upc, title, artist, units, use_type, amount_micros, currency, exchange_rate, converted_micros, track_id, release_id, owner_user_id, matched_by)
  SELECT $1, i, m, (m + interval '1 month' - interval '1 day')::date, '2025-01-31', 'Store ' || (x / 512) % 20, 'Store ' || (x / 512) % 20,
    'T' || (x / 16384) % 50, isrc[t + 1], upc[t / 10 + 1], 'Song', 'Artist ' || (t / 10) % 3, x % 500, 'stream', x % 2000000, 'USD', '1',
    x % 2000000, track_ids[t + 1], release_ids[t + 1], $2, 'isrc'
  FROM (SELECT i, x, (x % 100)::int AS t, (date '2023-01-01' + make_interval(months => ((x / 32) % 24)::int))::date AS m
        FROM (SELECT i, (i::bigint * ${MULT}) % 4294967296 AS x FROM generate_series(${from}, ${to}) AS i) s) g,
    (SELECT $3::int[] AS track_ids, $4::int[] AS release_ids, $5::text[] AS isrc, $6::text[] AS upc) c`;

const t0 = Date.now();
const [statement] = (
  await database.executeSql(
    `INSERT INTO statements (file_name, storage_key, sha256, size_bytes, account_currency, status, currency)
  VALUES ('bench.csv', 'bench', $1, 0, 'USD', 'imported', 'USD') RETURNING id`,
    [randomBytes(32).toString('hex')],
  )
).rows;
const arrays = [
  trackRows.map((t) => t.id),
  trackRows.map((t) => t.releaseId),
  trackRows.map((t) => t.isrc),
  releaseIds.map((_, r) => `85970000${String(r).padStart(4, '0')}`),
];
for (let from = 1; from <= LINES; from += 250_000) {
  await database.executeSql(lineSql(from, Math.min(LINES, from + 249_999)), [statement.id, user.id, ...arrays]);
}
const t1 = Date.now();
const app = await buildApp(deps, { logger: false });
await app.ready();
const { token } = await createSession(deps, user.id, { ip: '127.0.0.1', userAgent: 'bench' });
const [payee] = await deps.db
  .insert(users)
  .values({
    email: 'payee@x.test',
    username: 'payeebench',
    type: 'artist',
    firstName: 'P',
    lastName: 'B',
    passwordHash: 'x',
    confirmedAt: new Date(),
  })
  .returning();
const { token: payeeToken } = await createSession(deps, payee.id, { ip: '127.0.0.1', userAgent: 'bench' });
/** @param {string} url @param {Record<string, unknown>} payload @param {string} auth */
const post = async (url, payload, auth) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/portal/split/${url}`,
    headers: { authorization: `Bearer ${auth}` },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`split/${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const splitTracks = new Set(trackRows.filter((_, t) => t % 5 === 0).map((track) => track.id));
for (const trackId of splitTracks) {
  const split = await post(
    'submit',
    {
      trackId,
      effectiveFrom: '2023-01-01',
      payees: [
        { email: payee.email, share: '12.5' },
        { email: `invitee${trackId}@x.test`, share: 5 },
      ],
    },
    token,
  );
  await post('confirm', { splitId: split.id, accept: true }, payeeToken);
}
await deps.db.transaction(async (tx) => {
  const recorder = new SalesRollupRecorder(upsertRollups(tx));
  const perTrackMonth = new Map();
  for (let i = 1; i <= LINES; i += 1) {
    const line = lineOf(i);
    await recorder.add({
      userId: user.id,
      saleDate: line.saleDate,
      releaseId: line.track.releaseId,
      trackId: line.track.id,
      store: line.store,
      territory: line.territory,
      artist: line.artist,
      units: line.units,
      amountMicros: line.amountMicros,
      isStream: true,
    });
    if (i % 50_000 === 0 && recorder.flushIfFull) await recorder.flushIfFull();
    if (splitTracks.has(line.track.id)) {
      const key = `${line.track.id}|${line.saleDate}`;
      perTrackMonth.set(key, (perTrackMonth.get(key) ?? 0n) + line.amountMicros);
    }
  }
  await recorder.flush();
  for (const [key, amountMicros] of perTrackMonth) {
    const [trackId, saleDate] = key.split('|');
    await allocateTrackEarnings(tx, { trackId: Number(trackId), ownerUserId: user.id, amountMicros, saleDate });
  }
});
const t2 = Date.now();
const [raw] = (
  await database.executeSql(
    `SELECT count(*)::int AS n, sum(converted_micros)::text AS amount, sum(units)::text AS units FROM sales_lines WHERE owner_user_id = $1`,
    [user.id],
  )
).rows;
const [rolled] = (
  await database.executeSql(
    `SELECT sum(lines)::int AS n, sum(amount_micros)::text AS amount, sum(units)::text AS units, (SELECT count(*)::int FROM sales_rollups) AS rows FROM sales_rollups WHERE user_id = $1 AND dimension = 'store'`,
    [user.id],
  )
).rows;
if (raw.n !== LINES || raw.n !== rolled.n || raw.amount !== rolled.amount || raw.units !== rolled.units) {
  throw new Error(`sales_lines and rollups disagree: ${JSON.stringify({ raw, rolled })}`);
}
log(
  `seeded ${raw.n} sales lines in ${((t1 - t0) / 1000).toFixed(1)} s and their ${rolled.rows} rollup rows in ${((t2 - t1) / 1000).toFixed(1)} s (totals agree)`,
);
if (database.kind === 'postgres') await database.executeSql('VACUUM ANALYZE');

const r0 = releaseIds[0];
const k0 = trackRows[0].id;
const endpoints = [
  'total',
  'total?start_date=2023-06-01&end_date=2024-05-31',
  'overview',
  'releases',
  'tracks',
  'channels',
  'territories',
  'artists',
  'streamrates',
  `releases/overview/${r0}`,
  `releases/channels/${r0}`,
  `releases/territories/${r0}`,
  `tracks/overview/${k0}`,
  `tracks/channels/${k0}`,
  `tracks/territories/${k0}`,
  'splits',
  'splits?start_date=2024-01-01&end_date=2024-12-31',
  'collabs (as the payee)',
];
const call = async (/** @type {string} */ endpoint) => {
  const s = process.hrtime.bigint();
  const [path, asPayee] = endpoint.endsWith(' (as the payee)') ? [endpoint.split(' ')[0], true] : [endpoint, false];
  const res = await app.inject({
    method: 'GET',
    url: `/api/portal/sales/${path}`,
    headers: { authorization: `Bearer ${asPayee ? payeeToken : token}` },
  });
  const ms = Number(process.hrtime.bigint() - s) / 1e6;
  if (res.statusCode !== 200) throw new Error(`${endpoint}: ${res.statusCode} ${res.body}`);
  return ms;
};
/** @type {Record<string, { first: number, p50: number, p99: number }>} */
const figures = {};
for (const endpoint of endpoints) {
  const first = await call(endpoint);
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < ROUNDS; i += 1) times.push(await call(endpoint));
  times.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => +times[Math.min(times.length - 1, Math.floor(times.length * q))].toFixed(1);
  figures[endpoint] = { first: +first.toFixed(1), p50: at(0.5), p99: at(0.99) };
  log(
    `${endpoint.padEnd(48)} first ${String(figures[endpoint].first).padStart(6)} ms  p50 ${String(figures[endpoint].p50).padStart(5)} ms  p99 ${String(figures[endpoint].p99).padStart(5)} ms`,
  );
}
const over = Object.entries(figures)
  .filter(([, f]) => f.p99 >= 50)
  .map(([name]) => name);
log(over.length === 0 ? `every endpoint p99 < 50 ms (${ENGINE}, ${LINES} lines)` : `p99 >= 50 ms: ${over.join(', ')}`);
if (WRITE)
  writeResult(`sales-endpoints${ENGINE === 'postgres' ? '-postgres' : ''}`, {
    engine: ENGINE,
    lines: LINES,
    rollupRows: rolled.rows,
    rounds: ROUNDS,
    endpoints: figures,
    targetP99Ms: 50,
  });
await app.close();
await database.close();
await dropDb();
rmrf(dir);
process.exit(0);
