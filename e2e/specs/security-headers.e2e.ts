// The Content-Security-Policy in a real browser: every main page of the built app, and the API
// reference, loads in Chromium without a single CSP violation (an inline script or style the
// policy forgot would show up here first), and the page's scripts cannot read the session token.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { acceptCookiesIfShown, e2eEnv, launchBrowser, newPage } from '../support/index.js';
import { confirmedAccountToken, newAccount, setSessionCookie, TOKEN_COOKIE } from '../support/app.js';

const guestPages = ['/', '/login', '/register', '/recover'];
const portalPages = [
  '/user-portal',
  '/user-portal/profile',
  '/user-portal/notifications',
  '/user-portal/wallet',
  '/user-portal/releases/manage/1',
  '/user-portal/sales',
  '/user-portal/preferences',
  '/uploader',
];

let browser: Browser;

/** Console messages of CSP refusals ("Refused to ... because it violates the following Content Security Policy"). */
function watchCspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

async function visit(page: Page, path: string): Promise<void> {
  const answer = await page.goto(path);
  expect(answer?.headers()['content-security-policy'], `${path} has no CSP`).toContain("frame-ancestors 'none'");
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await acceptCookiesIfShown(page);
}

describe('content security policy in Chromium', () => {
  beforeAll(async () => {
    e2eEnv();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('guest pages and the API reference load without a CSP violation', async () => {
    const { context, page } = await newPage(browser);
    const violations = watchCspViolations(page);
    try {
      for (const path of guestPages) await visit(page, path);
      await page.goto('/api/docs');
      await page.getByText('Liner API').first().waitFor({ state: 'visible', timeout: 20_000 });
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  describe('signed in', () => {
    let context: BrowserContext;
    let page: Page;
    let violations: string[];
    beforeAll(async () => {
      ({ context, page } = await newPage(browser));
      violations = watchCspViolations(page);
      await setSessionCookie(context, await confirmedAccountToken(newAccount('csp'), { completeSetup: true }));
    });
    afterAll(async () => {
      await context?.close();
    });

    test('portal pages load without a CSP violation', async () => {
      for (const path of portalPages) await visit(page, path);
      expect(violations).toEqual([]);
      // The styling engine did write its <style> elements, each stamped with the page's nonce.
      const styleNonces = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map((style) => style.nonce),
      );
      expect(styleNonces.length).toBeGreaterThan(0);
      expect(styleNonces.filter((nonce) => !nonce)).toEqual([]);
    });

    test("the page's scripts see no session token, and the realtime socket signs in with the cookie", async () => {
      // socket.io answers a handshake it accepts with a CONNECT packet ("40…"), a refused one with "44…".
      const socketFrames: string[] = [];
      const accepted = new Promise<void>((resolve) => {
        page.on('websocket', (socket) => {
          socket.on('framereceived', ({ payload }) => {
            socketFrames.push(String(payload));
            if (String(payload).startsWith('40')) resolve();
          });
        });
      });
      await page.goto('/user-portal/profile');
      await visit(page, '/user-portal');
      expect(await page.evaluate(() => document.cookie)).not.toContain(`${TOKEN_COOKIE}=`);
      await Promise.race([
        accepted,
        page.waitForTimeout(15_000).then(() => {
          throw new Error(`the realtime socket was not accepted; frames: ${socketFrames.join(' | ')}`);
        }),
      ]);
    });
  });
});
