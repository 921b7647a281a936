// Sales endpoints latency (issue 4 target: p99 < 50 ms for an account with 1,000,000 sales lines).
// Seeds one artist with 1,000,000 synthetic sale lines through the sales rollups (the same
// recorder the import uses: 100 tracks in 10 releases, 20 stores, 50 territories, 24 months),
// then calls every sales endpoint N times through the real app (inject) and prints p50/p99.
// Usage: node --import tsx bench/sales-endpoints.mjs [--lines 1000000] [--rounds 200] [--engine pglite|postgres]
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/platform/db.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createLogger } from '../apps/server/src/platform/logger.ts';
import { createLocalStorage } from '../apps/server/src/platform/storage.ts';
import { silentPublisher } from '../apps/server/src/platform/realtime.ts';
import { createMailer } from '../apps/server/src/platform/mail.ts';
import { users } from '../apps/server/src/modules/auth/tables.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { releases, tracks } from '../apps/server/src/modules/releases/tables.ts';
import { SalesRollupRecorder } from '../apps/server/src/modules/sales/record-sales-rollups.ts';
import { log, rmrf, tempDataDir, writeResult } from './lib.mjs';

const argOf = (name, fallback) => { const i = process.argv.indexOf(`--${name}`); return i === -1 ? fallback : process.argv[i + 1]; };
const LINES = Number(argOf('lines', 1_000_000));
const ROUNDS = Number(argOf('rounds', 200));
const ENGINE = argOf('engine', 'pglite');
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const dir = tempDataDir('sales-bench');
let dropDb = async () => {};
let database;
if (ENGINE === 'postgres') {
  const name = `liner_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL }); await admin.connect(); await admin.query(`CREATE DATABASE ${name}`); await admin.end();
  const url = new URL(PG_URL); url.pathname = `/${name}`;
  database = await openDatabase({ databaseUrl: url.toString() });
  dropDb = async () => { const c = new pg.Client({ connectionString: PG_URL }); await c.connect(); await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); await c.end(); };
} else database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
await database.migrate();
const logger = createLogger('silent');
const deps = {
  config: { ...loadConfig({}), dataDir: dir, logLevel: 'silent' }, database, db: database.db, logger, clock: { now: () => new Date() },
  mailer: createMailer({ from: 'x@x', smtpUrl: null, outboxDir: path.join(dir, 'outbox'), logger }), realtime: silentPublisher,
  storage: createLocalStorage(path.join(dir, 'files')), jobs: null,
};
const [user] = await deps.db.insert(users).values({ email: 'sales@x.test', username: 'salesbench', type: 'artist', firstName: 'S', lastName: 'B', passwordHash: 'x', confirmedAt: new Date() }).returning();
const releaseIds = [];
const trackRows = [];
for (let r = 0; r < 10; r += 1) {
  const [release] = await deps.db.insert(releases).values({ userId: user.id, title: `Release ${r}`, upc: `85970000${String(r).padStart(4, '0')}` }).returning();
  releaseIds.push(release.id);
  trackRows.push(...await deps.db.insert(tracks).values(Array.from({ length: 10 }, (_, k) => ({ releaseId: release.id, position: k + 1, title: `T${r}-${k}`, isrc: `QZDA42${String(r * 10 + k).padStart(6, '0')}` }))).returning());
}
const t0 = Date.now();
await deps.db.transaction(async (tx) => {
  const recorder = new SalesRollupRecorder(tx);
  let seed = 1;
  for (let i = 0; i < LINES; i += 1) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const track = trackRows[seed % trackRows.length];
    const month = (seed >>> 5) % 24;
    await recorder.add({
      userId: user.id, saleDate: `${2023 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`, releaseId: track.releaseId, trackId: track.id,
      store: `Store ${(seed >>> 9) % 20}`, territory: `T${(seed >>> 14) % 50}`, artist: `Artist ${track.releaseId % 3}`, units: BigInt(seed % 500), amountMicros: BigInt(seed % 2_000_000), isStream: true,
    });
  }
  await recorder.flush();
});
const [{ n }] = (await database.executeSql(`SELECT count(*)::int AS n FROM sales_rollups`)).rows;
log(`seeded ${LINES} lines into ${n} rollup rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const app = await buildApp(deps, { logger: false });
await app.ready();
const { token } = await createSession(deps, user.id, { ip: '127.0.0.1', userAgent: 'bench' });
const r0 = releaseIds[0];
const k0 = trackRows[0].id;
const endpoints = ['total', 'total?start_date=2023-06-01&end_date=2024-05-31', 'overview', 'releases', 'tracks', 'channels', 'territories', 'artists', 'streamrates',
  `releases/overview/${r0}`, `releases/channels/${r0}`, `releases/territories/${r0}`, `tracks/overview/${k0}`, `tracks/channels/${k0}`, `tracks/territories/${k0}`];
const figures = {};
for (const endpoint of endpoints) {
  const times = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const s = process.hrtime.bigint();
    const res = await app.inject({ method: 'GET', url: `/api/portal/sales/${endpoint}`, headers: { authorization: `Bearer ${token}` } });
    times.push(Number(process.hrtime.bigint() - s) / 1e6);
    if (res.statusCode !== 200) throw new Error(`${endpoint}: ${res.statusCode} ${res.body}`);
  }
  times.sort((a, b) => a - b);
  figures[endpoint] = { p50: +times[Math.floor(times.length * 0.5)].toFixed(1), p99: +times[Math.floor(times.length * 0.99)].toFixed(1) };
  log(`${endpoint.padEnd(48)} p50 ${figures[endpoint].p50} ms  p99 ${figures[endpoint].p99} ms`);
}
writeResult(`sales-endpoints${ENGINE === 'postgres' ? '-postgres' : ''}`, { engine: ENGINE, lines: LINES, rollupRows: n, rounds: ROUNDS, endpoints: figures, targetP99Ms: 50 });
await app.close();
await database.close();
await dropDb();
rmrf(dir);
process.exit(0);
