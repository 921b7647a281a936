// Issue 12, point 6 in a browser: the operator sets an artist's own distribution fee on the fees
// and tax desk and imports a statement for them; the artist's wallet holds the earnings less the
// fee and this month's statement PDF shows the fee as its own line. The artist sends their tax
// information (Germany, W-8BEN, a signed PDF); the operator opens it on the desk, marks it
// received and sets 15 % withholding; the artist requests a payout and sees the tax withheld in
// the quote and in the payout list. Screenshots: e2e/artifacts/fees-tax-*.png (plus the 375 px
// and dark views of the tax section).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { e2eEnv, screenshot } from '../support/index.js';
import { createSessionJourney, type Session } from '../support/steps.js';
import { button, darkModeControl, newAccount, openAvatarMenu, type TestAccount } from '../support/app.js';
import type { ReleasedSingle } from '../support/catalog.js';
import { connectBankAccount } from '../support/payouts.js';
import {
  importStatementOnPage,
  monthOf,
  STATEMENT_SET_UP_STEP,
  startStatementJourney,
  statementLine,
  writeStatementCsv,
} from '../support/statements.js';

const runId = Date.now().toString(36).slice(-5);
const thisMonth = monthOf(0);

const journey = createSessionJourney('fees-tax');
const { step, open, shot } = journey;
let operator: Session;
let artist: Session;
let artistAccount: TestAccount;
let single: ReleasedSingle;
let mappingName = '';
let workDir = '';

