// The Analytics page's JavaScript beyond the shell's, gzip-compressed (target <= 150 kB).
// Starts the BUILT server (npm run build first) with the demo seed (18 months of analytics),
// opens the signed-in dashboard (/user-portal) in Chromium and records every JS file it fetched
// (the shell), then moves to /user-portal/analytics/spotify inside the app (no reload, as the
// sidebar link does) and sums the gzip sizes of the JS files fetched until the first screen's
// charts have drawn (the target), then scrolls to the bottom so every panel's chart and the world
// map load (panels below the fold wait until they come near) and reports that sum too. The
// world's outlines are a JSON file, reported apart from the JavaScript.
// Usage: node bench/analytics-bundle.mjs
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureBuilt, log, rmrf, round, run, sessionToken, startServer, tempDataDir, writeResult } from './lib.mjs';

const BUDGET_KB = 150;
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
  const dataDir = tempDataDir('analytics-bundle');
  const server = await startServer({ dataDir, timeoutMs: 600_000 });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const { token } = await sessionToken(server.baseUrl, dataDir);
    const context = await browser.newContext({ baseURL: server.baseUrl });
    await context.addCookies([
      { name: 'token', value: token, url: server.baseUrl, sameSite: 'Lax', httpOnly: true },
      { name: 'signed_in', value: '1', url: server.baseUrl, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    /** @type {Map<string, { phase: string, body: Buffer | null }>} */
    const seen = new Map();
    let phase = 'shell';
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!/\.(js|json)$/.test(url.pathname) || seen.has(url.pathname)) return;
      const entry = { phase, body: /** @type {Buffer | null} */ (null) };
      seen.set(url.pathname, entry);
      try {
        entry.body = await response.body();
      } catch {
        // redirected or aborted
      }
    });
    await page.goto('/user-portal');
    await page.waitForLoadState('networkidle');
    phase = 'analytics';
    await page.evaluate(() => {
      window.history.pushState({}, '', '/user-portal/analytics/spotify');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Spotify analytics' }).waitFor({ timeout: 30_000 });
    // Every chart has drawn its SVG, and the map its countries.
    await page.locator('[role="figure"] svg').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    phase = 'scrolled';
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
    }
    await page.getByRole('img', { name: /per country on a world map/ }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const files = [...seen.entries()]
      .filter(([, v]) => v.body)
      .map(([file, v]) => ({
        file,
        phase: v.phase,
        kb: round((v.body?.length ?? 0) / 1000),
        gzipKb: round(gzipKb(v.body ?? '')),
      }));
    const isJs = (/** @type {{ file: string }} */ f) => f.file.endsWith('.js');
    const sum = (/** @type {string} */ which) =>
      round(files.filter((f) => f.phase === which && isJs(f)).reduce((total, f) => total + f.gzipKb, 0));
    const mapDataKb = round(files.filter((f) => !isJs(f)).reduce((total, f) => total + f.gzipKb, 0));
    const shellKb = sum('shell');
    const analyticsKb = sum('analytics');
    const wholePageKb = round(analyticsKb + sum('scrolled'));
    for (const f of files.filter((file) => file.phase !== 'shell').sort((a, b) => b.gzipKb - a.gzipKb))
      log(`  ${f.file.padEnd(56)} ${f.phase.padEnd(9)} gzip ${String(f.gzipKb).padStart(7)} kB`);
    log(`shell (/user-portal): ${shellKb} kB gzip in ${files.filter((f) => f.phase === 'shell').length} files`);
    log(`world outlines (JSON, fetched when the map comes into view): ${mapDataKb} kB gzip`);
    log(`every panel drawn (scrolled to the bottom): ${wholePageKb} kB gzip of JavaScript beyond the shell`);
    log(
      `analytics beyond the shell (/user-portal/analytics/spotify): ${analyticsKb} kB gzip in ${files.filter((f) => f.phase === 'analytics' && isJs(f)).length} files (target <= ${BUDGET_KB} kB) ${analyticsKb <= BUDGET_KB ? 'OK' : 'OVER'}`,
    );
    writeResult('analytics-bundle', {
      shellJsGzipKb: shellKb,
      analyticsJsGzipKb: analyticsKb,
      mapDataGzipKb: mapDataKb,
      wholePageJsGzipKb: wholePageKb,
      budgetKb: BUDGET_KB,
      pass: analyticsKb <= BUDGET_KB,
      files,
    });
  } finally {
    await browser.close();
    await server.stop();
    rmrf(dataDir);
  }
});
