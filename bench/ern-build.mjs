// Time to build AND check the ERN 4.3 NewReleaseMessage of a 20-track album (packages/ddex):
// checkReleaseForDelivery + buildNewReleaseMessage, median and p95 of many runs after a warm-up.
// Target: under 100 ms. Writes bench/results/ern-build.json.
// Usage: node --import tsx bench/ern-build.mjs [--runs 500] [--tracks 20]
import { buildNewReleaseMessage, checkReleaseForDelivery, exampleAlbum } from '../packages/ddex/src/ern/index.ts';
import { log, writeResult } from './lib.mjs';

/** @param {string} name @param {number} fallback */
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const RUNS = arg('runs', 500);
const TRACKS = arg('tracks', 20);
const release = exampleAlbum(TRACKS);

function once() {
  const started = process.hrtime.bigint();
  const problems = checkReleaseForDelivery(release);
  if (problems.some((p) => p.severity === 'error')) throw new Error(`fixture has errors: ${JSON.stringify(problems)}`);
  const xml = buildNewReleaseMessage(release);
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, bytes: Buffer.byteLength(xml) };
}

for (let i = 0; i < 50; i += 1) once();
/** @type {number[]} */
const times = [];
let bytes = 0;
for (let i = 0; i < RUNS; i += 1) {
  const run = once();
  times.push(run.ms);
  bytes = run.bytes;
}
times.sort((a, b) => a - b);
const at = (/** @type {number} */ q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
const result = {
  tracks: TRACKS,
  runs: RUNS,
  messageBytes: bytes,
  medianMs: +at(0.5).toFixed(3),
  p95Ms: +at(0.95).toFixed(3),
  maxMs: +Math.max(...times).toFixed(3),
  targetMs: 100,
};
log(
  `ERN build + check, ${TRACKS}-track album (${bytes} bytes): median ${result.medianMs} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms over ${RUNS} runs (target < 100 ms)`,
);
writeResult('ern-build', { ...result, pass: result.medianMs < 100 });
