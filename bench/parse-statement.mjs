// Memory sanity of the statement parser (packages/ddex/src/dsr): generates a generic CSV statement
// of N lines as a stream (never whole in memory), parses it through a saved column mapping, totals
// it, and prints lines/s and peak RSS. Writes bench/results/parse-statement.json.
// With --format dsr it does the same with a generated DSR Basic Audio file (read twice: scan, then
// lines with the pro-rata shares) and checks the totals reconcile with its summary records.
// Usage: node --import tsx bench/parse-statement.mjs [--lines 1000000] [--format csv|dsr]
import { openStatement, reconcile, TotalsAccumulator } from '../packages/ddex/src/dsr/index.ts';
import { log, writeResult } from './lib.mjs';

/** @param {string} name @param {number} fallback */
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const LINES = arg('lines', 1_000_000);
const FORMAT = process.argv.includes('--format') ? process.argv[process.argv.indexOf('--format') + 1] : 'csv';
const STORES = ['Spotify Streaming', 'Apple Music', 'Deezer', 'IG_UGC', 'Merlin', '', 'TIDAL', 'YouTube Music'];
const TERRITORIES = ['US', 'GB', 'DE', 'FR', 'SE', 'BR', 'JP', 'IS', 'NG', 'MX'];
const HEADER = 'Period,Store,Country,ISRC,UPC,Track,Artist,Units,Net Amount,Currency\n';

/**
 * The same file each time it is opened: ~64 KB chunks, generated as they are read.
 * @param {{ total: bigint }} [expected] summed while generating, the first time
 */
async function* generate(expected) {
  let seed = 12345;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
  let chunk = HEADER;
  for (let i = 1; i <= LINES; i += 1) {
    const r = next();
    const micros = BigInt(r % 5_000_000);
    if (expected) expected.total += micros;
    const amount = `${micros / 1_000_000n}.${String(micros % 1_000_000n).padStart(6, '0')}`;
    const title = i % 97 === 0 ? `"Song, ""Live"" Nº${i % 1000}"` : `Track ${i % 5000}`;
    chunk +=
      `2024-${String((r % 12) + 1).padStart(2, '0')},${STORES[r % STORES.length]},${TERRITORIES[(r >>> 8) % TERRITORIES.length]},` +
      `QZDA4${String(24 + (i % 2)).padStart(2, '0')}${String(i % 100000).padStart(5, '0')},0123456789012,${title},Artist ${r % 300},` +
      `${r % 900},${amount},USD\n`;
    if (chunk.length >= 65536) {
      yield Buffer.from(chunk);
      chunk = '';
    }
  }
  if (chunk.length > 0) yield Buffer.from(chunk);
}

/** A DSR Basic Audio file: 40 summary records, then blocks of RE01 + AS02 + two SU02 lines. */
async function* generateDsr() {
  let seed = 777;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
  const summaries = 40;
  const blocks = Math.ceil(LINES / 2);
  const total = 1 + 1 + summaries + blocks * 4 + 1;
  let chunk =
    'HEAD\tdsrf/1.1/1.4.1/1.3\tBasicAudioProfile\t1.2\tBENCH\t2024-02-01T00:00:00Z\t1\t1\t2024-01-01\t2024-01-31\tPADPIDA2011072101T\tSpotify\n' +
    '#SY01.01\tSummaryRecordId\tDistributionChannel\tDistributionChannelDPID\tCommercialModel\tUseType\tTerritory\tServiceDescription\tUsages\tSubscribers\tCurrencyOfReporting\tNetRevenue\n';
  for (let s = 1; s <= summaries; s += 1) {
    chunk += `SY01.01\tS${s}\t${STORES[s % STORES.length]}\t\tSubscriptionModel\tOnDemandStream\t${TERRITORIES[s % TERRITORIES.length]}\t\t0\t\tEUR\t${1000 + s}.123457\n`;
  }
  for (let b = 1; b <= blocks; b += 1) {
    chunk +=
      `RE01\t${b}\tR1\tdsp-r${b}\t\t\t0123456789012\tArtist ${b % 300}\t\tRelease ${b}\n` +
      `AS02.02\t${b}\tA1\tdsp-a${b}\tQZDA42${String(b % 1000000).padStart(6, '0')}\tTrack ${b}\t\tArtist ${b % 300}\n` +
      `SU02\t${b}\tS${((next() >>> 16) % summaries) + 1}\tT${b}a\tR1\tA1\tTRUE\t${(next() >>> 16) % 5000}\n` +
      `SU02\t${b}\tS${((next() >>> 16) % summaries) + 1}\tT${b}b\tR1\tA1\tTRUE\t${(next() >>> 16) % 5000}\n`;
    if (chunk.length >= 65536) {
      yield Buffer.from(chunk);
      chunk = '';
    }
  }
  yield Buffer.from(`${chunk}FOOT\t${total}\t${total}\t${summaries}\t${blocks}\t${blocks}\n`);
}

const layout = {
  name: 'bench generic',
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
};

let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 25);
const startRss = process.memoryUsage.rss();
const expected = { total: 0n };
let opens = 0;
const started = process.hrtime.bigint();
const cpuStart = process.cpuUsage();
const statement =
  FORMAT === 'dsr'
    ? await openStatement(() => generateDsr())
    : await openStatement(() => generate(opens++ === 1 ? expected : undefined), { layout });
const totals = new TotalsAccumulator();
let count = 0;
for await (const line of statement.lines()) {
  totals.add(line);
  count += 1;
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6; // the machine may be shared: CPU time is the steadier figure
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage.rss(), process.resourceUsage().maxRSS * 1024);
const result = totals.totals();
const parsedTotal = result.byCurrency.reduce((sum, row) => sum + row.amountMicros, 0n);
if (FORMAT === 'dsr') {
  const check = reconcile(statement.expectedTotals ?? [], result);
  if (!check.ok)
    throw new Error(
      `DSR totals do not reconcile: ${JSON.stringify(
        check.rows.filter((r) => r.differenceMicros !== 0n),
        (_key, v) => (typeof v === 'bigint' ? String(v) : v),
      )}`,
    );
  expected.total = check.rows.reduce((sum, row) => sum + row.expectedMicros, 0n);
}
if (count < LINES || count > LINES + 1 || parsedTotal !== expected.total) {
  throw new Error(`mismatch: ${count} lines (expected ${LINES}), total ${parsedTotal} (expected ${expected.total})`);
}
const mb = (/** @type {number} */ bytes) => Math.round(bytes / 1024 / 1024);
const figures = {
  format: FORMAT,
  lines: count,
  seconds: Math.round(seconds * 100) / 100,
  linesPerSecond: Math.round(count / seconds),
  cpuSeconds: Math.round(cpuSeconds * 100) / 100,
  linesPerCpuSecond: Math.round(count / cpuSeconds),
  startRssMb: mb(startRss),
  peakRssMb: mb(peakRss),
  totalMicros: parsedTotal.toString(),
  stores: result.byStore.length,
  territories: result.byTerritory.length,
};
log(
  `parsed ${count} generated ${FORMAT.toUpperCase()} lines in ${figures.seconds} s: ${figures.linesPerSecond} lines/s ` +
    `(${figures.linesPerCpuSecond} lines per CPU second); ` +
    `peak RSS ${figures.peakRssMb} MB (at start ${figures.startRssMb} MB); totals reconcile to the generated ${parsedTotal} micro-units`,
);
writeResult(FORMAT === 'dsr' ? 'parse-statement-dsr' : 'parse-statement', figures);
