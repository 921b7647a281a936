// Trend-file ingest throughput (issue 15 target: the import of a 10,000,000-row trend file on
// PostgreSQL at >= 0.5x the rows/s of a bare COPY of the same rows, peak RSS <= 300 MB).
// Generates a Spotify streams report on disk (tab-separated, sorted by day as Spotify sends it:
// days x tracks x countries, each with rows per source, device, age, gender and product), then, in
// a child process of its own (the server's node flags; this file bundled by esbuild so no tsx
// loader sits in its memory) on a scratch PostgreSQL database:
//   - a bare COPY of the file's rows into a table of the same columns (psql \copy, median of --copy-runs);
//   - the import (importTrendFile: read and parse, match by ISRC, sum the facts, write them and
//     their daily and monthly rollups, one transaction), its peak RSS sampled every 50 ms.
// Prints rows/s of both, the ratio, peak RSS, and the CPU seconds of each (the import's node process
// and PostgreSQL backend, the COPY's backend: on a shared machine wall time is the neighbours' as
// much as ours) with the load average; writes bench/results/analytics-ingest-<rows>-<per group>.json.
// Usage: node --import tsx bench/analytics-ingest.mjs [--rows 10000000] [--copy-runs 3] [--tracks 1000] [--rows-per-group 12]
// (BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the child).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { openDatabase } from '../apps/server/src/platform/db.ts';
import { createLocalStorage } from '../apps/server/src/platform/storage.ts';
import { createAppCaches } from '../apps/server/src/platform/app-caches.ts';
import { createMailer } from '../apps/server/src/platform/mail.ts';
import { createOutboxSmsSender } from '../apps/server/src/platform/sms/outbox-sms-sender.ts';
import { silentPublisher } from '../apps/server/src/platform/realtime.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { users } from '../apps/server/src/modules/auth/tables.ts';
import { releases, tracks } from '../apps/server/src/modules/releases/tables.ts';
import { importTrendFile } from '../apps/server/src/modules/analytics/index.ts';
import { createPgDatabase, log, median, rmrf, root, SERVER_NODE_FLAGS, tempDataDir, writeResult } from './lib.mjs';

/** @param {string} name @param {string} fallback */
const argOf = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const ROWS = Number(argOf('rows', '10000000'));
const COPY_RUNS = Number(argOf('copy-runs', '3'));
const TRACKS = Number(argOf('tracks', '1000'));
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'SE', 'BR', 'JP', 'MX', 'ES', 'IT', 'NL', 'PL', 'CA', 'AU', 'IN', 'KR'];
const SOURCES = [
  'collection',
  "other listener's playlists",
  'album',
  'play_queue',
  'artist',
  'search',
  'radio',
  'other',
];
const DEVICES = ['mobile', 'desktop', 'tablet', 'speaker'];
const AGES = ['0-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65+', 'unknown'];
const GENDERS = ['female', 'male', 'non-binary', 'unknown'];
const PRODUCTS = ['free', 'paid'];
const HEADER = ['date', 'isrc', 'country', 'streams', 'source', 'device_type', 'age_group', 'gender', 'product'];
const isrcOf = (/** @type {number} */ i) => `QZDA424${String(i).padStart(5, '0')}`;
/**
 * Rows of one day, track and country (each a combination of source, device, age, gender and
 * product): the file has ROWS rows over as many days as they need. Few rows per group is a small
 * catalog's report, where most rows become facts of their own; many is a popular catalog's, where
 * the rows of a group sum into a few facts.
 */
const ROWS_PER_GROUP = Number(argOf('rows-per-group', '12'));

/** Writes the report in 1 MiB pieces (never whole in memory); answers its days. @param {string} file */
function writeReport(file) {
  const fd = fs.openSync(file, 'w');
  let chunk = `${HEADER.join('\t')}\n`;
  let seed = 7;
  let written = 0;
  let day = 0;
  const start = Date.UTC(2025, 0, 1);
  while (written < ROWS) {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    for (let t = 0; t < TRACKS && written < ROWS; t += 1) {
      for (const country of COUNTRIES) {
        for (let r = 0; r < ROWS_PER_GROUP && written < ROWS; r += 1) {
          seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
          chunk += `${date}\t${isrcOf(t)}\t${country}\t${1 + (seed % 40)}\t${SOURCES[(seed >>> 6) % 8]}\t${DEVICES[(seed >>> 9) % 4]}\t${AGES[(seed >>> 11) % 8]}\t${GENDERS[(seed >>> 14) % 4]}\t${PRODUCTS[(seed >>> 16) % 2]}\n`;
          written += 1;
        }
        if (chunk.length > 1 << 20) {
          fs.writeSync(fd, chunk);
          chunk = '';
        }
        if (written >= ROWS) break;
      }
    }
    day += 1;
  }
  fs.writeSync(fd, chunk);
  fs.closeSync(fd);
  return day;
}

