// Uploads stream to storage: a 500 MB WAV sent through the resumable protocol
// (POST /api/distribution/uploads, then PUT chunks) must grow the server's RSS by less than 50 MB.
// Starts the built server (apps/server/dist/main.js) on a temp DATA_DIR and a free port in
// 8400-8499, signs in as the demo account, and samples /proc/<pid>/status VmRSS throughout.
// Usage: node bench/upload-memory.mjs [--mb 500] [--no-build]
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  api,
  log,
  rmrf,
  root,
  round,
  rssMb,
  run,
  serverEntry,
  sessionToken,
  sleep,
  startServer,
  tempDataDir,
  writeResult,
} from './lib.mjs';

const argv = process.argv.slice(2);
const mbIndex = argv.indexOf('--mb');
const TOTAL_MB = mbIndex >= 0 ? Number(argv[mbIndex + 1]) : 500;
const TARGET_MB = 50;

/** @param {number} port @returns {Promise<boolean>} */
function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePortInRange(min = 8400, max = 8499) {
  const span = max - min + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i += 1) {
    const port = min + ((start + i) % span);
    if (await portFree(port)) return port;
  }
  throw new Error(`no free port in ${min}-${max}`);
}

/** 44-byte RIFF header of 16-bit 44.1 kHz stereo PCM. @param {number} dataBytes */
function wavHeader(dataBytes) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(44_100, 24);
  header.writeUInt32LE(44_100 * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** One second of a 441 Hz sine (a whole number of periods, so seconds join without a click). */
function sineSecond() {
  const frames = 44_100;
  const pcm = Buffer.alloc(frames * 4);
  for (let i = 0; i < frames; i += 1) {
    const v = Math.round(Math.sin((2 * Math.PI * 441 * i) / 44_100) * 16_000);
    pcm.writeInt16LE(v, i * 4);
    pcm.writeInt16LE(v, i * 4 + 2);
  }
  return pcm;
}

/**
 * Bytes [start, end) of the generated WAV, built on the fly (the bench never holds the file).
 * @param {number} totalBytes @param {number} start @param {number} end @param {Buffer} second one second of samples
 */
function wavSlice(totalBytes, start, end, second) {
  const header = wavHeader(totalBytes - 44);
  const out = Buffer.alloc(end - start);
  for (let at = start; at < end; ) {
    if (at < 44) {
      const n = Math.min(44, end) - at;
      header.copy(out, at - start, at, at + n);
      at += n;
      continue;
    }
    const inSecond = (at - 44) % second.length;
    const n = Math.min(second.length - inSecond, end - at);
    second.copy(out, at - start, inSecond, inSecond + n);
    at += n;
  }
  return out;
}

/** @param {boolean} skipBuild */
function ensureServerBuilt(skipBuild) {
  if (skipBuild && fs.existsSync(serverEntry)) return;
  log('building the server: npm run build -w @liner/server');
  const r = spawnSync('npm', ['run', 'build', '-w', '@liner/server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('server build failed');
}

/**
 * The built web app when there is one, else an empty stand-in so the server starts as in production.
 * @param {string} dataDir @returns {Record<string, string>}
 */
function webDistEnv(dataDir) {
  if (fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) return {};
  const dir = path.join(dataDir, 'web-stand-in');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Liner</title>');
  return { WEB_DIST_DIR: dir };
}

/**
 * Sends a generated WAV of `totalBytes` through the resumable protocol; answers the last chunk's body.
 * @param {string} baseUrl @param {string} token @param {number} totalBytes @param {Buffer} second
 */
async function uploadWav(baseUrl, token, totalBytes, second) {
  const created = await api(
    baseUrl,
    'POST',
    '/api/distribution/uploads',
    { kind: 'audio', fileName: 'bench.wav', size: totalBytes },
    token,
  );
  if (created.status !== 200)
    throw new Error(`create upload answered ${created.status}: ${JSON.stringify(created.body)}`);
  const { uploadId, chunkSize } = created.body;
  let last;
  for (let offset = 0; offset < totalBytes; offset += chunkSize) {
    const chunk = wavSlice(totalBytes, offset, Math.min(totalBytes, offset + chunkSize), second);
    const res = await fetch(`${baseUrl}/api/distribution/uploads/${uploadId}?offset=${offset}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: chunk,
    });
    last = await res.json();
    if (res.status !== 200) throw new Error(`chunk at ${offset} answered ${res.status}: ${JSON.stringify(last)}`);
  }
  if (last?.status !== 'complete') throw new Error(`upload did not complete: ${JSON.stringify(last)}`);
  return { ...last, uploadId, chunkSize };
}

run(async () => {
  ensureServerBuilt(argv.includes('--no-build'));
  const dataDir = tempDataDir('bench-upload');
  const port = await freePortInRange();
  const server = await startServer({ dataDir, port, env: webDistEnv(dataDir) });
  const pid = /** @type {number} */ (server.child.pid);
  let sampler;
  try {
    const { token, account } = await sessionToken(server.baseUrl, dataDir);
    const second = sineSecond();
    const idle = rssMb(pid);
    // A first, small upload loads the upload code paths and lets the collector drop start-up
    // garbage (the first start on PGlite idles high); the baseline is taken after it.
    await uploadWav(server.baseUrl, token, 64 * 1024 * 1024, second);
    await sleep(2000);
    const before = rssMb(pid);
    let peak = before;
    sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 25);

    const totalBytes = TOTAL_MB * 1024 * 1024;
    log(`upload-memory: ${TOTAL_MB} MB WAV through the resumable protocol as ${account}, server pid ${pid}`);
    const started = performance.now();
    const last = await uploadWav(server.baseUrl, token, totalBytes, second);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    sampler = null;
    await sleep(2000);
    const after = rssMb(pid);
    const growth = peak - before;
    log(
      `  ${Math.ceil(totalBytes / last.chunkSize)} chunks of ${last.chunkSize / 1048576} MB; accepted: ${last.file.format} ${last.file.bitDepth}-bit ${last.file.sampleRate} Hz, ${round(last.file.durationSeconds, 1)} s, sha256 ${last.file.sha256.slice(0, 12)}...`,
    );
    log(`  ${TOTAL_MB} MB in ${round(seconds)} s (${round(TOTAL_MB / seconds)} MB/s, chunks + check + store)`);
    log(
      `  server RSS: idle after sign-in ${round(idle)} MB; after a 64 MB warm-up upload ${round(before)} MB; peak during the ${TOTAL_MB} MB upload ${round(peak)} MB; 2 s after ${round(after)} MB`,
    );
    log(`RSS growth at peak: ${round(growth)} MB  (target < ${TARGET_MB} MB)  ${growth < TARGET_MB ? 'OK' : 'OVER'}`);
    writeResult('upload-memory', {
      uploadMb: TOTAL_MB,
      chunkBytes: last.chunkSize,
      seconds: round(seconds),
      rssIdleMb: round(idle),
      rssBeforeMb: round(before),
      rssPeakMb: round(peak),
      rssAfterMb: round(after),
      rssGrowthMb: round(growth),
      targetMb: TARGET_MB,
    });
  } finally {
    if (sampler) clearInterval(sampler);
    await server.stop();
    rmrf(dataDir);
  }
});
