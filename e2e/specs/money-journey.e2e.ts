// Issue 4, "Done means": the operator imports a store statement (a CSV with a saved column
// mapping) for the artist's released track; the artist sees the earnings on the dashboard and the
// sales pages, shares 25 % of the track with a payee; the next statement holds the payee's share
// until they accept, then it is in their wallet; the artist adds a first payout method (no 48-hour
// pause for a first method), requests a payout and downloads this month's statement PDF, whose
// figures are checked with pdftotext; the operator approves it and exports the batch (the CSV
// downloads in the browser), the artist sees it sending, the operator marks the batch paid and
// the artist sees it paid (issue 12, point 7). Three browser contexts (operator, artist, payee) stay signed
// in side by side. Screenshots: e2e/artifacts/money-*.png; after a failed step the later ones are
// skipped (e2e/artifacts/failed-<step>.png shows the page).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { e2eEnv, screenshot } from '../support/index.js';
import { createSessionJourney, type Session } from '../support/steps.js';
import { button, confirmedAccountToken, newAccount, waitForPath, type TestAccount } from '../support/app.js';
import type { ReleasedSingle } from '../support/catalog.js';
import { connectBankAccount } from '../support/payouts.js';
import {
  importStatementOnPage,
  monthOf,
  setUpStatementJourney,
  statementLine,
  totalOf,
  writeStatementCsv,
  type StatementLine,
} from '../support/statements.js';

const runId = Date.now().toString(36).slice(-5);
const thisMonth = monthOf(0);
const lastMonth = monthOf(-1);
const SHARE = '25';
/** How the pages write the share. */
const SHARE_SHOWN = '25.00%';
const PAYOUT = '25.00';

const journey = createSessionJourney('money');
const { step, open, shot } = journey;
let operator: Session;
let artist: Session;
let payee: Session;
let artistAccount: TestAccount;
let payeeAccount: TestAccount;
let single: ReleasedSingle;
let mappingName = '';
let workDir = '';
let firstLines: StatementLine[] = [];
let secondLines: StatementLine[] = [];
let batchId = 0;

// ---------------------------------------------------------------------------- helpers

/** Uploads a statement on the operator's page with the saved mapping; checks every line matched and the total. */
async function importStatement(file: string, period: string, expectedTotal: string): Promise<void> {
  const page = await open(operator, '/user-portal/admin/statements');
  const detail = await importStatementOnPage(page, { file, mappingName, period });
  const detailText = await detail.textContent();
  expect(detailText).toContain(`Unmatched0`);
  expect(detailText).toContain(`Total (USD)${expectedTotal}`);
}

const money = (amount: string) => `$${amount}`;

// ---------------------------------------------------------------------------- journey

