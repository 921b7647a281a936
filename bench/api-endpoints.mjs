// Every GET operation of the OpenAPI document (/api/docs/json) under load, next to a bare Fastify
// hello-world measured in the same run with the same tool (autocannon) and connections.
// Seed (bench/api-seed.mjs): a label with 500 releases, 5,000 tracks, 1,000,000 sales lines and
// 10,000 notifications, and an operator; the accounts are made through the API, the catalogue
// with direct SQL. Path parameters are filled with ids from the seed; an operation that does not
// answer 2xx with them (it needs an upload, a finished job or an outside service) is listed as
// skipped with its status.
// Targets (issue 10), on PostgreSQL: every read endpoint >= 10% of hello-world's req/s, p99 <= 50 ms.
// Usage: node bench/api-endpoints.mjs [--pglite | --postgres] [--seconds 3] [--connections 32]
//          [--only <text in the path>] [--sales-lines N] [--fresh]
// --fresh sends Cache-Control: no-cache, so every request reads the database (decision 009);
// its figures go to the result under "<engine> fresh".
// With neither --pglite nor --postgres both engines run (PostgreSQL at 127.0.0.1:5432, a scratch
// database created and dropped). Writes bench/results/api-endpoints.json (one section per engine).
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { FULL_SEED, seedLabelCatalogue } from './api-seed.mjs';
import {
  api,
  createConfirmedAccount,
  createPgDatabase,
  ensureBuilt,
  freePort,
  log,
  mean,
  resultsDir,
  rmrf,
  root,
  round,
  run,
  startAndWait,
  startServer,
  tempDataDir,
  writeResult,
} from './lib.mjs';

const argv = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const argOf = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const SECONDS = Number(argOf('seconds', '3'));
const CONNECTIONS = Number(argOf('connections', '32'));
const ONLY = argOf('only', '');
const SALES_LINES = Number(argOf('sales-lines', String(FULL_SEED.salesLines)));
/** Ask for fresh answers (Cache-Control: no-cache): the database path, not the answer cache (decision 009). */
const FRESH = argv.includes('--fresh');
const ENGINES = argv.includes('--postgres')
  ? ['postgres']
  : argv.includes('--pglite')
    ? ['pglite']
    : ['pglite', 'postgres'];
/** A hello-world run every this many endpoints, so the yardstick follows the machine's load. */
const HELLO_EVERY = 10;
const TARGET_RATIO = 0.1;
const TARGET_P99_MS = 50;

/**
 * @typedef {object} LoadFigures
 * @property {number} reqPerSec
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} non2xx
 * @property {number} errors
 */

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {number} duration seconds
 * @returns {Promise<LoadFigures>}
 */
async function load(url, headers, duration) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers, pipelining: 1 });
  return {
    reqPerSec: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** One second of the same load, not counted (JIT, connection pool, plans). @param {string} url @param {Record<string, string>} headers */
async function warmUp(url, headers) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers, pipelining: 1 });
}

/**
 * Waits until `url` answers within 100 ms again: a slow endpoint leaves requests queued in the
 * server after autocannon stops (PGlite runs one query at a time), which would weigh on the next one.
 * @param {string} url @param {Record<string, string>} headers
 */
async function settle(url, headers) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await (await fetch(url, { headers: { ...headers, 'cache-control': 'no-cache' } })).arrayBuffer();
    if (performance.now() - started < 100) return;
  }
}

/**
 * @typedef {import('./api-seed.mjs').SeedIds} SeedIds
 * @typedef {{ path: string, url: string | null, asAdmin: boolean, reason?: string }} Target
 */

/** Operations answered only with an outside service (artist search on the platforms' APIs). */
const OUTSIDE_SERVICE =
  /\/(search-(spotify|yt-channel|apple)|get-spotify|get-yt|get-apple|artist-via-link|social-platform)/;

/**
 * The URL to load for one documented path, ids from the seed; null with a reason when none fits.
 * @param {string} documented OpenAPI path, e.g. /api/portal/release/{id}
 * @param {SeedIds} ids
 * @returns {Target}
 */