let peakRss = 0;
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50).unref();
const mb = (/** @type {number} */ bytes) => Math.round(bytes / 1048576);

/** @param {import('../apps/server/src/platform/db.ts').Database} db */
async function seedCatalog(db) {
  const owners = [];
  for (let u = 0; u < 20; u += 1) {
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
  const perRelease = 10;
  for (let r = 0; r < TRACKS / perRelease; r += 1) {
    const [release] = await db
      .insert(releases)
      .values({ userId: owners[r % owners.length], title: `Release ${r}`, status: 1 })
      .returning();
    await db.insert(tracks).values(
      Array.from({ length: perRelease }, (_, k) => ({
        releaseId: release.id,
        position: k + 1,
        title: `T${r}-${k}`,
        isrc: isrcOf(r * perRelease + k),
      })),
    );
  }
}

/** Fields of /proc/<pid>/stat after the command name (state is [0]); [] where there is none. @param {number} pid */
function procStat(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  } catch {
    return [];
  }
}

/**
 * CPU seconds of PostgreSQL backends that have ended (the postmaster's children's time, Linux):
 * what a psql COPY's backend used, read around it. @param {number} postmaster
 */
const endedBackendsCpu = (postmaster) => {
  const fields = procStat(postmaster);
  return (Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) / 100;
};

/**
 * Seconds of each bare COPY of the file into a fresh table of its columns, and the CPU seconds
 * its backend used. @param {string} url @param {string} file @param {number} postmaster
 */
function bareCopies(url, file, postmaster) {
  const columns = HEADER.map((c) => `${c} ${c === 'streams' ? 'bigint' : c === 'date' ? 'date' : 'text'}`).join(', ');
  const seconds = [];
  const cpuSeconds = [];
  for (let run = 0; run < COPY_RUNS; run += 1) {
    execFileSync('psql', [
      url,
      '-qc',
      `DROP TABLE IF EXISTS trend_copy; CREATE TABLE trend_copy (${columns}); CHECKPOINT`,
    ]);
    const cpu0 = endedBackendsCpu(postmaster);
    const t0 = process.hrtime.bigint();
    execFileSync('psql', [
      url,
      '-qc',
      `\\copy trend_copy from '${file}' with (format csv, delimiter E'\\t', header true)`,
    ]);
    seconds.push(Number(process.hrtime.bigint() - t0) / 1e9);
    // The postmaster counts its child's time once it has reaped it: give it a moment.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    cpuSeconds.push(endedBackendsCpu(postmaster) - cpu0);
  }
  execFileSync('psql', [url, '-qc', 'DROP TABLE trend_copy; CHECKPOINT']);
  return { seconds, cpuSeconds };
}

/**
 * CPU seconds the PostgreSQL backends of this database have used (Linux /proc; 0 elsewhere): the
 * import's share of the machine's PostgreSQL work, comparable across loads where wall time is not.
 * @param {import('../apps/server/src/platform/db.ts').DatabaseHandle} database
 */
