import { expect, test, type TestContext } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { acceptCookiesIfShown, launchBrowser, newPage, pageErrors, screenshot, screenshotOnFailure } from './index.js';
import { setSessionCookie, waitForPath } from './app.js';

/**
 * Steps of one journey share a browser page and build on each other: once a step breaks, the
 * later ones are skipped with its name (the run still fails on the broken one), and the broken
 * step leaves a screenshot, the page's errors and its URL in the failure message.
 */
export function createJourney(currentPage: () => Page | undefined) {
  let broken: string | null = null;
  return function step(name: string, body: () => Promise<void>, timeout?: number): void {
    test(
      name,
      async (ctx: TestContext) => {
        if (broken) ctx.skip(`skipped: step "${broken}" failed`);
        try {
          await body();
        } catch (error) {
          broken = name;
          const page = currentPage();
          if (page) {
            await screenshotOnFailure(page, name);
            const errors = pageErrors(page);
            if (errors.length && error instanceof Error) error.message += `\n  page errors: ${errors.join(' | ')}`;
            if (error instanceof Error) error.message += `\n  at ${page.url()}`;
          }
          throw error;
        }
      },
      timeout,
    );
  };
}

/**
 * A full-page screenshot from the top: taken while scrolled, the fixed app bar and side
 * navigation would be painted in the middle of the long image.
 */
export async function screenshotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(150);
  await screenshot(page, name, true);
}

/** One person's browser context and page, signed in with an API session. */
export interface Session {
  context: BrowserContext;
  page: Page;
}

/**
 * A journey in which several people (operator, artist, payee...) stay signed in side by side,
 * each in a browser context of their own. The page last opened is the one a failed step
 * screenshots; screenshots are named `<prefix>-<name>.png`.
 */
export function createSessionJourney(screenshotPrefix: string) {
  let browser: Browser | undefined;
  let current: Page | undefined;
  const sessions: Session[] = [];

  return {
    step: createJourney(() => current),

    async launch(): Promise<void> {
      browser = await launchBrowser();
    },

    /** A new desktop-sized browser context holding the session of `token`. */
    async signedIn(token: string): Promise<Session> {
      if (!browser) throw new Error('launch() the journey before signing in');
      const session = await newPage(browser, { width: 1440, height: 900 });
      await setSessionCookie(session.context, token);
      sessions.push(session);
      return session;
    },

    /** Opens a portal page in a session and waits for its requests to settle. */
    async open(session: Session, url: string): Promise<Page> {
      current = session.page;
      await session.page.goto(url);
      await waitForPath(session.page, url.split(/[?#]/)[0]!);
      await session.page.waitForLoadState('networkidle').catch(() => undefined);
      await acceptCookiesIfShown(session.page);
      return session.page;
    },

    /** Makes `page` the one a failed step screenshots, without navigating. */
    focus(page: Page): void {
      current = page;
    },

    /** Waits until no loading skeleton is left, then screenshots the whole page from the top. */
    async shot(page: Page, name: string): Promise<void> {
      await expect.poll(() => page.locator('.MuiSkeleton-root').count(), { timeout: 15_000 }).toBe(0);
      await screenshotFromTop(page, `${screenshotPrefix}-${name}`);
    },

    async close(): Promise<void> {
      for (const session of sessions) await session.context.close().catch(() => undefined);
      await browser?.close().catch(() => undefined);
    },
  };
}

export type SessionJourney = ReturnType<typeof createSessionJourney>;
