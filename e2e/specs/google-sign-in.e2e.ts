// Issue 13, "Done means": Google sign-in against a local OpenID test issuer (e2e/run.mjs starts
// it and points the server's GOOGLE_ISSUER at it). A new Google identity registers through
// /register/google/..., signs out, then signs in with Google again.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { acceptCookiesIfShown, e2eEnv, launchBrowser, newPage, screenshot } from '../support/index.js';
import { createJourney } from '../support/steps.js';
import { button, field, openAvatarMenu, TOKEN_COOKIE, waitForPath } from '../support/app.js';

// The identity e2e/run.mjs gives the test issuer.
const GOOGLE_PERSON = { email: 'gia.rossi@gmail.e2e.test', name: 'Gia Rossi (gia.rossi@gmail.e2e.test)' };

let browser: Browser;
let context: BrowserContext;
let page: Page;
const step = createJourney(() => page);

/**
 * From /login to the issuer and back to Liner. The first time the issuer asks which account;
 * once the browser has a session there it answers at once, as Google does.
 */
async function continueWithGoogle(chooseAccount: boolean): Promise<void> {
  await page.goto('/login');
  await acceptCookiesIfShown(page);
  await button(page, 'Continue with Google').click();
  if (!chooseAccount) return;
  await page.getByRole('heading', { name: 'Choose an account' }).waitFor({ timeout: 20_000 });
  await screenshot(page, 'google-test-issuer-accounts');
  await page.getByRole('button', { name: GOOGLE_PERSON.name }).click();
}

describe('Google sign-in journey', () => {
  beforeAll(async () => {
    e2eEnv();
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, { width: 1440, height: 900 }));
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close().catch(() => undefined);
  });

  step('a new Google identity lands on the prefilled registration', async () => {
    await continueWithGoogle(true);
    await waitForPath(page, /^\/register\/google\//);
    await expect.poll(() => field(page, 'Email').inputValue()).toBe(GOOGLE_PERSON.email);
    expect(await field(page, 'First name').inputValue()).toBe('Gia');
    expect(await field(page, 'Last name').inputValue()).toBe('Rossi');
    await screenshot(page, 'google-register-1440');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'google-register-375', true);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  step('registers as a label and reaches the portal', async () => {
    await page.getByRole('button', { name: 'Label', exact: true }).click();
    await field(page, 'Username').fill('giarossi');
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await button(page, 'Create account').click();
    // A new account is asked to set up its portal first.
    await waitForPath(page, '/user-portal/init');
    await button(page, 'Do it later').click();
    await waitForPath(page, '/user-portal');
  });

  step('signs out', async () => {
    await openAvatarMenu(page);
    await page
      .getByRole('menuitem', { name: /^\s*log ?out\s*$/i })
      .or(page.getByRole('button', { name: /^\s*log ?out\s*$/i }))
      .first()
      .click();
    await page.waitForURL((url) => !url.pathname.startsWith('/user-portal'), { timeout: 15_000 });
    expect((await context.cookies()).find((c) => c.name === TOKEN_COOKIE)).toBeUndefined();
  });

  step('signs in with Google again, straight into the portal', async () => {
    await continueWithGoogle(false);
    await waitForPath(page, '/user-portal');
    await page.getByText('Welcome back, Gia Rossi').first().waitFor({ timeout: 15_000 });
    expect((await context.cookies()).find((c) => c.name === TOKEN_COOKIE)?.httpOnly).toBe(true);
    await screenshot(page, 'google-signed-in-1440');
  });

  step('the sign-in page shows the Google button at 375 px in dark mode', async () => {
    const dark = await newPage(browser, { width: 375, height: 812, colorScheme: 'dark' });
    await dark.page.goto('/login');
    await acceptCookiesIfShown(dark.page);
    await dark.page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    await screenshot(dark.page, 'google-login-dark-375', true);
    await dark.context.close();
  });
});