function targetOf(documented, ids) {
  const asAdmin = documented.startsWith('/api/admin/');
  if (OUTSIDE_SERVICE.test(documented)) return { path: documented, url: null, asAdmin, reason: 'outside service' };
  if (/\/reports\/(status|download)\//.test(documented))
    return { path: documented, url: null, asAdmin, reason: 'needs a finished report job' };
  if (/\/(files|uploads)\/\{id\}/.test(documented))
    return { path: documented, url: null, asAdmin, reason: 'needs an uploaded file' };
  /** @type {(name: string) => string} */
  const parameterValue = (name) => {
    if (name === 'shortId') return ids.shortId;
    if (name === 'page') return '1';
    if (name === 'channel') return encodeURIComponent(ids.store);
    if (documented.includes('/quicklink/get/')) return String(ids.quicklinkId);
    if (documented.includes('/statements/')) return String(ids.statementId);
    if (/\/tracks?\//.test(documented)) return String(ids.trackId);
    return String(ids.releaseId);
  };
  return { path: documented, url: documented.replace(/\{(\w+)\}/g, (_, name) => parameterValue(name)), asAdmin };
}

/**
 * Registers and confirms an account through the API, signs it in and puts off the portal set-up.
 * @param {string} baseUrl @param {string} dataDir @param {string} tag @param {'artist' | 'label'} type
 */
async function signedInAccount(baseUrl, dataDir, tag, type) {
  const account = await createConfirmedAccount(baseUrl, dataDir, tag, type);
  const login = await api(baseUrl, 'POST', '/api/auth/login', { email: account.email, password: account.password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  const token = String(login.body.token);
  await api(baseUrl, 'POST', '/api/auth/init/completeLater', {}, token);
  const me = await api(baseUrl, 'GET', '/api/auth/me', undefined, token);
  return { token, id: Number(me.body.user.id) };
}

/**
 * Runs SQL on the install's database from this process: the PGlite files (server stopped) or the
 * PostgreSQL database.
 * @param {{ dataDir: string, databaseUrl: string | null }} install
 * @param {(sql: import('./api-seed.mjs').ExecuteSql) => Promise<T>} work
 * @template T
 * @returns {Promise<T>}
 */
async function withDatabase(install, work) {
  if (install.databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: install.databaseUrl });
    await client.connect();
    try {
      return await work(async (text, values) => ({ rows: (await client.query(text, values)).rows }));
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(path.join(install.dataDir, 'db'));
  try {
    return await work(async (text, values) => ({
      rows: /** @type {Record<string, unknown>[]} */ ((await pglite.query(text, values)).rows),
    }));
  } finally {
    await pglite.close();
  }
}

/**
 * @typedef {object} EndpointRow
 * @property {string} path
 * @property {LoadFigures} figures
 * @property {number} helloReqPerSec the hello-world run nearest before this one
 * @property {number} ratio req/s over the mean hello-world req/s of the engine's run
 */

/** @param {'pglite' | 'postgres'} engine */
async function measureEngine(engine) {
  const dataDir = tempDataDir(`api-${engine}`);
  const pgDb = engine === 'postgres' ? await createPgDatabase('api') : null;
  const env = { SEED_DEMO: 'false', ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
  const install = { dataDir, databaseUrl: pgDb?.url ?? null };
  let server = await startServer({ dataDir, env });
  const helloPort = await freePort();
  const hello = await startAndWait(process.execPath, [path.join(root, 'bench/hello-server.mjs')], {
    env: { PORT: String(helloPort) },
    url: `http://127.0.0.1:${helloPort}/hello`,
  });
  try {
    const label = await signedInAccount(server.baseUrl, dataDir, 'label', 'label');
    const admin = await signedInAccount(server.baseUrl, dataDir, 'admin', 'artist');
    // PGlite is one process's database: seed it with the server stopped.
    if (engine === 'pglite') await server.stop();
    const ids = await withDatabase(install, async (sql) => {
      const seeded = await seedLabelCatalogue(sql, {
        labelId: label.id,
        adminId: admin.id,
        counts: { ...FULL_SEED, salesLines: SALES_LINES },
        log,
      });
      await sql('VACUUM ANALYZE');
      return seeded;
    });
    log(`${engine}: seeded in ${round(ids.seconds, 1)} s (${SALES_LINES} sales lines)`);
    if (engine === 'pglite') server = await startServer({ dataDir, env, port: server.port });

    const document = (await api(server.baseUrl, 'GET', '/api/docs/json')).body;
    const targets = Object.entries(document.paths)
      .filter(([, operations]) => 'get' in operations)
      .map(([documented]) => targetOf(documented, ids))
      .filter((target) => target.path.includes(ONLY));
    /** @param {Target} target */
    const headersOf = (target) => ({
      authorization: `Bearer ${target.asAdmin ? admin.token : label.token}`,
      ...(FRESH ? { 'cache-control': 'no-cache' } : {}),
    });

    /** @type {{ path: string, reason: string }[]} */
    const skipped = [];
    /** @type {Target[]} */
    const measurable = [];
    for (const target of targets) {
      if (!target.url) {
        skipped.push({ path: target.path, reason: target.reason ?? '' });
        continue;
      }
      const res = await fetch(`${server.baseUrl}${target.url}`, { headers: headersOf(target) });
      await res.arrayBuffer();
      if (res.status >= 200 && res.status < 300) measurable.push(target);
      else skipped.push({ path: target.path, reason: `answers ${res.status} with the seed's ids` });
    }
    log(
      `${engine}: ${measurable.length} GET operations to measure, ${skipped.length} skipped; ${CONNECTIONS} connections, ${SECONDS} s each`,
    );

    const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
    const settleUrl = `${server.baseUrl}/api/portal/dashboard/wallet`;
    const labelHeaders = { authorization: `Bearer ${label.token}` };
    await warmUp(helloUrl, {});
    /** @type {number[]} */
    const helloRuns = [];
    /** @type {EndpointRow[]} */
    const rows = [];
    for (const [index, target] of measurable.entries()) {
      if (index % HELLO_EVERY === 0) {
        helloRuns.push((await load(helloUrl, {}, SECONDS)).reqPerSec);
        log(`  hello-world ${helloRuns.at(-1)} req/s`);
      }
      const url = `${server.baseUrl}${target.url}`;
      await warmUp(url, headersOf(target));
      await settle(settleUrl, labelHeaders);
      const figures = await load(url, headersOf(target), SECONDS);
      await settle(settleUrl, labelHeaders);
      rows.push({ path: target.path, figures, helloReqPerSec: helloRuns.at(-1) ?? 0, ratio: 0 });
      log(
        `  ${target.path.padEnd(60)} ${String(figures.reqPerSec).padStart(6)} req/s  p99 ${String(figures.p99Ms).padStart(4)} ms${figures.non2xx ? `  non-2xx ${figures.non2xx}` : ''}`,
      );
    }
    const helloMean = helloRuns.length ? mean(helloRuns) : 0;
    for (const row of rows) row.ratio = helloMean ? round(row.figures.reqPerSec / helloMean, 3) : 0;
    return { engine, ids, helloRuns, helloMean: round(helloMean, 0), rows, skipped };
  } finally {
    await hello.stop();
    await server.stop();
    await pgDb?.drop();
    rmrf(dataDir);
  }
}

/** @param {EndpointRow} row */
const passes = (row) =>
  row.ratio >= TARGET_RATIO && row.figures.p99Ms <= TARGET_P99_MS && row.figures.non2xx === 0 && !row.figures.errors;

/** @param {Awaited<ReturnType<typeof measureEngine>>} result */
function printEngine(result) {
  log(`\n=== ${result.engine}: hello-world ${result.helloMean} req/s (runs: ${result.helloRuns.join(', ')})`);
  log(`${'GET'.padEnd(60)} ${'req/s'.padStart(7)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'ratio'.padStart(6)}`);
  for (const row of result.rows) {
    const f = row.figures;
    log(
      `${row.path.padEnd(60)} ${String(f.reqPerSec).padStart(7)} ${String(f.p50Ms).padStart(5)} ${String(f.p99Ms).padStart(5)} ${row.ratio.toFixed(3).padStart(6)}${passes(row) ? '' : '  MISS'}`,
    );
  }
  log(`\nten worst (${result.engine}, by share of hello-world):`);
  for (const row of [...result.rows].sort((a, b) => a.ratio - b.ratio).slice(0, 10))
    log(`  ${row.path.padEnd(60)} ${row.figures.reqPerSec} req/s, p99 ${row.figures.p99Ms} ms, ratio ${row.ratio}`);
  if (result.skipped.length) {
    log(`skipped (${result.engine}):`);
    for (const skip of result.skipped) log(`  ${skip.path}: ${skip.reason}`);
  }
  const missed = result.rows.filter((row) => !passes(row));
  log(
    missed.length === 0
      ? `${result.engine}: every endpoint >= ${TARGET_RATIO * 100}% of hello-world and p99 <= ${TARGET_P99_MS} ms`
      : `${result.engine}: ${missed.length} of ${result.rows.length} endpoints miss the target`,
  );
}

run(async () => {
  ensureBuilt();
  /** @type {Record<string, unknown>} */
  const engines = {};
  // Keep the sections of an earlier run that this one does not measure (the other engine, --fresh).
  const file = path.join(resultsDir, 'api-endpoints.json');
  if (!ONLY && fs.existsSync(file)) Object.assign(engines, JSON.parse(fs.readFileSync(file, 'utf8')).engines);
  for (const engine of ENGINES) {
    const result = await measureEngine(/** @type {'pglite' | 'postgres'} */ (engine));
    printEngine(result);
    engines[FRESH ? `${engine} fresh` : engine] = {
      measuredAt: new Date().toISOString(),
      helloReqPerSec: result.helloMean,
      helloRuns: result.helloRuns,
      passes: result.rows.every(passes),
      endpoints: Object.fromEntries(
        result.rows.map((row) => [row.path, { ...row.figures, ratio: row.ratio, helloReqPerSec: row.helloReqPerSec }]),
      ),
      skipped: result.skipped,
      seedSeconds: round(result.ids.seconds, 1),
    };
  }
  if (!ONLY)
    writeResult('api-endpoints', {
      connections: CONNECTIONS,
      seconds: SECONDS,
      seed: { ...FULL_SEED, salesLines: SALES_LINES },
      fresh: FRESH,
      targets: { ratio: TARGET_RATIO, p99Ms: TARGET_P99_MS, engine: 'postgres' },
      engines,
    });
});
