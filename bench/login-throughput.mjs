// POST /api/auth/login throughput (argon2id bound). Several confirmed accounts, used in
// turn, all with the right password: only successful logins are counted (2xx), so the
// 5-failures throttle never applies.
// Usage: node bench/login-throughput.mjs [--accounts 8] [--seconds 10] [--connections 8] [--postgres]
import autocannon from 'autocannon';
import {
  createPgDatabase,
  createConfirmedAccount,
  ensureBuilt,
  log,
  rmrf,
  round,
  run,
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
const ACCOUNTS = arg('accounts', 8);
const SECONDS = arg('seconds', 10);
const NAME = 'login';
const POSTGRES = argv.includes('--postgres');
const CONNECTIONS = arg('connections', 8);

run(async () => {
  ensureBuilt();
  const dataDir = tempDataDir('bench-login');
  const pgDb = POSTGRES ? await createPgDatabase(NAME) : null;
  const server = await startServer({ dataDir, env: pgDb ? { DATABASE_URL: pgDb.url } : {} });
  const engine = pgDb ? 'postgresql' : 'pglite';
  try {
    const accounts = [];
    for (let i = 0; i < ACCOUNTS; i += 1)
      accounts.push(await createConfirmedAccount(server.baseUrl, dataDir, `login${i}`));
    const bodies = accounts.map((a, i) =>
      JSON.stringify(i % 2 ? { email: a.username, password: a.password } : { email: a.email, password: a.password }),
    );
    const probe = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bodies[0],
    });
    const probeBody = await probe.json().catch(() => null);
    if (probe.status !== 200 || !probeBody?.token)
      throw new Error(`login answered ${probe.status}: ${JSON.stringify(probeBody)}`);

    log(`login-throughput (${engine}): ${ACCOUNTS} accounts, ${CONNECTIONS} connections, ${SECONDS} s`);
    let next = 0;
    const result = await autocannon({
      url: `${server.baseUrl}/api/auth/login`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }),
        },
      ],
    });
    const ok = result['2xx'];
    const okPerSec = ok / (result.duration || SECONDS);
    log(
      `POST /api/auth/login: ${round(okPerSec, 1)} successful logins/s (${ok} ok, ${result.non2xx} non-2xx), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
    if (result.non2xx)
      log(`warning: ${result.non2xx} answers were not 2xx (throttled or failed); they are not counted`);
    writeResult(POSTGRES ? 'login-throughput-postgres' : 'login-throughput', {
      engine,
      accounts: ACCOUNTS,
      connections: CONNECTIONS,
      seconds: SECONDS,
      successfulLoginsPerSec: round(okPerSec, 1),
      successful: ok,
      non2xx: result.non2xx,
      errors: result.errors,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
    });
  } finally {
    await server.stop();
    await pgDb?.drop();
    rmrf(dataDir);
  }
});
