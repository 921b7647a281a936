// GET /api/auth/me with a valid token against a bare Fastify hello-world, measured
// alternately in one run with the same tool (autocannon) and connections.
// Targets: me req/s >= 40% of hello-world req/s; me p99 < 20 ms at 32 connections.
// Usage: node bench/me-throughput.mjs [--rounds 3] [--seconds 10] [--connections 32] [--postgres]
// (--postgres: a new database on the PostgreSQL at 127.0.0.1:5432 instead of PGlite)
import path from 'node:path';
import autocannon from 'autocannon';
import {
  createPgDatabase,
  ensureBuilt,
  freePort,
  log,
  mean,
  rmrf,
  root,
  round,
  run,
  sessionToken,
  startAndWait,
  startServer,
  tempDataDir,
  writeResult,
} from './lib.mjs';

const argv = process.argv.slice(2);
/** @param {string} name @param {number} fallback */
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const ROUNDS = arg('rounds', 3);
const SECONDS = arg('seconds', 10);
const NAME = 'me';
const POSTGRES = argv.includes('--postgres');
const CONNECTIONS = arg('connections', 32);

/** @param {string} url @param {Record<string, string>} headers @param {number} duration */
function load(url, headers, duration) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers, pipelining: 1 });
}

/** @param {import('autocannon').Result} result */
function summary(result) {
  return {
    reqPerSec: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

run(async () => {
  ensureBuilt();
  const dataDir = tempDataDir('bench-me');
  const pgDb = POSTGRES ? await createPgDatabase(NAME) : null;
  const server = await startServer({ dataDir, env: pgDb ? { DATABASE_URL: pgDb.url } : {} });
  const engine = pgDb ? 'postgresql' : 'pglite';
  const helloPort = await freePort();
  const hello = await startAndWait(process.execPath, [path.join(root, 'bench/hello-server.mjs')], {
    env: { PORT: String(helloPort) },
    url: `http://127.0.0.1:${helloPort}/hello`,
  });
  try {
    const { token, account } = await sessionToken(server.baseUrl, dataDir);
    const meUrl = `${server.baseUrl}/api/auth/me`;
    const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
    const headers = { authorization: `Bearer ${token}` };
    const check = await fetch(meUrl, { headers });
    if (check.status !== 200)
      throw new Error(`GET /api/auth/me answered ${check.status}: ${(await check.text()).slice(0, 300)}`);
    log(
      `me-throughput (${engine}): ${CONNECTIONS} connections, ${ROUNDS} rounds x ${SECONDS} s each, alternating (token of ${account}, LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'warn'})`,
    );

    // Warm-up (JIT, connection pools), not counted.
    await load(meUrl, headers, 2);
    await load(helloUrl, {}, 2);

    const rounds = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const me = summary(await load(meUrl, headers, SECONDS));
      const hw = summary(await load(helloUrl, {}, SECONDS));
      const ratio = round(me.reqPerSec / hw.reqPerSec, 3);
      rounds.push({ me, hello: hw, ratio });
      log(
        `  round ${i + 1}: me ${me.reqPerSec} req/s (p99 ${me.p99Ms} ms, non-2xx ${me.non2xx})  hello ${hw.reqPerSec} req/s (p99 ${hw.p99Ms} ms)  ratio ${ratio}`,
      );
    }
    const meRps = mean(rounds.map((r) => r.me.reqPerSec));
    const helloRps = mean(rounds.map((r) => r.hello.reqPerSec));
    const ratio = meRps / helloRps;
    const p99 = Math.max(...rounds.map((r) => r.me.p99Ms));
    const non2xx = rounds.reduce((a, r) => a + r.me.non2xx, 0);
    log(
      `GET /api/auth/me:   ${round(meRps, 0)} req/s, p99 ${p99} ms (worst round)  (target p99 < 20 ms)  ${p99 < 20 ? 'OK' : 'OVER'}`,
    );
    log(`fastify hello:      ${round(helloRps, 0)} req/s`);
    log(`ratio:              ${round(ratio, 3)}  (target >= 0.40)  ${ratio >= 0.4 ? 'OK' : 'UNDER'}`);
    if (non2xx) log(`warning: ${non2xx} non-2xx answers from /api/auth/me`);
    writeResult(POSTGRES ? 'me-throughput-postgres' : 'me-throughput', {
      engine,
      connections: CONNECTIONS,
      seconds: SECONDS,
      logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
      meReqPerSec: round(meRps, 0),
      helloReqPerSec: round(helloRps, 0),
      ratio: round(ratio, 3),
      meP99Ms: p99,
      targets: { ratio: 0.4, p99Ms: 20 },
      pass: ratio >= 0.4 && p99 < 20 && non2xx === 0,
      rounds,
    });
  } finally {
    await hello.stop();
    await server.stop();
    await pgDb?.drop();
    rmrf(dataDir);
  }
});
