// Issue 2, "Done means": register, confirm from the outbox, sign in, turn on the
// authenticator app, sign out, sign in again with a fresh code, see the greeting, dark
// mode kept after a reload, guest bounced from /user-portal. Steps run in order and share
// one browser context; after a failed step the later ones are skipped (the report names
// the step that broke, and e2e/artifacts/failed-<step>.png shows the page).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  acceptCookiesIfShown,
  bodyBackgroundLuminance,
  e2eEnv,
  freshTotpCode,
  launchBrowser,
  linkFromMail,
  newPage,
  pathOf,
  screenshot,
  screenshotOnFailure,
  waitForMail,
} from '../support/index.js';
import { createJourney } from '../support/steps.js';
import { signOutFromAvatarMenu, submitSignInForm } from '../support/sign-in.js';
import {
  button,
  chooseAccountType,
  clearSessionCookies,
  darkModeControl,
  field,
  newAccount,
  openAvatarMenu,
  passPortalInitIfShown,
  pathname,
  TOKEN_COOKIE,
  waitForPath,
} from '../support/app.js';

const account = newAccount('journey');
const displayName = `${account.firstName} ${account.lastName}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let totpSecret = '';
let lastCode = '';

const step = createJourney(() => page);

async function signIn(login: string, password: string): Promise<void> {
  // Opening the confirmation link already signs in (it answers a token), and /login is for
  // guests only: start each sign-in from a signed-out browser so the form is there.
  await clearSessionCookies(page.context());
  await submitSignInForm(page, login, password);
}

async function expectSignedInPortal(): Promise<void> {
  await waitForPath(page, /^\/user-portal/);
  // The guard may send a new account on to /user-portal/init once the user has loaded.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await passPortalInitIfShown(page);
}

/** Opens a portal page, passing the one-time set-up page if the guard shows it first. */
async function openPortalPage(path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  if ((await pathname(page)).startsWith('/user-portal/init') && !path.startsWith('/user-portal/init')) {
    await passPortalInitIfShown(page);
    await page.goto(path);
  }
  await waitForPath(page, path);
}

describe('account journey', () => {
  beforeAll(async () => {
    e2eEnv();
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, { width: 1440, height: 900 }));
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close().catch(() => undefined);
  });

  step('register at /register', async () => {
    await page.goto('/register');
    await acceptCookiesIfShown(page);
    await field(page, 'First name').fill(account.firstName);
    await field(page, 'Last name').fill(account.lastName);
    await field(page, 'Username').fill(account.username);
    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(account.password);
    const confirm = page.getByLabel(/confirm password|repeat password|password confirmation/i).first();
    if (await confirm.count()) await confirm.fill(account.password);
    await chooseAccountType(page, account.type);
    // Let the live availability checks answer before submitting.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // The robot check solves itself in the browser (proof of work): slow on a loaded machine, and
    // the form is not sent before it is solved.
    await page.getByText('Verified', { exact: true }).waitFor({ state: 'visible', timeout: 60_000 });
    // The exact path: the availability checks are POSTs under /api/auth/register/ too.
    const registered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/auth/register' && r.request().method() === 'POST',
      { timeout: 30_000 },
    );
    await button(page, 'Create account').click();
    const response = await registered;
    expect(
      response.status(),
      `register answered ${response.status()}: ${await response.text().catch(() => '')}`,
    ).toBeLessThan(300);
  });

  step('open the confirmation link from the outbox', async () => {
    const mail = await waitForMail({ to: account.email, timeoutMs: 20_000 });
    const link = linkFromMail(mail, '/register/verify/');
    expect(link, `no /register/verify/ link in ${mail.file}`).toBeTruthy();
    const verified = page.waitForResponse((r) => r.url().includes('/api/auth/verify/email'), { timeout: 20_000 });
    await page.goto(pathOf(link!));
    const response = await verified;
    expect(response.status(), `verify/email answered ${response.status()}`).toBeLessThan(300);
    // Confirming signs nobody in; wait for the page to show the outcome.
    await page.getByText('E-mail confirmed').first().waitFor({ state: 'visible', timeout: 15_000 });
    // Start the sign-in from a signed-out browser (registering opened a session).
    await clearSessionCookies(context);
  });

  step('sign in at /login', async () => {
    await signIn(account.email, account.password);
    await expectSignedInPortal();
    // The session is an httpOnly, SameSite=Lax cookie: no script of the page can read the token.
    const session = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE);
    expect(session, 'no session cookie after signing in').toBeDefined();
    expect(session?.httpOnly, 'the session cookie is readable by scripts').toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain(`${TOKEN_COOKIE}=`);
  });

  step('turn on the authenticator app with a code from the shown key', async () => {
    await openPortalPage('/user-portal/profile');
    await button(page, 'Set up authenticator app').click();
    const keyBox = page.getByTestId('totp-key');
    await keyBox.waitFor({ state: 'visible' });
    totpSecret = ((await keyBox.textContent()) ?? '').replace(/\s+/g, '');
    expect(totpSecret, 'the [data-testid=totp-key] element shows no key').toMatch(/^[A-Z2-7]{16,}=*$/i);
    lastCode = await freshTotpCode(totpSecret);
    await field(page, 'Code').fill(lastCode);
    const turnedOn = page.waitForResponse((r) => r.url().includes('/api/profile/google/verifyCode'), {
      timeout: 20_000,
    });
    await button(page, 'Turn on').click();
    const response = await turnedOn;
    expect(
      response.status(),
      `google/verifyCode answered ${response.status()}: ${await response.text().catch(() => '')}`,
    ).toBeLessThan(300);
  });

  step('sign out from the avatar menu', async () => {
    await signOutFromAvatarMenu(page);
  });

  step('sign in again with a fresh authenticator code', async () => {
    await signIn(account.username, account.password);
    const codeField = field(page, 'Code');
    await codeField.waitFor({ state: 'visible' });
    lastCode = await freshTotpCode(totpSecret, lastCode);
    await codeField.fill(lastCode);
    await button(page, 'Verify').click();
    await expectSignedInPortal();
  });

  /** The cards have their data (no loading skeleton left), so the screenshots show the page. */
  async function dashboardLoaded(): Promise<void> {
    await page.getByText(/^\$\d/).first().waitFor({ state: 'visible', timeout: 15_000 });
    await expect.poll(() => page.locator('.MuiSkeleton-root').count(), { timeout: 15_000 }).toBe(0);
  }

  step('the dashboard greets "Welcome back, {display name}"', async () => {
    if ((await pathname(page)) !== '/user-portal') await openPortalPage('/user-portal');
    await expect
      .poll(() => page.getByText(`Welcome back, ${displayName}`, { exact: false }).first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await dashboardLoaded();
    await screenshot(page, 'dashboard-light-1440');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(300);
    await screenshot(page, 'dashboard-light-375');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  step('dark mode from the avatar menu, kept after a reload', async () => {
    expect(await bodyBackgroundLuminance(page), 'the page should start light').toBeGreaterThan(0.5);
    await openAvatarMenu(page);
    await darkModeControl(page).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => bodyBackgroundLuminance(page), { timeout: 5_000 }).toBeLessThan(0.5);
    await page.reload();
    await page.getByText(`Welcome back, ${displayName}`, { exact: false }).first().waitFor({ state: 'visible' });
    expect(await bodyBackgroundLuminance(page), 'dark mode was lost after the reload').toBeLessThan(0.5);
    await dashboardLoaded();
    await screenshot(page, 'dashboard-dark-1440');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(300);
    await screenshot(page, 'dashboard-dark-375');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('a guest opening /user-portal lands on /', async () => {
    const guest = await newPage(browser);
    try {
      await guest.page.goto('/user-portal');
      await guest.page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
      expect(new URL(guest.page.url()).pathname).toBe('/');
    } catch (error) {
      await screenshotOnFailure(guest.page, 'guest-user-portal');
      throw error;
    } finally {
      await guest.context.close();
    }
  });
});
