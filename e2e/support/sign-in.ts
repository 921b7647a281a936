// Signing in and out through the pages, as a person does (the API shortcuts are in app.ts).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { acceptCookiesIfShown } from './index.js';
import { button, field, openAvatarMenu, TOKEN_COOKIE, waitForPath } from './app.js';

/** Fills and sends the sign-in form at /login (the browser must be signed out: /login is for guests). */
export async function submitSignInForm(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/login');
  await acceptCookiesIfShown(page);
  await field(page, 'Email or username').fill(login);
  await field(page, 'Password').fill(password);
  await button(page, 'Sign in').click();
}

/** Signs in with the form and waits for the portal to settle. */
export async function signInOnPage(page: Page, login: string, password: string): Promise<void> {
  await submitSignInForm(page, login, password);
  await waitForPath(page, /^\/user-portal/);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** Logs out from the avatar menu; the session cookie must be gone afterwards. */
export async function signOutFromAvatarMenu(page: Page): Promise<void> {
  await openAvatarMenu(page);
  await page
    .getByRole('menuitem', { name: /^\s*log ?out\s*$/i })
    .or(page.getByRole('button', { name: /^\s*log ?out\s*$/i }))
    .first()
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user-portal') && !url.pathname.startsWith('/uploader'), {
    timeout: 15_000,
  });
  expect(
    (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE),
    'the token cookie is still set after Log out',
  ).toBeUndefined();
}
