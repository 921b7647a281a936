// Issue 12, point 5: a store reports a line with a mistyped ISRC. The operator imports it, finds
// it in the statement's unmatched queue, searches the catalog by the track's title (not a raw
// track id) and assigns the line; the artist's wallet receives the money. Next month the same
// line matches by itself through the alias the resolution taught, which the Statements page lists.
// Screenshots: e2e/artifacts/unmatched-*.png.
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
import { createReleasedSingle, type ReleasedSingle } from '../support/catalog.js';
import { saveStatementMapping, writeStatementCsv, type StatementLine } from '../support/statements.js';

const OPERATOR = { email: 'admin@liner.local', password: process.env.DEMO_PASSWORD || 'liner-demo-2026' };
const runId = Date.now().toString(36).slice(-5);
const monthOf = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
};
/** The ISRC the store mistyped: the shape of an ISRC, held by no track. */
const WRONG_ISRC = `QZ${runId.slice(-3).toUpperCase()}2699001`;

interface Session {
  context: BrowserContext;
  page: Page;
}

let browser: Browser;
let operator: Session;
let artist: Session;
let current: Page | undefined;
let artistAccount: TestAccount;
let single: ReleasedSingle;
let mappingName = '';
let workDir = '';

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

/** Uploads a one-line statement of the mistyped line for `month`; answers the statement's detail section. */
async function importMisreported(month: string, amount: string) {
  const line: StatementLine = {
    store: 'Deezer',
    territory: 'FR',
    isrc: WRONG_ISRC,
    title: single.trackTitle,
    units: 3000,
    amount,
  };
  const file = writeStatementCsv(workDir, `misreported-${month}-${runId}.csv`, [line]);
  const page = await open(operator, '/user-portal/admin/statements');
  await page.locator('input[type=file][aria-label="Statement file"]').setInputFiles(file);
  await page.getByLabel('Column mapping').selectOption({ label: mappingName });
  await field(page, 'Period (optional)').fill(month);
  await button(page, 'Import statement').click();
  const detail = page.locator('section[aria-labelledby="statement-detail-heading"]');
  await detail.getByRole('heading', { name: new RegExp(path.basename(file).replace(/\./g, '\\.')) }).waitFor();
  await expect.poll(() => detail.locator('.MuiChip-label').first().textContent(), { timeout: 30_000 }).toBe('Imported');
  return { page, detail };
}

describe('resolving an unmatched line by search', () => {
  beforeAll(async () => {
    e2eEnv();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-e2e-unmatched-'));
    artistAccount = { ...newAccount('unmatched'), firstName: 'Iris', type: 'artist' };
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
      single = await createReleasedSingle({
        artistToken,
        operatorToken,
        artist: `${artistAccount.firstName} ${artistAccount.lastName}`,
        title: `Misprint ${runId}`,
      });
      mappingName = await saveStatementMapping(operatorToken);
      [operator, artist] = await Promise.all([signedIn(operatorToken), signedIn(artistToken)]);
    },
    60_000,
  );

  step('the operator finds the track by its title and assigns the unmatched line', async () => {
    const { page, detail } = await importMisreported(monthOf(-2), '12.00');
    expect(await detail.textContent()).toContain('Unmatched1');
    await detail.getByLabel('Select line 2').check();
    const search = detail.getByLabel('Search title, artist, ISRC or UPC');
    await search.fill(`misprint ${runId}`);
    await search.press('Enter');
    const assign = detail.getByRole('button', { name: `Assign to track ${single.trackTitle} on ${single.title}` });
    await assign.waitFor({ state: 'visible' });
    await page.waitForTimeout(200);
    await screenshot(page, 'unmatched-1-search', true);
    await assign.click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContainEqual(expect.stringContaining(`Next time it matches by itself: ISRC ${WRONG_ISRC} on Deezer`));
    await expect.poll(() => detail.textContent()).toContain('every line matched a track or release');
    const learned = page.getByRole('list', { name: 'Learned matches' });
    await expect.poll(() => learned.textContent()).toContain(`ISRC ${WRONG_ISRC} on Deezer`);
    await screenshot(page, 'unmatched-2-resolved', true);
  });

  step('the artist is paid for the line', async () => {
    const page = await open(artist, '/user-portal/wallet');
    await expect.poll(() => page.getByTestId('wallet-available').textContent()).toBe('$12.00');
  });

  step("next month's identical line matches by itself", async () => {
    const { page, detail } = await importMisreported(monthOf(-1), '13.00');
    expect(await detail.textContent()).toContain('Unmatched0');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(300);
    await screenshot(page, 'unmatched-3-next-month-375', true);
    await page.setViewportSize({ width: 1440, height: 900 });
    const wallet = await open(artist, '/user-portal/wallet');
    await expect.poll(() => wallet.getByTestId('wallet-available').textContent()).toBe('$25.00');
  });
});
