// Issue 14, a Venmo payout method in a browser: a signed-in artist (e-mailed sign-in codes on)
// connects Venmo with a US phone number, confirming with the account password; reads the code
// the built-in SMS sender wrote to DATA_DIR/sms-outbox, mistypes it once, enters it and sees
// Venmo verified (the first method: no pause). Then removes it, confirming with a code e-mailed
// for the change, and sees the 48-hour pause. Screenshots: e2e/artifacts/venmo-*.png (desktop,
// 375 px, dark).
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { dismissToasts, e2eEnv, readOutbox, screenshot, sixDigitCode, waitForSms } from '../support/index.js';
import { createSessionJourney, type Session } from '../support/steps.js';
import {
  apiOk,
  confirmedAccountToken,
  darkModeControl,
  newAccount,
  openAvatarMenu,
  type TestAccount,
} from '../support/app.js';

const journey = createSessionJourney('venmo');
const { step, open, shot } = journey;
const TYPED_PHONE = '(415) 555-0123';
const E164 = '+14155550123';
const MASKED = '+1 ••• ••• 0123';
let artist: Session;
let artistAccount: TestAccount;
let page: Page;

async function fitsWidth(width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

const methodsSection = (): Locator => page.locator('#payout-methods');

/** The 6-digit code of the newest mail to the artist with this subject, sent after `since`. */
async function mailedCode(subject: string, since: number): Promise<string> {
  const matching = () =>
    readOutbox().filter((m) => m.subject === subject && m.mtimeMs >= since && m.to?.includes(artistAccount.email));
  await expect.poll(() => matching().length, { timeout: 15_000 }).toBeGreaterThan(0);
  const mail = matching().at(-1)!;
  const code = mail.decoded.match(/ is (\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in ${mail.file}`);
  return code;
}

describe('venmo payout method journey', () => {
  beforeAll(async () => {
    e2eEnv();
    artistAccount = { ...newAccount('venmo'), firstName: 'Rosa', lastName: 'Delgado', type: 'artist' };
    await journey.launch();
  });

  afterAll(async () => {
    await journey.close();
  });

  step('set-up: a new artist who has turned e-mailed sign-in codes on', async () => {
    const token = await confirmedAccountToken(artistAccount, { completeSetup: true });
    const since = Date.now() - 1000;
    await apiOk('POST', '/api/profile/init/auth', undefined, token);
    const code = await mailedCode('Your Liner security code', since);
    await apiOk('POST', '/api/profile/confirm/auth', { code }, token);
    artist = await journey.signedIn(token);
  });

  step('the artist asks for a Venmo code with the phone number and the account password', async () => {
    page = await open(artist, '/user-portal/profile');
    const section = methodsSection();
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Connect Venmo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Venmo' });
    await dialog.getByLabel('Venmo phone number').fill(TYPED_PHONE);
    // E-mailed codes are on, so the dialog offers one too; the password is enough.
    await dialog.getByLabel('E-mailed code').waitFor({ state: 'visible' });
    await dialog.getByLabel('Account password').fill(artistAccount.password);
    await page.waitForTimeout(300); // the label's float onto the outline
    await screenshot(page, 'venmo-1-connect-dialog');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('dialog', { name: 'Verify Venmo' }).waitFor({ state: 'visible' });
  });

  step('the artist reads the SMS, mistypes the code once, then enters it and sees Venmo verified', async () => {
    const sms = await waitForSms({ to: E164 });
    expect(sms.body).toContain('Venmo');
    const code = sixDigitCode(sms.body);
    if (!code) throw new Error(`no code in ${sms.file}: ${sms.body}`);
    const dialog = page.getByRole('dialog', { name: 'Verify Venmo' });
    const codeField = dialog.getByLabel('Verification code');
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('The code is invalid or has expired').waitFor({ state: 'visible' });
    await screenshot(page, 'venmo-2-wrong-code');
    await codeField.fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const section = methodsSection();
    await expect.poll(() => section.textContent()).toContain(MASKED);
    expect(await section.textContent()).toContain('Verified');
    // The first method of the account redirects nothing: payouts are not paused.
    expect(await section.getByText('payouts are paused').count()).toBe(0);
    await section.getByRole('button', { name: 'Remove Venmo' }).waitFor({ state: 'visible' });
    await dismissToasts(page);
    await shot(page, '3-verified');
    await page.setViewportSize({ width: 375, height: 812 });
    await fitsWidth(375);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'venmo-3-verified-375');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  step('the artist removes Venmo with a code e-mailed for the change, and payouts pause for 48 hours', async () => {
    const section = methodsSection();
    await section.getByRole('button', { name: 'Remove Venmo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Venmo?' });
    expect(await dialog.textContent()).toContain(`${MASKED} will no longer receive payouts`);
    const since = Date.now() - 1000;
    await dialog.getByRole('button', { name: 'E-mail me a code' }).click();
    const code = await mailedCode('Your Liner code to change payout details', since);
    await dialog.getByLabel('E-mailed code').fill(code);
    // The label floats onto the outline in a short transition: let it end before the screenshot.
    await page.waitForTimeout(300);
    await screenshot(page, 'venmo-4-remove-dialog');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'venmo-4-remove-dialog-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await section.getByRole('button', { name: 'Connect Venmo' }).waitFor({ state: 'visible' });
    expect(await section.textContent()).not.toContain(MASKED);
    const pause = section.getByRole('status').filter({ hasText: 'payouts are paused until' });
    await pause.waitFor({ state: 'visible' });
    await dismissToasts(page);
    await shot(page, '5-removed');
  });

  step('the settings page after the removal, dark and at 375 px', async () => {
    await openAvatarMenu(page);
    await darkModeControl(page).click();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await page.waitForTimeout(300); // the menu's fade-out
    await dismissToasts(page);
    await methodsSection().scrollIntoViewIfNeeded();
    await screenshot(page, 'venmo-5-removed-dark');
    await page.setViewportSize({ width: 375, height: 812 });
    await fitsWidth(375);
    await methodsSection().scrollIntoViewIfNeeded();
    await screenshot(page, 'venmo-5-removed-375-dark');
  });
});
