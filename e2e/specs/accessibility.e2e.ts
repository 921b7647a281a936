// axe-core on every page of issue 2: no violation of serious or critical impact.
// Guest pages are checked signed out; portal pages with a confirmed account made
// through the API (the journey spec covers the same flow through the UI).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  acceptCookiesIfShown,
  axeViolations,
  e2eEnv,
  formatViolations,
  launchBrowser,
  newPage,
  screenshot,
  screenshotOnFailure,
} from '../support/index.js';
import { confirmedAccountToken, newAccount, setSessionCookie } from '../support/app.js';

const guestPages = ['/', '/login', '/register'];
const portalPages = ['/user-portal', '/user-portal/profile', '/user-portal/notifications'];

let browser: Browser;

async function check(page: Page, path: string, expectPath: (p: string) => boolean): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await acceptCookiesIfShown(page);
  const landed = new URL(page.url()).pathname;
  expect(expectPath(landed), `${path} redirected to ${landed}`).toBe(true);
  // Let lazy chunks and data settle so axe sees the real page, not a spinner.
  await page.waitForTimeout(500);
  const violations = await axeViolations(page);
  if (violations.length) await screenshotOnFailure(page, `axe${path.replace(/\//g, '-')}`);
  expect(violations.length, `serious/critical axe violations on ${path}:\n${formatViolations(violations)}`).toBe(0);
}

describe('accessibility (axe-core, serious and critical)', () => {
  beforeAll(async () => {
    e2eEnv();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close().catch(() => undefined);
  });

  describe('guest pages', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newPage(browser));
    });
    afterAll(async () => {
      await context?.close();
    });
    for (const path of guestPages) {
      test(path, async () => {
        await check(page, path, (p) => p === path);
      });
    }
  });

  describe('portal pages', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newPage(browser));
      const token = await confirmedAccountToken(newAccount('axe'));
      await setSessionCookie(context, token);
    });
    afterAll(async () => {
      await context?.close();
    });
    for (const path of portalPages) {
      test(path, async () => {
        await check(page, path, (p) => p === path);
      });
    }
  });

  // No darkMode cookie: the app follows the system's scheme, and stays readable there.
  describe('portal pages on a dark system scheme', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newPage(browser, { width: 375, height: 812, colorScheme: 'dark' }));
      await setSessionCookie(context, await confirmedAccountToken(newAccount('axedark')));
    });
    afterAll(async () => {
      await context?.close();
    });
    test('/user-portal', async () => {
      await check(page, '/user-portal', (p) => p === '/user-portal');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(18, 16, 24)');
      await screenshot(page, 'system-dark-portal-375');
    });
  });
});
