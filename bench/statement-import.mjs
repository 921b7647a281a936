// Statement import throughput (issue 4 targets): generates CSV statements of 10k, 100k and 1M
// lines (streamed to disk), imports each through the real import (one transaction: parse, match,
// convert, sales lines, rollups, ledger) on PGlite and on PostgreSQL, and times a bare COPY of the
// same rows into an equivalent table (LIKE sales_lines, same indexes) on the same database.
// The upload (hashing and storing the file) is timed apart from the import that follows it.
// Prints lines/s, peak RSS of the server and of the import process, and the ratio; writes
// bench/results/statement-import.json.
// Each import runs in a child process of its own with the server's node flags (SERVER_NODE_FLAGS,
// as `npm start`), so its peak RSS is that of a process that imports, not of the bench's leftovers.
// That child runs this file bundled by esbuild as the server is built (workspace code inlined, npm
// packages external; no tsx loader thread in its memory), and the import process (files from
// 4 MiB) runs as the built server runs it: dist/import-process.js.
// Both sides start from a checkpoint (no earlier writes being flushed while they run). The bare COPY
// runs --copy-runs times (default 3) into a fresh table and its median is taken; --repeat N imports
// each size N times (a fresh database each time) and the ratio is median COPY over median import.
// Usage: node --import tsx bench/statement-import.mjs [--sizes 10000,100000,1000000] [--engines pglite,postgres]
//          [--repeat 1] [--copy-runs 3]
// PostgreSQL: a scratch database created and dropped (bench/lib.mjs createPgDatabase).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/platform/db.ts';
import { createLocalStorage } from '../apps/server/src/platform/storage.ts';
import { createAppCaches } from '../apps/server/src/platform/app-caches.ts';
import { createMailer } from '../apps/server/src/platform/mail.ts';
import { createOutboxSmsSender } from '../apps/server/src/platform/sms/outbox-sms-sender.ts';
import { silentPublisher } from '../apps/server/src/platform/realtime.ts';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { users } from '../apps/server/src/modules/auth/tables.ts';
import { releases, tracks } from '../apps/server/src/modules/releases/tables.ts';
import { saveMapping } from '../apps/server/src/modules/statements/statement-mappings.ts';
import { createStatement, storeStatementFile } from '../apps/server/src/modules/statements/upload-statement.ts';
import { createPgDatabase, log, median, rmrf, root, SERVER_NODE_FLAGS, tempDataDir, writeResult } from './lib.mjs';

/** @param {string} name @param {string} fallback */
const argOf = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const SIZES = argOf('sizes', '10000,100000,1000000').split(',').map(Number);
const ENGINES = argOf('engines', 'pglite,postgres').split(',');
const REPEAT = Number(argOf('repeat', '1'));
const COPY_RUNS = Number(argOf('copy-runs', '3'));
const TRACKS = 1000; // in 200 releases of 50 users; 5 % of lines match nothing
const STORES = [
  'Spotify Streaming',
  'Apple Music',
  'Deezer',
  'IG_UGC',
  'Merlin',
  '',
  'TIDAL',
  'YouTube Music',
  'Amazon',
  'iTunes',
];
const TERRITORIES = [
  'US',
  'GB',
  'DE',
  'FR',
  'SE',
  'BR',
  'JP',
  'IS',
  'NG',
  'MX',
  'ES',
  'IT',
  'NL',
  'PL',
  'CA',
  'AU',
  'IN',
  'KR',
  'ZA',
  'AR',
];
const isrcOf = (/** @type {number} */ i) => `QZDA4${String(24).padStart(2, '0')}${String(i).padStart(5, '0')}`;
const COLUMNS =
  'statement_id, line_number, sale_period_start, sale_period_end, accounting_date, store, store_raw, territory, isrc, upc, title, artist, units, use_type, amount_micros, currency, exchange_rate, converted_micros, track_id, release_id, owner_user_id, matched_by';

let peakRss = 0;
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50).unref();
const mb = (/** @type {number} */ bytes) => Math.round(bytes / 1048576);

