// Issue 12, "Done means": the operator reverses a statement. The operator imports a store
// statement for an artist's released single; the artist adds a bank account and withdraws part
// of it; the store then recalls the report, so the operator opens the statement, reverses it with
// a reason and sees it reversed. The artist's wallet shows the reversal and the carried deficit
// (the money already paid out), and payouts are closed until later earnings repay it.
// Screenshots: e2e/artifacts/reversal-*.png.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { acceptCookiesIfShown, e2eEnv, launchBrowser, newPage, screenshot } from '../support/index.js';
import { createJourney } from '../support/steps.js';
import {
  apiToken,
  button,
  confirmedAccountToken,
  field,
  newAccount,
  setSessionCookie,
  waitForPath,
  type TestAccount,
} from '../support/app.js';
import { createReleasedSingle } from '../support/catalog.js';
import { saveStatementMapping, writeStatementCsv, type StatementLine } from '../support/statements.js';

const OPERATOR = { email: 'admin@liner.local', password: process.env.DEMO_PASSWORD || 'liner-demo-2026' };
const runId = Date.now().toString(36).slice(-5);
const lastMonth = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
})();
const REASON = 'The store recalled this report: wrong exchange rate';

interface Session {
  context: BrowserContext;
  page: Page;
}

let browser: Browser;
let operator: Session;
let artist: Session;
let current: Page | undefined;
let artistAccount: TestAccount;
let mappingName = '';
let workDir = '';
let lines: StatementLine[] = [];
let fileName = '';

const step = createJourney(() => current);

async function signedIn(token: string): Promise<Session> {
  const session = await newPage(browser, { width: 1440, height: 900 });
  await setSessionCookie(session.context, token);
  return session;
}

