// The catalog matcher's speed (apps/server/src/modules/audio-matching): N catalog tracks of
// 3 minutes (synthesised pieces, fingerprinted once by fpcalc and cached in the temp folder),
// then a 25 s clip holding 10 s of one of them under other audio, matched against all N: the
// index build, one match, and an unrelated clip (which must find nothing), as median times.
// Usage: node --import tsx bench/audio-matching.mjs [--tracks 200] [--rounds 20]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fingerprintAudio } from '../apps/server/src/modules/uploads/fingerprint-audio.ts';
import { buildFingerprintIndex, toItems } from '../apps/server/src/modules/audio-matching/fingerprint-index.ts';
import { matchFingerprint } from '../apps/server/src/modules/audio-matching/match-fingerprint.ts';
import {
  assembleClip,
  synthesizePiece,
} from '../apps/server/src/modules/audio-matching/synthetic-audio-test-support.ts';
import { createLogger } from '../apps/server/src/platform/logger.ts';
import { log, median, round, run, writeResult } from './lib.mjs';

/** @param {string} name @param {number} fallback */
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const TRACKS = arg('tracks', 200);
const ROUNDS = arg('rounds', 20);
const TRACK_SECONDS = 180;
const cacheDir = path.join(os.tmpdir(), 'liner-bench-audio-matching');
const logger = createLogger('silent');

/** @param {string} file */
async function fingerprintOf(file) {
  const print = await fingerprintAudio(file, logger, { maxSeconds: null });
  if (!print) throw new Error(`fpcalc gave nothing for ${file}`);
  return print;
}

/** The catalog's fingerprints, made once per seed and kept in the temp folder. @param {number} seed */
async function catalogTrack(seed) {
  const cached = path.join(cacheDir, `track-${seed}-${TRACK_SECONDS}.json`);
  if (fs.existsSync(cached)) return JSON.parse(fs.readFileSync(cached, 'utf8'));
  const wav = path.join(cacheDir, `track-${seed}.wav`);
  await synthesizePiece(wav, { seed, seconds: TRACK_SECONDS });
  const print = await fingerprintOf(wav);
  fs.rmSync(wav);
  fs.writeFileSync(cached, JSON.stringify(print));
  return print;
}

/** @param {() => unknown} work */
function timeMs(work) {
  const started = performance.now();
  const result = work();
  return { ms: performance.now() - started, result };
}

run(async () => {
  fs.mkdirSync(cacheDir, { recursive: true });
  const started = performance.now();
  const prints = [];
  for (let seed = 1; seed <= TRACKS; seed += 2) {
    const pair = await Promise.all([seed, seed + 1].filter((s) => s <= TRACKS).map(catalogTrack));
    prints.push(...pair);
  }
  log(
    `catalog: ${TRACKS} tracks of ${TRACK_SECONDS} s fingerprinted or read from cache in ${round((performance.now() - started) / 1000)} s`,
  );
  const catalog = prints.map((print, index) => ({
    trackId: index + 1,
    items: toItems(print.items),
    itemSeconds: print.itemSeconds,
    durationSeconds: print.durationSeconds,
  }));

  const target = Math.ceil(TRACKS / 2);
  const around = path.join(cacheDir, 'around.wav');
  const underneath = path.join(cacheDir, 'underneath.wav');
  const original = path.join(cacheDir, 'original.wav');
  await Promise.all([
    synthesizePiece(around, { seed: 10_001, seconds: 30 }),
    synthesizePiece(underneath, { seed: 10_002, seconds: 30 }),
    synthesizePiece(original, { seed: target, seconds: TRACK_SECONDS }),
  ]);
  const clipFile = path.join(cacheDir, 'clip.wav');
  await assembleClip(
    clipFile,
    [
      { path: around, fromSeconds: 0, seconds: 8 },
      { path: original, fromSeconds: 95, seconds: 10 },
      { path: around, fromSeconds: 15, seconds: 7 },
    ],
    { underneath: { path: underneath, volume: 0.2 } },
  );
  const toClip = (/** @type {{ items: number[], itemSeconds: number, durationSeconds: number }} */ print) => ({
    items: toItems(print.items),
    itemSeconds: print.itemSeconds,
    durationSeconds: print.durationSeconds,
  });
  const clip = toClip(await fingerprintOf(clipFile));
  const unrelated = toClip(await fingerprintOf(underneath));

  const buildTimes = [];
  const matchTimes = [];
  const unrelatedTimes = [];
  let index = buildFingerprintIndex(catalog);
  /** @type {ReturnType<typeof matchFingerprint>} */
  let found = [];
  /** @type {ReturnType<typeof matchFingerprint>} */
  let falsePositives = [];
  for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex += 1) {
    const build = timeMs(() => buildFingerprintIndex(catalog));
    buildTimes.push(build.ms);
    index = /** @type {ReturnType<typeof buildFingerprintIndex>} */ (build.result);
    const match = timeMs(() => matchFingerprint(index, clip));
    matchTimes.push(match.ms);
    found = /** @type {ReturnType<typeof matchFingerprint>} */ (match.result);
    const other = timeMs(() => matchFingerprint(index, unrelated));
    unrelatedTimes.push(other.ms);
    falsePositives = /** @type {ReturnType<typeof matchFingerprint>} */ (other.result);
  }
  const items = catalog.reduce((sum, entry) => sum + entry.items.length, 0);
  const segment = found[0]?.segments[0];
  const figures = {
    tracks: TRACKS,
    trackSeconds: TRACK_SECONDS,
    catalogItems: items,
    distinctItems: index.occurrences.size,
    clipSeconds: clip.durationSeconds,
    indexBuildMs: round(median(buildTimes), 2),
    matchMs: round(median(matchTimes), 2),
    unrelatedMatchMs: round(median(unrelatedTimes), 2),
    found: found.map((match) => match.trackId),
    expectedTrack: target,
    segment,
    falsePositives: falsePositives.length,
    heapMb: round(process.memoryUsage().heapUsed / 1024 / 1024),
  };
  log(
    `index of ${items} items (${figures.distinctItems} distinct): built in ${figures.indexBuildMs} ms (median of ${ROUNDS})`,
  );
  log(
    `25 s clip with 10 s of track ${target}: matched in ${figures.matchMs} ms -> tracks ${figures.found.join(', ') || 'none'}`,
  );
  if (segment)
    log(
      `  segment: original ${segment.originalStartSeconds}-${segment.originalEndSeconds} s (95-105), copy ${segment.copyStartSeconds}-${segment.copyEndSeconds} s (8-18)`,
    );
  log(`unrelated 30 s clip: ${figures.unrelatedMatchMs} ms, ${figures.falsePositives} match(es)`);
  writeResult('audio-matching', figures);
  if (figures.found[0] !== target || figures.falsePositives > 0)
    throw new Error('the matcher missed or matched wrongly');
});