/** @param {string} file @param {number} lines */
function writeCsv(file, lines) {
  const fd = fs.openSync(file, 'w');
  let chunk = 'Period,Store,Country,ISRC,UPC,Track,Artist,Units,Net Amount,Currency\n';
  let seed = 7;
  for (let i = 1; i <= lines; i += 1) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const track = seed % 20 === 0 ? TRACKS + (seed % 500) : seed % TRACKS; // 5 % unmatched ISRCs
    const micros = seed % 3_000_000;
    chunk += `2024-0${((seed >>> 4) % 3) + 1},${STORES[(seed >>> 8) % STORES.length]},${TERRITORIES[(seed >>> 12) % TERRITORIES.length]},${isrcOf(track)},,Track ${track},Artist ${track % 50},${seed % 900},${Math.floor(micros / 1e6)}.${String(micros % 1e6).padStart(6, '0')},USD\n`;
    if (chunk.length > 1 << 20) {
      fs.writeSync(fd, chunk);
      chunk = '';
    }
  }
  fs.writeSync(fd, chunk);
  fs.closeSync(fd);
}

/** @param {import('../apps/server/src/platform/db.ts').Database} db */
async function seedCatalog(db) {
  const owners = [];
  for (let u = 0; u < 50; u += 1) {
    const [user] = await db
      .insert(users)
      .values({
        email: `bench${u}@x.test`,
        username: `bench${u}`,
        type: 'artist',
        firstName: 'B',
        lastName: `${u}`,
        passwordHash: 'x',
      })
      .returning();
    owners.push(user.id);
  }
  for (let r = 0; r < 200; r += 1) {
    const [release] = await db
      .insert(releases)
      .values({ userId: owners[r % 50], title: `Release ${r}`, status: 1 })
      .returning();
    await db.insert(tracks).values(
      Array.from({ length: TRACKS / 200 }, (_, k) => ({
        releaseId: release.id,
        position: k + 1,
        title: `T${r}-${k}`,
        isrc: isrcOf(r * (TRACKS / 200) + k),
      })),
    );
  }
  return owners;
}

/**
 * Seconds of each bare COPY of the imported rows into a fresh table like sales_lines (same indexes).
 * @param {string} engine @param {import('../apps/server/src/platform/db.ts').DatabaseHandle} database
 * @param {number} statementId @param {string | undefined} url PostgreSQL only @param {string} dir
 */
async function bareCopies(engine, database, statementId, url, dir) {
  const select = `SELECT ${COLUMNS} FROM sales_lines WHERE statement_id = ${statementId}`;
  const fresh = () =>
    database.executeSql(
      'DROP TABLE IF EXISTS copy_target; CREATE TABLE copy_target (LIKE sales_lines INCLUDING DEFAULTS INCLUDING INDEXES INCLUDING IDENTITY); CHECKPOINT',
    );
  const seconds = [];
  if (engine === 'postgres') {
    const file = path.join(dir, 'rows.csv');
    execFileSync('psql', [String(url), '-qc', `\\copy (${select}) to '${file}' csv`]);
    for (let run = 0; run < COPY_RUNS; run += 1) {
      await fresh();
      const t0 = process.hrtime.bigint();
      execFileSync('psql', [String(url), '-qc', `\\copy copy_target(${COLUMNS}) from '${file}' csv`]);
      seconds.push(Number(process.hrtime.bigint() - t0) / 1e9);
    }
    return seconds;
  }
  const pglite = database.pglite;
  if (!pglite) throw new Error('bareCopies: no PGlite handle');
  const out = await pglite.query(`COPY (${select}) TO '/dev/blob' WITH (FORMAT csv)`);
  for (let run = 0; run < COPY_RUNS; run += 1) {
    await fresh();
    const t0 = process.hrtime.bigint();
    await pglite.query(`COPY copy_target(${COLUMNS}) FROM '/dev/blob' WITH (FORMAT csv)`, [], {
      blob: out.blob,
    });
    seconds.push(Number(process.hrtime.bigint() - t0) / 1e9);
  }
  return seconds;
}

/** The import process as the built server runs it (dist/import-process.js, built before the runs). */
const BUILT_IMPORT_PROCESS = process.env.BENCH_IMPORT_PROCESS ?? path.join(root, 'apps/server/dist/import-process.js');
/** This file bundled for the child processes (beside the server's build, where its migrations are found). */
const CHILD_BUNDLE = path.join(root, 'apps/server/dist/bench/statement-import.mjs');

/** The import's own log line ('statement imported': phases, import process CPU and RSS), kept for the result. */
/** @type {{ ms?: { processCpu?: number, processPeakRssMb?: number } & Record<string, number> } | null} */
let imported = null;
const importLog = pino(
  { level: 'info' },
  {
    write(/** @type {string} */ line) {
      const entry = JSON.parse(line);
      if (entry.msg === 'statement imported') imported = entry;
      if (process.env.BENCH_LOG) process.stderr.write(line);
    },
  },
);

