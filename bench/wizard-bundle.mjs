// The release wizard's JavaScript beyond the shell's, gzip-compressed (target <= 350 kB).
// Starts the BUILT server (npm run build first) with the demo seed, opens the signed-in
// dashboard (/user-portal) in Chromium and records every JS file it fetched (the shell), then
// moves to /uploader inside the app (no reload, as a click would) and sums the gzip sizes of
// the JS files fetched from then until the wizard has rendered.
// Usage: node bench/wizard-bundle.mjs
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureBuilt, log, rmrf, round, run, sessionToken, startServer, tempDataDir, writeResult } from './lib.mjs';

const BUDGET_KB = 350;
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

run(async () => {
  ensureBuilt();
  const dataDir = tempDataDir('wizard-bundle');
  const server = await startServer({ dataDir });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const { token } = await sessionToken(server.baseUrl, dataDir);
    const context = await browser.newContext({ baseURL: server.baseUrl });
    // The session cookie (httpOnly) and the signed-in marker, as a sign-in sets them.
    await context.addCookies([
      { name: 'token', value: token, url: server.baseUrl, sameSite: 'Lax', httpOnly: true },
      { name: 'signed_in', value: '1', url: server.baseUrl, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    const seen = new Map();
    let phase = 'shell';
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js') || seen.has(url.pathname)) return;
      seen.set(url.pathname, { phase, body: null });
      try {
        seen.get(url.pathname).body = await response.body();
      } catch {
        // redirected or aborted
      }
    });
    await page.goto('/user-portal');
    await page.waitForLoadState('networkidle');
    phase = 'wizard';
    // In-app navigation, as the "Create release" link does: only the wizard's chunks load.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/uploader');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((url) => /^\/uploader\/edit\/\d+$/.test(url.pathname), { timeout: 30_000 });
    await page.locator('#wizard-page-title').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    const files = [...seen.entries()]
      .filter(([, v]) => v.body)
      .map(([file, v]) => ({ file, phase: v.phase, kb: round(v.body.length / 1000), gzipKb: round(gzipKb(v.body)) }));
    const sum = (/** @type {string} */ which) =>
      round(files.filter((f) => f.phase === which).reduce((total, f) => total + f.gzipKb, 0));
    const shellKb = sum('shell');
    const wizardKb = sum('wizard');
    log(`shell (/user-portal): ${shellKb} kB gzip in ${files.filter((f) => f.phase === 'shell').length} files`);
    log(
      `wizard beyond the shell (/uploader): ${wizardKb} kB gzip in ${files.filter((f) => f.phase === 'wizard').length} files (target <= ${BUDGET_KB} kB)`,
    );
    writeResult('wizard-bundle', {
      shellJsGzipKb: shellKb,
      wizardJsGzipKb: wizardKb,
      budgetKb: BUDGET_KB,
      pass: wizardKb <= BUDGET_KB,
      files,
    });
  } finally {
    await browser.close();
    await server.stop();
    rmrf(dataDir);
  }
});
