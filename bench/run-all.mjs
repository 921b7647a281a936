// Runs every bench in turn (npm run bench). Each prints its figures and writes
// bench/results/<name>.json; this one also writes bench/results/summary.json.
// Usage: node bench/run-all.mjs [--quick]   (--quick: fewer runs and shorter loads)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, log, resultsDir, root, writeResult } from './lib.mjs';

const quick = process.argv.includes('--quick');
/** @type {[string, string[]][]} */
const benches = [
  ['startup', quick ? ['--runs', '3', '--npm-start-runs', '0'] : []],
  ['me-throughput', quick ? ['--rounds', '1', '--seconds', '5'] : []],
  ['login-throughput', quick ? ['--seconds', '5'] : []],
  ['memory', []],
  ['bundle', []],
  ['api-endpoints', quick ? ['--pglite', '--seconds', '1', '--sales-lines', '100000'] : []],
  ['import-concurrency', quick ? ['--lines', '100000'] : []],
];
if (fs.existsSync(path.join(root, 'bench/lighthouse.mjs'))) benches.push(['lighthouse', []]);

ensureBuilt();
/** @type {Record<string, string>} */
const status = {};
for (const [name, args] of benches) {
  log(`\n=== ${name} ${args.join(' ')}`);
  const r = spawnSync(process.execPath, [path.join(root, 'bench', `${name}.mjs`), ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  status[name] = r.status === 0 ? 'ok' : `failed (exit ${r.status})`;
}

const read = (/** @type {string} */ name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(resultsDir, `${name}.json`), 'utf8'));
  } catch {
    return null;
  }
};
const s = read('startup');
const me = read('me-throughput');
const login = read('login-throughput');
const mem = read('memory');
const bundle = read('bundle');
const endpoints = read('api-endpoints');
const importing = read('import-concurrency');
log('\n=== summary');
log(
  `startup:   first start ${s?.firstStartMs?.median ?? '-'} ms (< 15000), cold start ${s?.coldStartMs?.median ?? '-'} ms (< 3000)`,
);
log(
  `me:        ${me?.meReqPerSec ?? '-'} req/s vs hello ${me?.helloReqPerSec ?? '-'} req/s, ratio ${me?.ratio ?? '-'} (>= 0.40), p99 ${me?.meP99Ms ?? '-'} ms (< 20)`,
);
log(`login:     ${login?.successfulLoginsPerSec ?? '-'} successful logins/s`);
log(`memory:    idle RSS ${mem?.idleRssMb ?? '-'} MB (< 250)`);
log(`bundle:    /login JS ${bundle?.loginJsGzipKb ?? '-'} kB gzip (<= 250)`);
log(
  `import:    reads during a ${importing?.lines ?? '-'}-line PGlite import: p99 ${importing?.overall?.p99Ms ?? '-'} ms (<= 500), import ${importing?.importSeconds ?? '-'} s`,
);
for (const [engine, figures] of Object.entries(endpoints?.engines ?? {})) {
  const rows = Object.values(figures.endpoints ?? {});
  const missed = rows.filter((row) => row.ratio < 0.1 || row.p99Ms > 50).length;
  log(
    `endpoints: ${engine} ${rows.length - missed} of ${rows.length} GET operations >= 10% of hello-world with p99 <= 50 ms`,
  );
}
for (const [name, st] of Object.entries(status)) if (st !== 'ok') log(`${name}: ${st}`);
writeResult('summary', { status, startup: s, me, login, memory: mem, bundle, endpoints, importConcurrency: importing });
process.exit(Object.values(status).every((st) => st === 'ok') ? 0 : 1);
