// Start-up time of the built server, spawn to first 200 on "/":
//   - first start: a new data folder (PGlite initdb, migrations, demo seed); target 15 s
//   - cold start: an existing data folder; target 3 s
//   - `npm start` (builds the web app and the server first, then the same as cold start),
//     as the README tells people to run it; reported, not a target.
// Usage: node bench/startup.mjs [--runs 5] [--npm-start-runs 1]
import {
  ensureBuilt,
  log,
  median,
  rmrf,
  round,
  run,
  startAndWait,
  startServer,
  tempDataDir,
  writeResult,
  freePort,
  root,
} from './lib.mjs';

const argv = process.argv.slice(2);
/** @param {string} name @param {number} fallback */
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 5);
const NPM_START_RUNS = arg('npm-start-runs', 1);

/** @param {string} dataDir */
async function timeStart(dataDir) {
  const server = await startServer({ dataDir, readyPath: '/', timeoutMs: 120_000 });
  await server.stop();
  return server.ms;
}

run(async () => {
  ensureBuilt();
  log(`startup: built server, spawn to first 200 on "/", ${RUNS} runs each`);

  const first = [];
  let existingDir = null;
  for (let i = 0; i < RUNS; i += 1) {
    const dir = tempDataDir('startup-first');
    const ms = await timeStart(dir);
    first.push(ms);
    log(`  first start (new data folder) #${i + 1}: ${Math.round(ms)} ms`);
    if (existingDir) rmrf(dir);
    else existingDir = dir;
  }

  if (!existingDir) throw new Error('--runs must be at least 1');
  const cold = [];
  for (let i = 0; i < RUNS; i += 1) {
    const ms = await timeStart(existingDir);
    cold.push(ms);
    log(`  cold start (existing data folder) #${i + 1}: ${Math.round(ms)} ms`);
  }

  const npmStart = [];
  let npmStartError = null;
  for (let i = 0; i < NPM_START_RUNS; i += 1) {
    const port = await freePort();
    let server;
    try {
      server = await startAndWait('npm', ['start', '--silent'], {
        env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: existingDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
        url: `http://127.0.0.1:${port}/`,
        timeoutMs: 300_000,
        cwd: root,
      });
    } catch (error) {
      npmStartError = String(error instanceof Error ? error.message : error).slice(0, 2000);
      log(`  npm start failed: ${npmStartError.split('\n')[0]}`);
      break;
    }
    await server.stop();
    npmStart.push(server.ms);
    log(`  npm start (build + cold start, existing data) #${i + 1}: ${Math.round(server.ms)} ms`);
  }
  rmrf(existingDir);

  const result = {
    runs: RUNS,
    firstStartMs: { median: round(median(first), 0), runs: first.map((v) => round(v, 0)), targetMs: 15_000 },
    coldStartMs: { median: round(median(cold), 0), runs: cold.map((v) => round(v, 0)), targetMs: 3_000 },
    npmStartMs: npmStart.length ? { median: round(median(npmStart), 0), runs: npmStart.map((v) => round(v, 0)) } : null,
    npmStartError,
  };
  log(
    `first start (new data folder):      median ${result.firstStartMs.median} ms  (target < 15000)  ${result.firstStartMs.median < 15_000 ? 'OK' : 'OVER'}`,
  );
  log(
    `cold start (existing data folder):  median ${result.coldStartMs.median} ms  (target < 3000)  ${result.coldStartMs.median < 3_000 ? 'OK' : 'OVER'}`,
  );
  if (result.npmStartMs) log(`npm start (incl. build):            median ${result.npmStartMs.median} ms`);
  writeResult('startup', result);
});