async function open(session: Session, url: string): Promise<Page> {
  current = session.page;
  await session.page.goto(url);
  await waitForPath(session.page, url.split(/[?#]/)[0]!);
  await session.page.waitForLoadState('networkidle').catch(() => undefined);
  await acceptCookiesIfShown(session.page);
  return session.page;
}

async function shot(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.locator('.MuiSkeleton-root').count(), { timeout: 15_000 }).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(150);
  await screenshot(page, `reversal-${name}`, true);
}

describe('statement reversal journey', () => {
  beforeAll(async () => {
    e2eEnv();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-e2e-reversal-'));
    artistAccount = { ...newAccount('reversal'), firstName: 'Rhea', type: 'artist' };
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const session of [operator, artist]) await session?.context.close().catch(() => undefined);
    await browser?.close().catch(() => undefined);
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  step(
    'set-up: an artist with a released single, the operator with a column mapping',
    async () => {
      const operatorToken = await apiToken(OPERATOR.email, OPERATOR.password);
      const artistToken = await confirmedAccountToken(artistAccount, { completeSetup: true });
      const single = await createReleasedSingle({
        artistToken,
        operatorToken,
        artist: `${artistAccount.firstName} ${artistAccount.lastName}`,
        title: `Recalled ${runId}`,
      });
      mappingName = await saveStatementMapping(operatorToken);
      const line = (store: string, territory: string, units: number, amount: string): StatementLine => ({
        store,
        territory,
        isrc: single.isrc,
        title: single.trackTitle,
        units,
        amount,
      });
      lines = [line('Spotify', 'US', 4000, '20.00'), line('Deezer', 'FR', 1000, '5.00')];
      [operator, artist] = await Promise.all([signedIn(operatorToken), signedIn(artistToken)]);
    },
    60_000,
  );

  step('the operator imports the statement', async () => {
    const file = writeStatementCsv(workDir, `recalled-${lastMonth}-${runId}.csv`, lines);
    fileName = path.basename(file);
    const page = await open(operator, '/user-portal/admin/statements');
    await page.locator('input[type=file][aria-label="Statement file"]').setInputFiles(file);
    await page.getByLabel('Column mapping').selectOption({ label: mappingName });
    await field(page, 'Period (optional)').fill(lastMonth);
    await button(page, 'Import statement').click();
    const detail = page.locator('section[aria-labelledby="statement-detail-heading"]');
    const status = detail.locator('.MuiChip-label').first();
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('Imported');
    expect(await detail.textContent()).toContain('Total (USD)25.00');
  });

  step('the artist connects a bank account and withdraws 15.00', async () => {
    let page = await open(artist, '/user-portal/profile');
    const section = page.locator('#payout-methods');
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Connect bank account' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect a bank account' });
    await connect.getByLabel('Account holder').fill(`${artistAccount.firstName} ${artistAccount.lastName}`);
    await connect.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await connect.getByLabel('Bank country').fill('DE');
    await connect.getByLabel('Account currency').fill('EUR');
    await connect.getByLabel('Account password').fill(artistAccount.password);
    await connect.getByRole('button', { name: 'Connect' }).click();
    await connect.waitFor({ state: 'hidden' });
    await expect.poll(() => section.textContent()).toContain('Verified');

    page = await open(artist, '/user-portal/wallet');
    await expect.poll(() => page.getByTestId('wallet-available').textContent()).toBe('$25.00');
    await button(page, 'Request payout').click();
    const dialog = page.getByRole('dialog', { name: 'Request payout' });
    await dialog.getByLabel('Amount').fill('15.00');
    await dialog.getByRole('button', { name: 'See fee' }).click();
    await dialog.getByRole('status', { name: 'Payout quote' }).waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('wallet-available').textContent()).toBe('$10.00');
  });

  step('the operator opens the statement and reverses it with a reason', async () => {
    const page = await open(operator, '/user-portal/admin/statements');
    await page
      .getByRole('list', { name: 'Statements' })
      .getByRole('button', { name: new RegExp(fileName) })
      .click();
    const detail = page.locator('section[aria-labelledby="statement-detail-heading"]');
    await detail.getByRole('heading', { name: new RegExp(fileName.replace(/\./g, '\\.')) }).waitFor();
    await detail.getByRole('button', { name: 'Reverse statement' }).click();
    const dialog = page.getByRole('dialog', { name: /Reverse statement #\d+/ });
    // The reason is required: an empty one is refused on the field.
    await dialog.getByRole('button', { name: 'Reverse statement' }).click();
    await expect.poll(() => dialog.textContent()).toContain('Give the reason for the reversal');
    await dialog.getByLabel('Reason').fill(REASON);
    await page.waitForTimeout(300);
    await screenshot(page, 'reversal-1-dialog');
    await dialog.getByRole('button', { name: 'Reverse statement' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => detail.locator('.MuiChip-label').first().textContent()).toBe('Reversed');
    const reversal = detail.getByRole('alert', { name: 'Reversal' });
    expect(await reversal.textContent()).toContain(REASON);
    expect(await reversal.textContent()).toContain(`by ${OPERATOR.email}`);
    expect(await detail.getByRole('button', { name: 'Reverse statement' }).count()).toBe(0);
    const row = page.getByRole('list', { name: 'Statements' }).getByRole('button', { name: new RegExp(fileName) });
    await expect.poll(() => row.textContent()).toContain('Reversed');
    await shot(page, '2-reversed');
  });

  step('the artist sees the reversal and the carried deficit; payouts wait until it is repaid', async () => {
    const page = await open(artist, '/user-portal/wallet');
    await expect.poll(() => page.getByTestId('wallet-available').textContent()).toBe('$0.00');
    const deficit = page.getByRole('alert', { name: 'Carried deficit' });
    await expect.poll(() => deficit.textContent()).toContain('Carried deficit: $15.00');
    const transactions = page.getByRole('table', { name: 'Transactions' });
    await expect.poll(() => transactions.textContent()).toContain(`reversed: ${REASON}`);
    await shot(page, '3-wallet-deficit');
    expect(await button(page, 'Request payout').isDisabled()).toBe(true);
    expect(await button(page, 'Transfer').isDisabled()).toBe(true);
  });
});