describe('money journey', () => {
  beforeAll(async () => {
    e2eEnv();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-e2e-money-'));
    artistAccount = { ...newAccount('money'), firstName: 'Iris', type: 'artist' };
    payeeAccount = { ...newAccount('payee'), firstName: 'Theo' };
    await journey.launch();
  });

  afterAll(async () => {
    await journey.close();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  step(
    'set-up: an artist with a released single, a payee, the operator with a column mapping',
    async () => {
      const [setUp, payeeToken] = await Promise.all([
        setUpStatementJourney(artistAccount, `Tidal Money ${runId}`),
        confirmedAccountToken(payeeAccount, { completeSetup: true }),
      ]);
      ({ single, mappingName } = setUp);
      expect(single.isrc).toMatch(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/);
      const line = (store: string, territory: string, units: number, amount: string) =>
        statementLine(single, store, territory, units, amount);
      firstLines = [line('Spotify', 'US', 2500, '12.50'), line('Apple Music', 'GB', 900, '7.50')];
      secondLines = [line('Spotify', 'US', 6000, '30.00'), line('Deezer', 'FR', 2000, '10.00')];
      [operator, artist, payee] = await Promise.all([
        journey.signedIn(setUp.operatorToken),
        journey.signedIn(setUp.artistToken),
        journey.signedIn(payeeToken),
      ]);
    },
    60_000,
  );

  step("the operator imports last month's statement with the saved column mapping", async () => {
    const file = writeStatementCsv(workDir, `store-${lastMonth}-${runId}.csv`, firstLines);
    await importStatement(file, lastMonth, totalOf(firstLines));
    const byStore = operator.page.getByRole('table', { name: 'Totals by store' });
    await expect.poll(() => byStore.textContent()).toMatch(/Spotify.*12\.50/);
    await shot(operator.page, '1-statement-imported');
  });

  step('the artist sees the earnings on the dashboard', async () => {
    const page = await open(artist, '/user-portal');
    await expect.poll(() => page.getByTestId('wallet-balance').textContent(), { timeout: 15_000 }).toBe(money('20.00'));
    await shot(page, '2-dashboard');
  });

  step('the sales pages show them by store and by track', async () => {
    let page = await open(artist, '/user-portal/sales/channels');
    await expect.poll(() => page.getByTestId('sales-total').textContent()).toMatch(/^\$20\.00/);
    const stores = page.getByRole('table', { name: 'Stores' });
    await expect
      .poll(() => stores.locator('tbody tr').allTextContents())
      .toEqual([expect.stringMatching(/^Spotify2,?500\$12\.50/), expect.stringMatching(/^Apple Music900\$7\.50/)]);
    await shot(page, '3-sales-stores');
    page = await open(artist, '/user-portal/sales/tracks');
    const tracks = page.getByRole('table', { name: 'Tracks' });
    await expect
      .poll(() => tracks.locator('tbody tr').allTextContents())
      .toEqual([expect.stringMatching(new RegExp(`^${single.trackTitle}${single.isrc}3,?400\\$20\\.00`))]);
    await shot(page, '4-sales-tracks');
  });

  step(`the artist shares ${SHARE} % of the track with the payee from the first of this month`, async () => {
    const page = await open(artist, '/user-portal/royalty-shares/new');
    await page.getByRole('radio', { name: new RegExp(single.trackTitle) }).click();
    await button(page, 'Select').click();
    await page.getByText(`${single.title} · ${single.isrc}`).waitFor({ state: 'visible' });
    await page.getByLabel('Payee 1 e-mail').fill(payeeAccount.email);
    await page.getByLabel('Payee 1 share').fill(SHARE);
    await page.getByLabel('Effective from').fill(`${thisMonth}-01`);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Shared:' }).textContent())
      .toBe(`Shared: ${SHARE_SHOWN} · You keep: 75.00%`);
    await shot(page, '5-split-editor');
    await button(page, 'Submit split').click();
    await waitForPath(page, '/user-portal/royalty-shares');
    const row = page
      .getByRole('list', { name: 'My splits' })
      .getByRole('listitem')
      .filter({ hasText: single.trackTitle });
    await expect
      .poll(() => row.getByRole('list', { name: 'Payees' }).textContent())
      .toContain(`${SHARE_SHOWN} · Waiting`);
    await shot(page, '6-my-splits');
  });

  step("this month's statement holds the payee's share until they accept", async () => {
    const file = writeStatementCsv(workDir, `store-${thisMonth}-${runId}.csv`, secondLines);
    await importStatement(file, thisMonth, totalOf(secondLines));
    const mine = await open(artist, '/user-portal/royalty-shares');
    const payees = mine
      .getByRole('list', { name: 'My splits' })
      .getByRole('listitem')
      .filter({ hasText: single.trackTitle })
      .getByRole('list', { name: 'Payees' });
    await expect.poll(() => payees.textContent()).toMatch(new RegExp(`${SHARE_SHOWN} · Waiting · \\$10\\.0+ held`));
    await shot(mine, '7-my-splits-held');
    const page = await open(payee, '/user-portal/royalty-shares?tab=shared');
    const row = page
      .getByRole('list', { name: 'Splits shared with me' })
      .getByRole('listitem')
      .filter({ hasText: single.trackTitle });
    await expect.poll(() => row.textContent()).toContain(`shares ${SHARE_SHOWN} of “${single.title}” with you`);
    expect(await row.textContent()).toMatch(/Held for you until you accept: \$10\.0+/);
    await shot(page, '8-payee-invited');
  });

  step('the payee accepts and sees their share in their wallet', async () => {
    const page = payee.page;
    journey.focus(page);
    const row = page
      .getByRole('list', { name: 'Splits shared with me' })
      .getByRole('listitem')
      .filter({ hasText: single.trackTitle });
    await row.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => row.locator('.MuiChip-label').first().textContent()).toBe('Accepted');
    expect(await row.textContent()).not.toContain('Held for you');
    await shot(page, '9-payee-accepted');
    await open(payee, '/user-portal/wallet');
    await expect.poll(() => page.getByTestId('wallet-available').textContent()).toBe(money('10.00'));
    await shot(page, '10-payee-wallet');
  });

  step('the artist connects a bank account: a first payout method does not pause payouts', async () => {
    const page = await open(artist, '/user-portal/profile');
    const section = await connectBankAccount(page, artistAccount);
    expect(await section.textContent()).toContain('•••• 3000');
    expect(await section.getByRole('status').count(), 'a first payout method should not pause payouts').toBe(0);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'money-11-payout-method');
  });

  step(`the artist requests a payout of ${PAYOUT}`, async () => {
    const page = await open(artist, '/user-portal/wallet');
    await expect.poll(() => page.getByTestId('wallet-available').textContent()).toBe(money('50.00'));
    await shot(page, '12-wallet-before-payout');
    await button(page, 'Request payout').click();
    const dialog = page.getByRole('dialog', { name: 'Request payout' });
    await dialog.getByLabel('Amount').fill(PAYOUT);
    await dialog.getByRole('button', { name: 'See fee' }).click();
    const quote = dialog.getByRole('status', { name: 'Payout quote' });
    await quote.waitFor({ state: 'visible' });
    expect(await quote.textContent()).toContain(`Amount${money(PAYOUT)}`);
    await page.waitForTimeout(300); // the Confirm button's colour transition
    await screenshot(page, 'money-13-payout-quote');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const requests = page.getByRole('list', { name: 'Payout requests' });
    await expect.poll(() => requests.textContent()).toContain(`${money(PAYOUT)} to bank`);
    expect(await requests.textContent()).toContain('Pending');
    await expect.poll(() => page.getByTestId('wallet-available').textContent()).toBe(money('25.00'));
    await shot(page, '14-wallet-payout-requested');
  });

  step("the artist downloads this month's statement PDF, with the expected figures", async () => {
    const page = await open(artist, '/user-portal/reports');
    await page.getByLabel('Month').fill(thisMonth);
    await button(page, 'Generate statement').click();
    const download = page.getByRole('button', { name: 'Download statement', exact: true });
    await download.waitFor({ state: 'visible', timeout: 30_000 });
    await shot(page, '15-reports');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = path.join(workDir, file.suggestedFilename());
    await file.saveAs(pdf);
    expect(fs.readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    if (text.error)
      throw new Error(`pdftotext could not be started (${text.error.message}): apt-get install -y poppler-utils`);
    expect(text.status, text.stderr).toBe(0);
    fs.writeFileSync(path.join(e2eEnv().artifactsDir, 'money-statement.txt'), text.stdout);
    const lines = text.stdout.split('\n').map((line) => line.trim().replace(/\s{2,}/g, '  '));
    const figure = (label: string) =>
      lines
        .find((line) => line.startsWith(`${label}  `))
        ?.split('  ')
        .at(-1);
    expect(text.stdout).toContain(`${artistAccount.firstName} ${artistAccount.lastName}`);
    expect(text.stdout).toContain(`Period ${thisMonth}-01 to`);
    // Six decimals today; any number of trailing zeros passes.
    // Last month's statement is booked in last month's accounting period (its upload named that
    // period): it is the opening balance here, and only this month's report is listed.
    const expected: [string, string][] = [
      ['Opening balance', '20'],
      ['Spotify', '30'],
      ['Deezer', '10'],
      ['Total store earnings', '40'],
      ['Splits in', '0'],
      ['Splits out', '-10'],
      ['Payouts', '0'],
      ['Closing balance', '50'],
      ['of which available', '25'],
      ['of which held for split payees', '0'],
      ['of which pending payout', '25'],
    ];
    const figures = Object.fromEntries(expected.map(([label]) => [label, Number(figure(label))]));
    expect(figures).toEqual(Object.fromEntries(expected.map(([label, value]) => [label, Number(value)])));
  });

  step('the operator approves the payout and exports the batch: the file downloads in the browser', async () => {
    const page = await open(operator, '/user-portal/admin/payouts?status=pending');
    const pending = page.getByRole('list', { name: 'Pending payouts' });
    const row = pending.getByRole('listitem').filter({ hasText: artistAccount.email });
    await row.waitFor({ state: 'visible' });
    await row.getByRole('button', { name: /^Approve payout/ }).click();
    await row.waitFor({ state: 'detached' });
    const [file] = await Promise.all([page.waitForEvent('download'), button(page, 'Export batch').click()]);
    expect(file.suggestedFilename()).toMatch(/^batch-\d{6}\.csv$/);
    const csv = path.join(workDir, file.suggestedFilename());
    await file.saveAs(csv);
    const text = fs.readFileSync(csv, 'utf8');
    expect(text.split('\r\n')[0]).toMatch(/^payout_id,user_email,method,/);
    expect(text).toContain(`${artistAccount.email},bank,`);
    expect(text).toContain(`,${PAYOUT},`);
    batchId = Number(/^batch-0*(\d+)\.csv$/.exec(file.suggestedFilename())?.[1]);
    await page.getByText(`Batch #${batchId}:`).waitFor({ state: 'visible' });
    await shot(page, '16-desk-batch-exported');
  });

  step('the artist sees the payout sending, not paid', async () => {
    const page = await open(artist, '/user-portal/wallet');
    const requests = page.getByRole('list', { name: 'Payout requests' });
    await expect.poll(() => requests.textContent()).toContain('Sending');
    expect(await requests.textContent()).not.toContain('Paid');
    await shot(page, '17-wallet-payout-sending');
  });

  step('the operator marks the batch paid; the artist sees the payout paid', async () => {
    const desk = await open(operator, '/user-portal/admin/payouts?status=sending');
    const batches = desk.getByRole('list', { name: 'Payout batches' });
    await batches.getByRole('button', { name: `Mark batch ${batchId} paid` }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
    await batches.getByRole('button', { name: `Mark batch ${batchId} paid` }).waitFor({ state: 'detached' });
    await shot(desk, '18-desk-batch-paid');
    const page = await open(artist, '/user-portal/wallet');
    const requests = page.getByRole('list', { name: 'Payout requests' });
    await expect.poll(() => requests.textContent()).toContain('Paid');
    await shot(page, '19-wallet-payout-paid');
  });
});
