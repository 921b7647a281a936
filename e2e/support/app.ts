// Helpers that know Liner's pages and API (labels, cookie, endpoints).
import { solveChallenge } from 'altcha-lib/v1';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { e2eEnv, linkFromMail, waitForMail } from './index.js';

/** The server keeps the browser's session token in this httpOnly cookie (packages/domain AUTH_COOKIE). */
export const TOKEN_COOKIE = 'token';
/** The readable marker beside it, holding no secret (packages/domain SIGNED_IN_COOKIE). */
export const SIGNED_IN_COOKIE = 'signed_in';

/** Password of the seeded demo accounts (README: demo data). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'liner-demo-2026';
/** The seeded demo operator. */
export const DEMO_OPERATOR = { email: 'admin@liner.local', password: DEMO_PASSWORD } as const;
/** The seeded demo artist (Nova Reyes). */
export const DEMO_ARTIST = { email: 'demo@liner.local', password: DEMO_PASSWORD } as const;

export interface TestAccount {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  type: 'artist' | 'label';
}

export function newAccount(prefix = 'e2e'): TestAccount {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return {
    firstName: 'Ada',
    lastName: `Journey${id.slice(-4).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`,
    username: `${prefix}${id}`.toLowerCase(),
    email: `${prefix}.${id}@example.test`,
    password: 'Violet-Harbour-2026!',
    type: 'artist',
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A form field by its visible label, tolerating MUI's required asterisk. */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}\\s*\\*?\\s*$`, 'i')).first();
}

export function button(page: Page, name: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^\\s*${escapeRegExp(name)}\\s*$`, 'i') }).first();
}

/** Picks the account type, whatever control the register page uses (radio, toggle, select). */
export async function chooseAccountType(page: Page, type: 'artist' | 'label'): Promise<void> {
  const name = new RegExp(type, 'i');
  const radio = page.getByRole('radio', { name }).first();
  if (await radio.count()) {
    await radio.check({ force: true });
    return;
  }
  const toggle = page.getByRole('button', { name }).first();
  if (await toggle.count()) {
    await toggle.click();
    return;
  }
  const tab = page.getByRole('tab', { name }).first();
  if (await tab.count()) {
    await tab.click();
    return;
  }
  const select = page.getByRole('combobox', { name: /account type|type/i }).first();
  if (await select.count()) {
    const tag = await select.evaluate((el) => el.tagName);
    if (tag === 'SELECT') await select.selectOption({ label: type[0]!.toUpperCase() + type.slice(1) });
    else {
      await select.click();
      await page.getByRole('option', { name }).first().click();
    }
    return;
  }
  throw new Error(`no control found to choose the account type "${type}" on ${page.url()}`);
}

/** The avatar button that opens the account menu in the top bar (waits for the page to draw it). */
export async function openAvatarMenu(page: Page): Promise<void> {
  const button = page
    .getByTestId('avatar-menu-button')
    .or(page.getByTestId('avatar-menu'))
    .or(
      page.getByRole('button', {
        name: /account menu|user menu|avatar|account settings|open account|my account|profile menu/i,
      }),
    )
    .first();
  const shown = await button
    .waitFor({ state: 'visible', timeout: 20_000 })
    .then(() => true)
    .catch(() => false);
  if (shown) {
    await button.click();
    await page
      .getByRole('menu')
      .first()
      .waitFor({ state: 'visible', timeout: 5_000 })
      .catch(() => undefined);
    return;
  }
  throw new Error(
    `no avatar menu button (role button named like "Account menu", or data-testid=avatar-menu-button) on ${page.url()}`,
  );
}

/** The "Dark mode" switch of the avatar menu (MUI Switch: role switch or checkbox, or a menu item). */
export function darkModeControl(page: Page): Locator {
  return page
    .getByRole('switch', { name: /dark mode/i })
    .or(page.getByRole('checkbox', { name: /dark mode/i }))
    .or(page.getByRole('menuitemcheckbox', { name: /dark mode/i }))
    .first();
}

export async function pathname(page: Page): Promise<string> {
  return new URL(page.url()).pathname;
}

/** Waits until the page's path matches. */
export async function waitForPath(page: Page, matcher: RegExp | string, timeout = 15_000): Promise<void> {
  await page.waitForURL(
    (url) => (typeof matcher === 'string' ? url.pathname === matcher : matcher.test(url.pathname)),
    { timeout },
  );
}

/**
 * A new account gets the portal set-up page (/user-portal/init) first; completes it
 * ("later" when offered, otherwise submit) so the rest of the portal opens.
 */
export async function passPortalInitIfShown(page: Page): Promise<void> {
  if (!(await pathname(page)).startsWith('/user-portal/init')) return;
  const later = page.getByRole('button', { name: /later|skip/i }).first();
  if (await later.isVisible().catch(() => false)) await later.click();
  else
    await page
      .getByRole('button', { name: /continue|finish|save|done|submit|get started/i })
      .first()
      .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user-portal/init'), { timeout: 15_000 });
}

// ---------------------------------------------------------------------------- API shortcuts

/** A JSON call to the test server (the body parsed when it is JSON, else the text). */
export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${e2eEnv().baseUrl}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed as T };
}

/** Like `api`, but throws with the answer unless it is 2xx. */
export async function apiOk<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await api<T>(method, path, body, token);
  if (res.status < 200 || res.status >= 300)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Signs in through the API; answers the session token. */
/** A solved captcha for a guest form sent through the API, as the page's widget would solve it. */
export async function solvedCaptcha(): Promise<string> {
  const { body } = await api<{
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  }>('POST', '/api/auth/captcha', {});
  if (!body) throw new Error('no captcha challenge');
  const solution = await solveChallenge(body.challenge, body.salt, body.algorithm, body.maxnumber).promise;
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ ...body, number: solution.number, took: solution.took })).toString('base64');
}

export async function apiToken(login: string, password: string): Promise<string> {
  const res = await api<{ token?: string }>('POST', '/api/auth/login', { email: login, password });
  if (!res.body?.token) throw new Error(`API login of ${login} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/**
 * Registers and confirms an account through the API, then signs in; answers the token.
 * The portal set-up is marked for later, or completed with `completeSetup` (pages such as the
 * wallet and the uploader need it done), or left to do with `leaveSetupOpen` (the set-up page
 * is where an account becomes a collaborator).
 */
export async function confirmedAccountToken(
  account: TestAccount,
  options: { completeSetup?: boolean; leaveSetupOpen?: boolean } = {},
): Promise<string> {
  const since = Date.now() - 1000;
  const reg = await api<{ token?: string }>('POST', '/api/auth/register', {
    captcha: await solvedCaptcha(),
    email: account.email,
    username: account.username,
    password: account.password,
    type: account.type,
    firstName: account.firstName,
    lastName: account.lastName,
  });
  if (reg.status !== 200 && reg.status !== 201)
    throw new Error(`register answered ${reg.status}: ${JSON.stringify(reg.body)}`);
  const mail = await waitForMail({ to: account.email, sinceMs: since });
  const link = linkFromMail(mail, '/register/verify/');
  if (!link) throw new Error(`no /register/verify/ link in ${mail.file}`);
  const verifyToken = decodeURIComponent(new URL(link).pathname.split('/').pop()!);
  const verified = await api('POST', '/api/auth/verify/email', { token: verifyToken });
  if (verified.status >= 300)
    throw new Error(`verify/email answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  const login = await api<{ token?: string }>('POST', '/api/auth/login', {
    email: account.email,
    password: account.password,
  });
  if (!login.body?.token) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  if (options.leaveSetupOpen) return login.body.token;
  // New accounts start with the portal set-up to do: mark it for later so the portal opens.
  const setUp = options.completeSetup
    ? await api('POST', '/api/auth/init/complete', portalInitOf(account), login.body.token)
    : await api('POST', '/api/auth/init/completeLater', {}, login.body.token);
  if (setUp.status >= 300) throw new Error(`portal init answered ${setUp.status}: ${JSON.stringify(setUp.body)}`);
  return login.body.token;
}

/** What the portal set-up asks, for an e-2-e account: its names and a Berlin address. */
export function portalInitOf(account: TestAccount) {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    displayName: `${account.firstName} ${account.lastName}`,
    country: 'Germany',
    address: 'Torstrasse 1',
    city: 'Berlin',
    state: 'Berlin',
    postcode: '10119',
  };
}

/** Puts an API sign-in's session into the browser as the server's sign-in answer would: both cookies. */
export async function setSessionCookie(context: BrowserContext, token: string): Promise<void> {
  const url = e2eEnv().baseUrl;
  await context.addCookies([
    { name: TOKEN_COOKIE, value: token, url, sameSite: 'Lax', httpOnly: true },
    { name: SIGNED_IN_COOKIE, value: '1', url, sameSite: 'Lax' },
  ]);
}

/** Signs the browser out locally (the session stays valid on the server). */
export async function clearSessionCookies(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: TOKEN_COOKIE });
  await context.clearCookies({ name: SIGNED_IN_COOKIE });
}
