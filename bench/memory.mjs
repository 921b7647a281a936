// Idle memory of the built server on PGlite: RSS 10 s after it answers (target < 250 MB).
// Measured after a first start (new data folder: migrations + seed) and after a restart
// on that folder.
// Usage: node bench/memory.mjs [--idle-seconds 10]
import { ensureBuilt, log, rmrf, round, rssMb, run, sleep, startServer, tempDataDir, writeResult } from './lib.mjs';

const argv = process.argv.slice(2);
const i = argv.indexOf('--idle-seconds');
const IDLE_SECONDS = i >= 0 ? Number(argv[i + 1]) : 10;

/** @param {string} dataDir @param {string} label */
async function idleRss(dataDir, label) {
  const server = await startServer({ dataDir });
  try {
    await fetch(`${server.baseUrl}/`).then((r) => r.arrayBuffer());
    const atStart = rssMb(/** @type {number} */ (server.child.pid));
    let peak = atStart;
    for (let s = 0; s < IDLE_SECONDS; s += 1) {
      await sleep(1000);
      peak = Math.max(peak, rssMb(/** @type {number} */ (server.child.pid)));
    }
    const idle = rssMb(/** @type {number} */ (server.child.pid));
    log(
      `  ${label}: RSS at start ${round(atStart)} MB, after ${IDLE_SECONDS} s idle ${round(idle)} MB (peak ${round(peak)} MB)`,
    );
    return { atStartMb: round(atStart), idleMb: round(idle), peakMb: round(peak) };
  } finally {
    await server.stop();
  }
}

run(async () => {
  ensureBuilt();
  const dataDir = tempDataDir('bench-memory');
  try {
    log(`memory: RSS of node apps/server/dist/main.js on PGlite, ${IDLE_SECONDS} s after start`);
    const first = await idleRss(dataDir, 'first start (new data folder)');
    const restart = await idleRss(dataDir, 'restart (existing data folder)');
    const worst = Math.max(first.idleMb, restart.idleMb);
    log(`idle RSS: ${worst} MB (worst of the two)  (target < 250 MB)  ${worst < 250 ? 'OK' : 'OVER'}`);
    writeResult('memory', { idleSeconds: IDLE_SECONDS, idleRssMb: worst, targetMb: 250, firstStart: first, restart });
  } finally {
    rmrf(dataDir);
  }
});
