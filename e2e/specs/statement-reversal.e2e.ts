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
import { e2eEnv, screenshot } from '../support/index.js';
import { createSessionJourney, type Session } from '../support/steps.js';
import type { ReleasedSingle } from '../support/catalog.js';
import { button, DEMO_OPERATOR, newAccount, type TestAccount } from '../support/app.js';
import { connectBankAccount } from '../support/payouts.js';
import {
  importStatementOnPage,
  monthOf,
  STATEMENT_SET_UP_STEP,
  startStatementJourney,
  statementDetail,
  statementLine,
  writeStatementCsv,
  type StatementLine,
} from '../support/statements.js';

const runId = Date.now().toString(36).slice(-5);
const lastMonth = monthOf(-1);
const REASON = 'The store recalled this report: wrong exchange rate';

const journey = createSessionJourney('reversal');
const { step, open, shot } = journey;
let operator: Session;
let artist: Session;
let artistAccount: TestAccount;
let mappingName = '';
let workDir = '';
let lines: StatementLine[] = [];
let fileName = '';

describe('statement reversal journey', () => {
  beforeAll(async () => {
    e2eEnv();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-e2e-reversal-'));
    artistAccount = { ...newAccount('reversal'), firstName: 'Rhea', type: 'artist' };
    await journey.launch();
  });

  afterAll(async () => {
    await journey.close();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  step(
    STATEMENT_SET_UP_STEP,
    async () => {
      let single: ReleasedSingle;
      ({ operator, artist, single, mappingName } = await startStatementJourney(
        journey,
        artistAccount,
        `Recalled ${runId}`,
      ));
      lines = [
        statementLine(single, 'Spotify', 'US', 4000, '20.00'),
        statementLine(single, 'Deezer', 'FR', 1000, '5.00'),
      ];
    },
    60_000,
  );

  step('the operator imports the statement', async () => {
    const file = writeStatementCsv(workDir, `recalled-${lastMonth}-${runId}.csv`, lines);
    fileName = path.basename(file);
    const page = await open(operator, '/user-portal/admin/statements');
    const detail = await importStatementOnPage(page, { file, mappingName, period: lastMonth });
    expect(await detail.textContent()).toContain('Total (USD)25.00');
  });

  step('the artist connects a bank account and withdraws 15.00', async () => {
    let page = await open(artist, '/user-portal/profile');
    await connectBankAccount(page, artistAccount);

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
    const detail = statementDetail(page);
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
    expect(await reversal.textContent()).toContain(`by ${DEMO_OPERATOR.email}`);
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