/**
 * One import (child process): seeds a catalog, imports `csv`, times a bare COPY; prints JSON.
 * @param {string} engine @param {number} lines @param {string} csv
 */
async function importOnce(engine, lines, csv) {
  const dir = tempDataDir('stmt-bench');
  const scratch = engine === 'postgres' ? await createPgDatabase('import_bench') : null;
  const database = await openDatabase(scratch ? { databaseUrl: scratch.url } : { pgliteDir: path.join(dir, 'db') });
  await database.migrate();
  /** @type {import('../apps/server/src/platform/deps.ts').AppDeps} */
  const deps = {
    config: {
      ...loadConfig({
        IMPORT_PROCESS_MIN_BYTES: process.env.IMPORT_PROCESS_MIN_BYTES,
        IMPORT_PROCESS_ENTRY: BUILT_IMPORT_PROCESS,
      }),
      dataDir: dir,
    },
    database,
    db: database.db,
    logger: importLog,
    clock: { now: () => new Date() },
    storage: createLocalStorage(path.join(dir, 'files')),
    mailer: createMailer({
      from: 'bench@liner.local',
      smtpUrl: null,
      outboxDir: path.join(dir, 'outbox'),
      logger: importLog,
    }),
    sms: createOutboxSmsSender(path.join(dir, 'sms-outbox'), importLog),
    realtime: silentPublisher,
    caches: createAppCaches(5000),
    jobs: null,
  };
  const [uploader] = await seedCatalog(deps.db);
  const mapping = await saveMapping(deps, {
    name: 'bench',
    columns: {
      salePeriod: 'Period',
      store: 'Store',
      territory: 'Country',
      isrc: 'ISRC',
      upc: 'UPC',
      title: 'Track',
      artist: 'Artist',
      units: 'Units',
      amount: 'Net Amount',
      currency: 'Currency',
    },
  });
  // The upload (hash and store the file) is timed apart: the import is what follows it.
  const u0 = process.hrtime.bigint();
  const file = await storeStatementFile(deps, 'statement.csv', fs.createReadStream(csv));
  const uploadSeconds = Number(process.hrtime.bigint() - u0) / 1e9;
  await database.executeSql('CHECKPOINT');
  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const id = await createStatement(deps, { uploadedBy: uploader, file, fields: { mappingId: mapping.id } });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  const importPeak = Math.max(peakRss, process.memoryUsage().rss);
  const [row] = (
    await database.executeSql(
      `SELECT status, failure_reason, lines_read, matched_lines FROM statements WHERE id = ${id}`,
    )
  ).rows;
  if (row.status !== 'imported') throw new Error(`import failed: ${row.failure_reason}`);
  const copyRuns = await bareCopies(engine, database, id, scratch?.url, dir);
  const copySeconds = median(copyRuns);
  await database.close();
  await scratch?.drop();
  rmrf(dir);
  return {
    engine,
    lines,
    seconds: +seconds.toFixed(2),
    linesPerSecond: Math.round(lines / seconds),
    // CPU of this process (PGlite's work included: it runs here) and of the import process, if one ran.
    nodeCpuSeconds: +((cpu.user + cpu.system) / 1e6).toFixed(2),
    matched: Number(row.matched_lines),
    uploadSeconds: +uploadSeconds.toFixed(2),
    importProcessCpuSeconds: imported?.ms?.processCpu ? +(imported.ms.processCpu / 1000).toFixed(2) : null,
    importProcessPeakRssMb: imported?.ms?.processPeakRssMb ?? null,
    phasesMs: imported?.ms ?? null,
    copySeconds: +copySeconds.toFixed(2),
    copyRunsSeconds: copyRuns.map((c) => +c.toFixed(2)),
    copyLinesPerSecond: Math.round(lines / copySeconds),
    ratioToCopy: +(copySeconds / seconds).toFixed(3),
    rssBeforeMb: mb(rssBefore),
    peakRssMb: mb(importPeak),
    rssGrowthMb: mb(importPeak - rssBefore),
    fileMb: mb(fs.statSync(csv).size),
  };
}

if (process.argv.includes('--child')) {
  const result = await importOnce(argOf('engine', 'pglite'), Number(argOf('lines', '0')), argOf('csv', ''));
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  process.exit(0);
}

