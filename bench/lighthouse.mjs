// Lighthouse (desktop preset) performance and accessibility on /, /login and /user-portal
// (target >= 95 each), and on the Spotify analytics page with the demo's data (performance >= 90),
// against the built server, in Debian's Chromium, offline.
// /user-portal is measured signed in (token cookie of the demo or a new account).
// Usage: node bench/lighthouse.mjs [--runs 1] [--only /user-portal/analytics/spotify]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ensureBuilt, log, median, rmrf, run, sessionToken, startServer, tempDataDir, writeResult } from './lib.mjs';

const argv = process.argv.slice(2);
const i = argv.indexOf('--runs');
const RUNS = i >= 0 ? Number(argv[i + 1]) : 1;
const onlyAt = argv.indexOf('--only');
const TARGET = 95;
/** The analytics page draws a dozen charts from the demo's 18 months of data: its own target. */
const ANALYTICS_PAGE = '/user-portal/analytics/spotify';
const ANALYTICS_PERFORMANCE_TARGET = 90;
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

run(async () => {
  ensureBuilt();
  const dataDir = tempDataDir('bench-lighthouse');
  // The first start seeds the demo, 18 months of analytics included: minutes on a busy machine.
  const server = await startServer({ dataDir, timeoutMs: 600_000 });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: FLAGS,
    logLevel: 'error',
  });
  const pages = [];
  try {
    let token = null;
    try {
      token = (await sessionToken(server.baseUrl, dataDir)).token;
    } catch (error) {
      log(
        `  no session for /user-portal (${error instanceof Error ? error.message.split('\n')[0] : error}): it is measured as a guest`,
      );
    }
    const paths = onlyAt >= 0 ? [argv[onlyAt + 1] ?? '/'] : ['/', '/login', '/user-portal', ANALYTICS_PAGE];
    for (const path of paths) {
      /** @type {{ performance: number[], accessibility: number[] }} */
      const scores = { performance: [], accessibility: [] };
      let finalPath = path;
      /** @type {{ id: string, score: number | null, value: string | null }[]} */
      let failedAudits = [];
      if (path.startsWith('/user-portal') && token) {
        // The session is the httpOnly cookie plus the readable signed-in marker, as a sign-in sets
        // them, so both must live in the browser. Lighthouse's storage reset keeps cookies.
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        await cdp.contexts()[0].addCookies([
          { name: 'token', value: token, url: server.baseUrl, sameSite: 'Lax', httpOnly: true },
          { name: 'signed_in', value: '1', url: server.baseUrl, sameSite: 'Lax' },
        ]);
        await cdp.close();
      }
      for (let r = 0; r < RUNS; r += 1) {
        const result = await lighthouse(
          `${server.baseUrl}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
          desktopConfig,
        );
        if (!result) throw new Error(`${path}: Lighthouse answered no result`);
        const lhr = result.lhr;
        if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        scores.performance.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
        scores.accessibility.push(Math.round((lhr.categories.accessibility.score ?? 0) * 100));
        finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        failedAudits = Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'notApplicable' &&
              a.scoreDisplayMode !== 'manual',
          )
          .map((a) => ({ id: a.id, score: a.score, value: a.displayValue ?? null }))
          .slice(0, 12);
      }
      const perf = median(scores.performance);
      const a11y = median(scores.accessibility);
      const performanceTarget = path === ANALYTICS_PAGE ? ANALYTICS_PERFORMANCE_TARGET : TARGET;
      const ok = perf >= performanceTarget && a11y >= TARGET;
      log(
        `  ${path.padEnd(14)} performance ${perf}  accessibility ${a11y}  ${ok ? 'OK' : `UNDER ${performanceTarget}/${TARGET}`}${finalPath !== path ? `  (landed on ${finalPath})` : ''}`,
      );
      if (!ok) for (const a of failedAudits) log(`      ${a.id}: ${a.score}${a.value ? ` (${a.value})` : ''}`);
      pages.push({
        path,
        finalPath,
        performance: perf,
        accessibility: a11y,
        runs: scores,
        pass: ok,
        lowAudits: failedAudits,
      });
    }
  } finally {
    await chrome.kill();
    await server.stop();
    rmrf(dataDir);
  }
  writeResult('lighthouse', { preset: 'desktop', target: TARGET, pages, pass: pages.every((p) => p.pass) });
});
