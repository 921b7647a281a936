// Issue 12, point 5: a store reports a line with a mistyped ISRC. The operator imports it, finds
// it in the statement's unmatched queue, searches the catalog by the track's title (not a raw
// track id) and assigns the line; the artist's wallet receives the money. Next month the same
// line matches by itself through the alias the resolution taught, which the Statements page lists.
// Screenshots: e2e/artifacts/unmatched-*.png.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { e2eEnv, screenshot } from '../support/index.js';
import { createSessionJourney, type Session } from '../support/steps.js';
import { newAccount, type TestAccount } from '../support/app.js';
import type { ReleasedSingle } from '../support/catalog.js';
import {
  importStatementOnPage,
  monthOf,
  STATEMENT_SET_UP_STEP,
  startStatementJourney,
  statementLine,
  writeStatementCsv,
} from '../support/statements.js';

const runId = Date.now().toString(36).slice(-5);
/** The ISRC the store mistyped: the shape of an ISRC, held by no track. */
const WRONG_ISRC = `QZ${runId.slice(-3).toUpperCase()}2699001`;

const journey = createSessionJourney('unmatched');
const { step, open } = journey;
let operator: Session;
let artist: Session;
let artistAccount: TestAccount;
let single: ReleasedSingle;
let mappingName = '';
let workDir = '';

/** Uploads a one-line statement of the mistyped line for `month`; answers the statement's detail section. */
async function importMisreported(month: string, amount: string) {
  const line = { ...statementLine(single, 'Deezer', 'FR', 3000, amount), isrc: WRONG_ISRC };
  const file = writeStatementCsv(workDir, `misreported-${month}-${runId}.csv`, [line]);
  const page = await open(operator, '/user-portal/admin/statements');
  const detail = await importStatementOnPage(page, { file, mappingName, period: month });
  return { page, detail };
}

describe('resolving an unmatched line by search', () => {
  beforeAll(async () => {
    e2eEnv();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-e2e-unmatched-'));
    artistAccount = { ...newAccount('unmatched'), firstName: 'Iris', type: 'artist' };
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
        `Misprint ${runId}`,
      ));
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
      .poll(() => page.getByRole('alert').allTextContents(), { timeout: 20_000 })
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
