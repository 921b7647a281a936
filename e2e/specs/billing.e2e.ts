// Issue 14, subscriptions in a browser with the built-in payment provider: a new artist finds no
// subscription on the billing page, subscribes to the artist monthly plan on /subscribe with the
// test card 4242 4242 4242 4242, downloads the invoice PDF (its text checked with pdftotext),
// cancels (confirm dialog), reinstates, and upgrades to yearly (the prorated charge shown); the
// billing history lists both charges. Screenshots: e2e/artifacts/billing-*.png (desktop, 375 px
// and dark).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { e2eEnv, screenshot, expectFitsWidth } from '../support/index.js';
import { createSessionJourney, type Session } from '../support/steps.js';
import {
  confirmedAccountToken,
  darkModeControl,
  newAccount,
  openAvatarMenu,
  type TestAccount,
} from '../support/app.js';

const journey = createSessionJourney('billing');
const { step, open, shot } = journey;
let artist: Session;
let artistAccount: TestAccount;
let workDir = '';

const subscription = (page: Page) => page.getByRole('region', { name: 'Subscription' });

/** The page fits a phone: nothing wider than the viewport. */
describe('billing journey', () => {
  beforeAll(async () => {
    e2eEnv();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-e2e-billing-'));
    artistAccount = { ...newAccount('bill'), firstName: 'Nina', lastName: 'Ostrava', type: 'artist' };
    await journey.launch();
  });

  afterAll(async () => {
    await journey.close();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  step('set-up: a new artist with the portal set up', async () => {
    artist = await journey.signedIn(await confirmedAccountToken(artistAccount, { completeSetup: true }));
  });

  step('the billing page says there is no subscription and leads to /subscribe', async () => {
    const page = await open(artist, '/user-portal/billing');
    await expect.poll(() => subscription(page).getByText('No subscription', { exact: true }).count()).toBe(1);
    await shot(page, '1-no-subscription');
    await subscription(page).getByRole('link', { name: 'Subscribe' }).click();
    await page.waitForURL('**/subscribe');
  });

  step('the artist subscribes to the monthly plan with the test card', async () => {
    const page = artist.page;
    journey.focus(page);
    const monthly = page.getByRole('radio', { name: /Artist monthly/ });
    await monthly.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await monthly.isChecked()).toBe(true);
    expect(await page.getByText('$9.99 / month', { exact: true }).count()).toBe(1);
    await shot(page, '2-subscribe');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsWidth(page, 375);
    await screenshot(page, 'billing-2-subscribe-375', true);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByLabel(/Card number/).fill('4242 4242 4242 4242');
    await page.getByLabel(/Expiry/).fill('12/30');
    await page.getByLabel(/CVC/).fill('123');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.waitForURL('**/user-portal/billing', { timeout: 20_000 });
    await expect.poll(() => subscription(page).getByText('Active', { exact: true }).count()).toBe(1);
    expect(await subscription(page).textContent()).toContain('Visa ending 4242');
    expect(await subscription(page).textContent()).toContain('Built-in test provider');
    await shot(page, '3-active');
  });

  step('the invoice PDF of the first charge names the plan, the amount and the artist', async () => {
    const page = artist.page;
    const invoices = page.getByRole('table', { name: 'Latest invoices' });
    expect(await invoices.getByText('$9.99').count()).toBe(1);
    expect(await invoices.getByText('Subscription', { exact: true }).count()).toBe(1);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      invoices.getByRole('button', { name: /Download the invoice of/ }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = path.join(workDir, file.suggestedFilename());
    await file.saveAs(pdf);
    expect(fs.readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    if (text.error)
      throw new Error(`pdftotext could not be started (${text.error.message}): apt-get install -y poppler-utils`);
    expect(text.status, text.stderr).toBe(0);
    fs.writeFileSync(path.join(e2eEnv().artifactsDir, 'billing-invoice.txt'), text.stdout);
    expect(text.stdout).toMatch(/Invoice LIN-\d{6}/);
    expect(text.stdout).toContain('Artist monthly');
    expect(text.stdout).toContain('9.99 USD');
    expect(text.stdout).toContain(`${artistAccount.firstName} ${artistAccount.lastName}`);
  });

  step('the artist cancels after the confirm dialog; the plan runs to its end', async () => {
    const page = artist.page;
    await subscription(page).getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.waitFor({ state: 'visible' });
    await screenshot(page, 'billing-4-cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText(/Your subscription is cancelled and ends on/).count()).toBe(1);
    expect(await subscription(page).getByText('Cancelled', { exact: true }).count()).toBe(1);
    await shot(page, '5-cancelled');
  });

  step('the artist reinstates it', async () => {
    const page = artist.page;
    await subscription(page).getByRole('button', { name: 'Reinstate subscription' }).click();
    await expect.poll(() => subscription(page).getByText('Active', { exact: true }).count()).toBe(1);
    expect(await page.getByText(/Your subscription is cancelled/).count()).toBe(0);
  });

  step('the artist upgrades to yearly and sees the prorated charge', async () => {
    const page = artist.page;
    await subscription(page).getByRole('button', { name: 'Upgrade to yearly' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to yearly?' });
    await dialog.getByRole('button', { name: 'Upgrade to yearly' }).click();
    const done = page.getByRole('dialog', { name: 'You are on the yearly plan' });
    await done.waitFor({ state: 'visible', timeout: 20_000 });
    const said = (await done.textContent()) ?? '';
    expect(said).toMatch(/Charged today: \$\d+\.\d{2}/);
    expect(said).toMatch(/less \$\d+\.\d{2} for the unused part/);
    await screenshot(page, 'billing-6-upgraded');
    await done.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => subscription(page).textContent()).toContain('Artist yearly');
    expect(await subscription(page).getByRole('button', { name: 'Upgrade to yearly' }).count()).toBe(0);
  });

  step('the billing history lists both charges; the pages fit a phone and read in dark mode', async () => {
    const page = await open(artist, '/user-portal/billing-history');
    const payments = page.getByRole('table', { name: 'Payments' });
    await expect.poll(() => payments.getByText('Subscription', { exact: true }).count()).toBe(2);
    await shot(page, '7-history');
    await open(artist, '/user-portal/billing');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsWidth(page, 375);
    await screenshot(page, 'billing-8-billing-375', true);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAvatarMenu(page);
    await darkModeControl(page).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'billing-8-billing-dark', true);
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'billing-8-billing-375-dark', true);
  });
});