/**
 * One import in a child process of its own (the server's node flags); its result.
 * @param {string} engine @param {number} lines @param {string} csv
 */
function importInChild(engine, lines, csv) {
  const child = spawnSync(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      CHILD_BUNDLE,
      '--child',
      '--engine',
      engine,
      '--lines',
      String(lines),
      '--csv',
      csv,
      '--copy-runs',
      String(COPY_RUNS),
    ],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, BENCH_IMPORT_PROCESS: BUILT_IMPORT_PROCESS },
    },
  );
  const line = child.stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line)
    throw new Error(
      `the ${engine} import of ${lines} lines failed (exit ${child.status}): ${child.stdout.slice(-2000)}`,
    );
  return JSON.parse(line.slice(7));
}

log("building the server (npm run build -w @liner/server) and this bench's child: imports run as built");
execFileSync('npm', ['run', 'build', '-w', '@liner/server'], { cwd: root, stdio: 'ignore' });
const { build } = await import('esbuild'); // the parent only: the bundled child never loads it
const serverPackage = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
await build({
  entryPoints: [fileURLToPath(import.meta.url)],
  outfile: CHILD_BUNDLE,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: [...Object.keys(serverPackage.dependencies ?? {}), 'esbuild'],
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __bench_createRequire } from 'node:module'; const require = __bench_createRequire(import.meta.url);",
  },
});
const results = [];
const csvDir = tempDataDir('stmt-csv');
for (const lines of SIZES) {
  const csv = path.join(csvDir, `statement-${lines}.csv`);
  writeCsv(csv, lines);
  for (const engine of ENGINES) {
    const runs = [];
    for (let run = 0; run < REPEAT; run += 1) {
      const result = importInChild(engine, lines, csv);
      runs.push(result);
      const importProcess = result.importProcessPeakRssMb
        ? `; import process: peak RSS ${result.importProcessPeakRssMb} MB, CPU ${result.importProcessCpuSeconds}s`
        : '';
      log(
        `${engine.padEnd(8)} ${String(lines).padStart(8)} lines: import ${result.seconds}s (${result.linesPerSecond}/s), bare COPY ${result.copySeconds}s ` +
          `(median of ${result.copyRunsSeconds.join(', ')}), ratio ${result.ratioToCopy}; server: peak RSS ${result.peakRssMb} MB (+${result.rssGrowthMb}), ` +
          `CPU ${result.nodeCpuSeconds}s${importProcess}; upload ${result.uploadSeconds}s`,
      );
    }
    const seconds = median(runs.map((r) => r.seconds));
    const copySeconds = median(runs.map((r) => r.copySeconds));
    const summary = {
      engine,
      lines,
      runs: runs.length,
      seconds: +seconds.toFixed(2),
      linesPerSecond: Math.round(lines / seconds),
      copySeconds: +copySeconds.toFixed(2),
      ratioToCopy: +(copySeconds / seconds).toFixed(3),
      ratios: runs.map((r) => r.ratioToCopy),
      peakRssMb: Math.max(...runs.map((r) => r.peakRssMb)),
      importProcessPeakRssMb: Math.max(...runs.map((r) => r.importProcessPeakRssMb ?? 0)) || null,
    };
    results.push({ ...summary, each: runs });
    if (runs.length > 1)
      log(
        `${engine.padEnd(8)} ${String(lines).padStart(8)} lines, median of ${runs.length}: import ${summary.seconds}s, bare COPY ${summary.copySeconds}s, ratio ${summary.ratioToCopy} (runs: ${summary.ratios.join(', ')})`,
      );
  }
  fs.rmSync(csv);
}
rmrf(csvDir);
// Linear growth: microseconds per line at each size should stay level (10k pays fixed costs).
/** @type {Record<string, Record<number, number>>} */
const linearity = {};
for (const engine of ENGINES) {
  const runs = results.filter((r) => r.engine === engine);
  linearity[engine] = Object.fromEntries(runs.map((r) => [r.lines, +((r.seconds * 1e6) / r.lines).toFixed(1)]));
  log(`${engine.padEnd(8)} µs per line: ${runs.map((r) => `${r.lines}: ${linearity[engine][r.lines]}`).join(', ')}`);
}
writeResult('statement-import', {
  results,
  linearity,
  targets: { ratioPostgres: 0.5, ratioPglite: 0.25, peakRssMb: 300 },
});
process.exit(0);