async function backendCpuSeconds(database) {
  const { rows } = await database.executeSql('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  let ticks = 0;
  for (const { pid } of rows) {
    const fields = procStat(Number(pid));
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks / 100;
}

/** One run (child process): catalog, bare COPY, import; answers its figures. @param {string} file */
async function runOnce(file) {
  const dir = tempDataDir('trend-bench');
  const scratch = await createPgDatabase('trend_bench');
  const database = await openDatabase({ databaseUrl: scratch.url });
  await database.migrate();
  const logger = pino({ level: 'warn' });
  /** @type {import('../apps/server/src/platform/deps.ts').AppDeps} */
  const deps = {
    config: { ...loadConfig({}), dataDir: dir },
    database,
    db: database.db,
    logger,
    clock: { now: () => new Date() },
    storage: createLocalStorage(path.join(dir, 'files')),
    mailer: createMailer({ from: 'bench@liner.local', smtpUrl: null, outboxDir: path.join(dir, 'outbox'), logger }),
    sms: createOutboxSmsSender(path.join(dir, 'sms-outbox'), logger),
    realtime: silentPublisher,
    caches: createAppCaches(5000),
    jobs: null,
  };
  await seedCatalog(deps.db);
  const { rows: backends } = await database.executeSql('SELECT pg_backend_pid() AS pid');
  const postmaster = Number(procStat(Number(backends[0]?.pid))[1] ?? 0);
  const { seconds: copyRuns, cpuSeconds: copyCpuRuns } = bareCopies(scratch.url, file, postmaster);
  // The file's hash is the upload's work (it is hashed as it is stored): not timed here.
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk);
  const sha256 = hash.digest('hex');
  await database.executeSql('CHECKPOINT');
  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  const pgCpu0 = await backendCpuSeconds(database);
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const detail = await importTrendFile(deps, {
    source: 'upload',
    platform: 'spotify',
    fileName: path.basename(file),
    sha256,
    open: () => fs.createReadStream(file, { highWaterMark: 1 << 20 }),
  });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  const importPeak = Math.max(peakRss, process.memoryUsage().rss);
  const pgCpuSeconds = (await backendCpuSeconds(database)) - pgCpu0;
  if (detail.status !== 'done') throw new Error(`import ${detail.status}: ${detail.error}`);
  const [sizes] = (
    await database.executeSql(
      "SELECT pg_total_relation_size('analytics_daily') AS daily, (SELECT count(*) FROM analytics_daily) AS daily_rows",
    )
  ).rows;
  await database.close();
  await scratch.drop();
  rmrf(dir);
  const copySeconds = median(copyRuns);
  return {
    rows: ROWS,
    rowsPerGroup: ROWS_PER_GROUP,
    factsPerRow: +(detail.factsWritten / ROWS).toFixed(3),
    seconds: +seconds.toFixed(2),
    rowsPerSecond: Math.round(ROWS / seconds),
    copySeconds: +copySeconds.toFixed(2),
    copyRunsSeconds: copyRuns.map((c) => +c.toFixed(2)),
    copyRowsPerSecond: Math.round(ROWS / copySeconds),
    ratioToCopy: +(copySeconds / seconds).toFixed(3),
    rowsRead: detail.rowsRead,
    badRows: detail.badRows,
    factsWritten: detail.factsWritten,
    dailyRollupRows: Number(sizes.daily_rows),
    nodeCpuSeconds: +((cpu.user + cpu.system) / 1e6).toFixed(2),
    postgresCpuSeconds: +pgCpuSeconds.toFixed(2),
    copyPostgresCpuSeconds: +median(copyCpuRuns).toFixed(2),
    cpuRatioToCopy: +(median(copyCpuRuns) / ((cpu.user + cpu.system) / 1e6 + pgCpuSeconds)).toFixed(3),
    loadAverage: fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    rssBeforeMb: mb(rssBefore),
    peakRssMb: mb(importPeak),
    fileMb: mb(fs.statSync(file).size),
  };
}

if (process.argv.includes('--child')) {
  const result = await runOnce(argOf('file', ''));
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  process.exit(0);
}

/** This file bundled for the child (under the server's dist, where the migrations are found from). */
const CHILD_BUNDLE = path.join(root, 'apps/server/dist/bench/analytics-ingest.mjs');
const { build } = await import('esbuild');
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
const fileDir = tempDataDir('trend-file');
const file = path.join(fileDir, `spotify-${ROWS}.tsv`);
const g0 = Date.now();
const days = writeReport(file);
log(
  `generated ${ROWS} rows (${days} days x ${TRACKS} tracks x ${COUNTRIES.length} countries) in ${((Date.now() - g0) / 1000).toFixed(1)}s: ${mb(fs.statSync(file).size)} MB`,
);
const childArgs = [
  '--child',
  '--file',
  file,
  '--rows',
  String(ROWS),
  '--copy-runs',
  String(COPY_RUNS),
  '--tracks',
  String(TRACKS),
  '--rows-per-group',
  String(ROWS_PER_GROUP),
];
// BENCH_NODE_FLAGS: more flags for the child (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
const extraFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const child = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, ...extraFlags, CHILD_BUNDLE, ...childArgs], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
  maxBuffer: 64 * 1024 * 1024,
});
rmrf(fileDir);
const line = child.stdout.split('\n').find((l) => l.startsWith('RESULT '));
if (!line) throw new Error(`the import failed (exit ${child.status}): ${child.stdout.slice(-2000)}`);
const result = JSON.parse(line.slice(7));
log(
  `postgres ${ROWS} rows: import ${result.seconds}s (${result.rowsPerSecond} rows/s), bare COPY ${result.copySeconds}s ` +
    `(${result.copyRowsPerSecond} rows/s; runs ${result.copyRunsSeconds.join(', ')}), ratio ${result.ratioToCopy} (target >= 0.5); ` +
    `${ROWS_PER_GROUP} rows per day, track and country (${result.factsPerRow} facts per row); ` +
    `peak RSS ${result.peakRssMb} MB (target <= 300); ${result.factsWritten} facts, ${result.dailyRollupRows} daily rollup rows, CPU ${result.nodeCpuSeconds}s (node) + ${result.postgresCpuSeconds}s (PostgreSQL) vs the bare COPY's ${result.copyPostgresCpuSeconds}s (PostgreSQL) = ${result.cpuRatioToCopy}; load ${result.loadAverage}`,
);
writeResult(`analytics-ingest-${ROWS}-${ROWS_PER_GROUP}`, {
  targets: { ratioToCopy: 0.5, peakRssMb: 300 },
  met: { ratio: result.ratioToCopy >= 0.5, rss: result.peakRssMb <= 300 },
  ...result,
});