describe('fees and tax journey', () => {
  beforeAll(async () => {
    e2eEnv();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-e2e-fees-tax-'));
    artistAccount = { ...newAccount('feetax'), firstName: 'Lena', type: 'artist' };
    await journey.launch();
  });

  afterAll(async () => {
    await journey.close();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  step(
    STATEMENT_SET_UP_STEP,
    async () => {
      ({ operator, artist, single, mappingName } = await startStatementJourney(
        journey,
        artistAccount,
        `Fee Single ${runId}`,
      ));
    },
    60_000,
  );

  step("the operator sets the artist's own distribution fee of 10 % on the fees and tax desk", async () => {
    const page = await open(operator, '/user-portal/admin/payouts');
    const fee = page.locator('section[aria-labelledby="account-fee"]');
    await fee.scrollIntoViewIfNeeded();
    await fee.getByLabel('Find the account by e-mail or name').fill(artistAccount.email);
    await fee.getByRole('button', { name: 'Search' }).click();
    await fee.getByRole('button', { name: `Choose ${artistAccount.email}` }).click();
    await fee.getByLabel('Own fee (%)').fill('10');
    await fee.getByRole('button', { name: 'Save own fee' }).click();
    await expect.poll(() => fee.getByLabel('Current fee').textContent()).toContain('own fee 10.00 % replaces it');
    await fee.scrollIntoViewIfNeeded();
    await screenshot(page, 'fees-tax-1-account-fee');
  });

  step('the operator imports a statement of 20.00 for the artist', async () => {
    const file = writeStatementCsv(workDir, `store-${thisMonth}-${runId}.csv`, [
      statementLine(single, 'Spotify', 'US', 3000, '15.00'),
      statementLine(single, 'Deezer', 'FR', 1000, '5.00'),
    ]);
    const page = await open(operator, '/user-portal/admin/statements');
    const detail = await importStatementOnPage(page, { file, mappingName, period: thisMonth });
    expect(await detail.textContent()).toContain('Total (USD)20.00');
    await shot(page, '2-statement-imported');
  });

  step('the wallet holds the earnings less the fee; the statement PDF shows the fee', async () => {
    let page = await open(artist, '/user-portal/wallet');
    await expect.poll(() => page.getByTestId('wallet-available').textContent(), { timeout: 15_000 }).toBe('$18.00');
    await shot(page, '3-wallet-after-fee');
    page = await open(artist, '/user-portal/reports');
    await page.getByLabel('Month').fill(thisMonth);
    await button(page, 'Generate statement').click();
    const download = page.getByRole('button', { name: 'Download statement', exact: true });
    await download.waitFor({ state: 'visible', timeout: 30_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const pdf = path.join(workDir, file.suggestedFilename());
    await file.saveAs(pdf);
    const text = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    if (text.error) throw new Error(`pdftotext could not be started (${text.error.message})`);
    fs.writeFileSync(path.join(e2eEnv().artifactsDir, 'fees-tax-statement.txt'), text.stdout);
    const line = text.stdout
      .split('\n')
      .map((row) => row.trim().replace(/\s{2,}/g, '  '))
      .find((row) => row.startsWith('Distribution fee  '));
    expect(Number(line?.split('  ').at(-1))).toBe(-2);
  });

  step('the artist sends their tax information with a signed form: submitted, under review', async () => {
    const form = path.join(workDir, 'w8ben-signed.pdf');
    fs.writeFileSync(form, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const page = await open(artist, '/user-portal/profile');
    const section = page.locator('section[aria-labelledby="tax-information-heading"]');
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.getByRole('status').textContent()).toContain('not sent tax information yet');
    await section.getByLabel('Country of residence').selectOption('DE');
    await section.getByLabel('Tax form', { exact: true }).selectOption('W-8BEN');
    await section.getByLabel('Signed tax form (PDF, PNG or JPEG, at most 10 MB)').setInputFiles(form);
    await section.getByRole('button', { name: 'Send tax information' }).click();
    await expect.poll(() => section.getByRole('status').textContent()).toContain('Submitted, under review.');
    expect(await section.getByRole('status').textContent()).toContain('w8ben-signed.pdf');
    await section.getByRole('button', { name: 'Send new tax information' }).waitFor({ state: 'visible' });
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'fees-tax-4-tax-submitted');
  });

  step('the operator opens the form, marks it received and sets 15 % withholding', async () => {
    const page = await open(operator, '/user-portal/admin/payouts');
    const queue = page.getByRole('list', { name: 'Tax forms to review' });
    const row = queue.getByRole('listitem').filter({ hasText: artistAccount.email });
    await row.waitFor({ state: 'visible' });
    expect(await row.textContent()).toContain('W-8BEN (person outside the US) · resident in DE');
    const href = await row
      .getByRole('link', { name: `Open the signed form of ${artistAccount.email}` })
      .getAttribute('href');
    const document = await page.request.get(href!);
    expect(document.headers()['content-type']).toBe('application/pdf');
    expect((await document.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'fees-tax-5-desk-review');
    await row.getByLabel(`Withholding (%) for ${artistAccount.email}`).fill('15');
    await row.getByRole('button', { name: 'Mark received' }).click();
    await row.waitFor({ state: 'detached' });
    const profiles = page.getByRole('list', { name: 'Tax profiles' });
    await expect.poll(() => profiles.textContent()).toContain(`${artistAccount.email} · DE · W-8BEN · 15.00 %`);
  });

  step('the artist sees the form received with 15 % withholding', async () => {
    const page = await open(artist, '/user-portal/profile');
    const section = page.locator('section[aria-labelledby="tax-information-heading"]');
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.getByRole('status').textContent()).toContain('Received.');
    expect(await section.getByRole('status').textContent()).toContain('15.00 %');
    await screenshot(page, 'fees-tax-6-tax-received');
    await page.setViewportSize({ width: 375, height: 812 });
    await section.scrollIntoViewIfNeeded();
    // The section itself fits the phone (the sessions table further down scrolls on its own).
    const box = await section.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(375);
    expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await screenshot(page, 'fees-tax-6-tax-received-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAvatarMenu(page);
    await darkModeControl(page).click();
    await page.keyboard.press('Escape');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'fees-tax-6-tax-received-dark');
    await page.setViewportSize({ width: 375, height: 812 });
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'fees-tax-6-tax-received-375-dark');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  step('the artist requests a payout of 10.00 and sees the tax withheld', async () => {
    let page = await open(artist, '/user-portal/profile');
    await connectBankAccount(page, artistAccount);
    page = await open(artist, '/user-portal/wallet');
    await button(page, 'Request payout').click();
    const dialog = page.getByRole('dialog', { name: 'Request payout' });
    await dialog.getByLabel('Amount').fill('10.00');
    await dialog.getByRole('button', { name: 'See fee' }).click();
    const quote = dialog.getByRole('status', { name: 'Payout quote' });
    await quote.waitFor({ state: 'visible' });
    expect(await quote.textContent()).toContain('Tax withheld (15.00 %)$1.50');
    await screenshot(page, 'fees-tax-7-payout-quote');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const requests = page.getByRole('list', { name: 'Payout requests' });
    await expect.poll(() => requests.textContent()).toContain('tax withheld $1.50');
    await expect.poll(() => page.getByTestId('wallet-available').textContent()).toBe('$8.00');
    await shot(page, '8-wallet-payout-withheld');
  });
});
