// JavaScript that /login loads, gzip-compressed (target <= 250 kB).
// Builds apps/web into a temp folder, serves it with a tiny static server (SPA fallback,
// /api answers 401 like a signed-out session), opens /login in Chromium and sums the
// gzip sizes of every JS file the page fetched. Also reports the static view from
// index.html (entry script + modulepreload) for comparison.
// Usage: node bench/bundle.mjs [--no-build DIR]   (measure an existing dist folder)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, log, rmrf, root, round, run, sleep, tempDataDir, writeResult } from './lib.mjs';

const argv = process.argv.slice(2);
const noBuild = argv.indexOf('--no-build');
const BUDGET_KB = 250;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const gzipKb = (/** @type {Buffer | string} */ buf) => zlib.gzipSync(buf).length / 1000;

/** @type {Record<string, string>} */
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** @param {string} dir @param {number} port @returns {Promise<http.Server>} */
function serve(dir, port) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io')) {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end('{"message":"Unauthenticated."}');
    }
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** @param {string} dir */
function staticEntry(dir) {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const refs = new Set();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) refs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) refs.add(m[1]);
  const files = [...refs].map((ref) => {
    const buf = fs.readFileSync(path.join(dir, ref.replace(/^\//, '')));
    return { file: ref, kb: round(buf.length / 1000), gzipKb: round(gzipKb(buf)) };
  });
  return { files, gzipKb: round(files.reduce((a, f) => a + f.gzipKb, 0)) };
}

run(async () => {
  let dist;
  let tmp = null;
  if (noBuild >= 0) dist = path.resolve(argv[noBuild + 1] ?? path.join(root, 'apps/web/dist'));
  else {
    tmp = tempDataDir('bench-bundle');
    dist = path.join(tmp, 'dist');
    log(`bundle: building apps/web into ${dist}`);
    const r = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        dist,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: path.join(root, 'apps/web'), stdio: 'inherit' },
    );
    if (r.status !== 0) throw new Error('vite build of apps/web failed');
  }
  const port = await freePort();
  const server = await serve(dist, port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (
        url.origin === `http://127.0.0.1:${port}` &&
        (response.request().resourceType() === 'script' || url.pathname.endsWith('.js'))
      )
        scripts.set(url.pathname, response.status());
    });
    await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
    await sleep(500);
    const files = [...scripts.keys()].map((p) => {
      const buf = fs.readFileSync(path.join(dist, decodeURIComponent(p).replace(/^\//, '')));
      return { file: p, kb: round(buf.length / 1000), gzipKb: round(gzipKb(buf)) };
    });
    files.sort((a, b) => b.gzipKb - a.gzipKb);
    const total = round(files.reduce((a, f) => a + f.gzipKb, 0));
    const entry = staticEntry(dist);
    const allJs = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    const allGzip = round(allJs.reduce((a, f) => a + gzipKb(fs.readFileSync(path.join(dist, 'assets', f))), 0));

    log('JS loaded by /login (gzip):');
    for (const f of files)
      log(`  ${f.file.padEnd(48)} ${String(f.kb).padStart(8)} kB  gzip ${String(f.gzipKb).padStart(7)} kB`);
    log(
      `total JS loaded by /login: ${total} kB gzip in ${files.length} files  (budget <= ${BUDGET_KB} kB)  ${total <= BUDGET_KB ? 'OK' : 'OVER'}`,
    );
    log(
      `index.html entry + modulepreload only: ${entry.gzipKb} kB gzip; all JS in the build: ${allGzip} kB gzip in ${allJs.length} files`,
    );
    writeResult('bundle', {
      loginJsGzipKb: total,
      budgetKb: BUDGET_KB,
      pass: total <= BUDGET_KB,
      files,
      staticEntry: entry,
      allJsGzipKb: allGzip,
      allJsFiles: allJs.length,
      kb: '1000 bytes',
    });
  } finally {
    await browser.close();
    server.close();
    if (tmp) rmrf(tmp);
  }
});
