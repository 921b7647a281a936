// Issue 15, "Done means": the operator uploads a Spotify trend file on the analytics imports page;
// the artist whose single it names opens Analytics, reads the streams, switches the header toggle
// to discovery and back, filters by country (the address keeps it) and exports the streams as
// CSV, whose content is the file's figures. Screenshots: e2e/artifacts/analytics-*.png, at
// 1440 px and 375 px.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { e2eEnv, expectFitsWidth } from '../support/index.js';
import {
  apiToken,
  button,
  confirmedAccountToken,
  DEMO_OPERATOR,
  newAccount,
  type TestAccount,
} from '../support/app.js';
import { createReleasedSingle, type ReleasedSingle } from '../support/catalog.js';
import { createSessionJourney, type Session } from '../support/steps.js';

const runId = Date.now().toString(36).slice(-5);
const journey = createSessionJourney('analytics');
const { step, open, shot } = journey;

/** The last five days up to yesterday (UTC): the page's default range is the 28 days up to the newest with data. */
const DAYS = Array.from({ length: 5 }, (_, index) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - (5 - index));
  return day.toISOString().slice(0, 10);
});
/** Streams and discovery streams per day, in the US and in Germany. */
const US = [120, 140, 95, 160, 180];
const DE = [30, 25, 40, 35, 50];
const DISCOVERY = [12, 14, 9, 16, 18];
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const grouped = (value: number) => value.toLocaleString('en-US');

let operator: Session;
let artist: Session;
let artistAccount: TestAccount;
let single: ReleasedSingle;
let workDir = '';

/** Scrolls down the page so the panels below the fold load, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0));
}

const streamsPanel = (page: Page) => page.getByRole('region', { name: 'Streams', exact: true });

describe('analytics journey', () => {
  beforeAll(async () => {
    e2eEnv();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-e2e-analytics-'));
    artistAccount = { ...newAccount('analytics'), firstName: 'Ines', type: 'artist' };
    await journey.launch();
  });

  afterAll(async () => {
    await journey.close();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  step(
    'set-up: an artist with a released single, the operator signed in',
    async () => {
      const operatorToken = await apiToken(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
      const artistToken = await confirmedAccountToken(artistAccount, { completeSetup: true });
      single = await createReleasedSingle({
        artistToken,
        operatorToken,
        artist: `${artistAccount.firstName} ${artistAccount.lastName}`,
        title: `Listening ${runId}`,
      });
      [operator, artist] = await Promise.all([journey.signedIn(operatorToken), journey.signedIn(artistToken)]);
    },
    90_000,
  );

  step('the operator uploads a Spotify trend file naming the single by ISRC', async () => {
    const rows = DAYS.flatMap((day, index) => [
      [day, single.isrc, 'US', US[index], DISCOVERY[index]].join('\t'),
      [day, single.isrc, 'DE', DE[index], 0].join('\t'),
    ]);
    const file = path.join(workDir, `spotify-streams-${runId}.tsv`);
    fs.writeFileSync(file, ['date\tisrc\tcountry\tstreams\tdiscovery_streams', ...rows].join('\n'));
    const page = await open(operator, '/user-portal/admin/analytics-imports');
    await page.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'Spotify', exact: true }).click();
    await page.locator('input[type=file][aria-label="Trend file"]').setInputFiles(file);
    await button(page, 'Import trend file').click();
    const detail = page.locator('section[aria-labelledby="import-detail-heading"]');
    await detail.getByRole('heading', { name: new RegExp(path.basename(file).replace(/\./g, '\\.')) }).waitFor();
    await expect.poll(() => detail.getByText('Imported', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
  });

  step('the artist opens Analytics: Spotify, its streams and the previous period', async () => {
    const page = await open(artist, '/user-portal/analytics/overview');
    await page.waitForURL(/\/user-portal\/analytics\/spotify$/);
    await expect(page.getByRole('button', { name: 'Streams', exact: true }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await expect
      .poll(() => streamsPanel(page).getByTestId('series-total').textContent(), { timeout: 15_000 })
      .toBe(grouped(sum(US) + sum(DE)));
    await scrollThrough(page);
    await expect
      .poll(() => page.getByRole('table', { name: 'Top tracks by streams' }).textContent())
      .toContain(single.isrc);
    await shot(page, 'spotify-desktop');
  });

  step('the header toggle switches the series to discovery and back', async () => {
    const page = artist.page;
    await page.getByRole('button', { name: 'Discovery', exact: true }).click();
    await page.waitForURL(/metric=discovery/);
    const discovery = page.getByRole('region', { name: 'Discovery', exact: true });
    await expect.poll(() => discovery.getByTestId('series-total').textContent()).toBe(grouped(sum(DISCOVERY)));
    await page.getByRole('button', { name: 'Streams', exact: true }).click();
    await page.waitForURL((url) => !url.search.includes('metric='));
    await expect
      .poll(() => streamsPanel(page).getByTestId('series-total').textContent())
      .toBe(grouped(sum(US) + sum(DE)));
  });

  step('filtering by Germany narrows every figure and stays in the address', async () => {
    const page = artist.page;
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.fill('Germany');
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    await page.waitForURL(/country=DE/);
    await expect.poll(() => streamsPanel(page).getByTestId('series-total').textContent()).toBe(grouped(sum(DE)));
    // The same view from its address, as a shared link opens it.
    await page.reload();
    await expect.poll(() => streamsPanel(page).getByTestId('series-total').textContent()).toBe(grouped(sum(DE)));
    await expect(country.inputValue()).resolves.toBe('Germany');
  });

  step('the streams export is the CSV of what the panel shows', async () => {
    const page = artist.page;
    const download = page.waitForEvent('download');
    await streamsPanel(page).getByRole('button', { name: 'Export Streams as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^liner-analytics-spotify-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const saved = path.join(workDir, file.suggestedFilename());
    await file.saveAs(saved);
    const lines = fs.readFileSync(saved, 'utf8').split('\r\n');
    expect(lines[0]).toBe('date,streams,previous_date,previous_streams');
    for (const [index, day] of DAYS.entries())
      expect(lines.find((line) => line.startsWith(`${day},`))).toMatch(new RegExp(`^${day},${DE[index]},`));
  });

  step('the page fits a 375 px phone, with the platform picker instead of tabs', async () => {
    const page = artist.page;
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('combobox', { name: 'Platform' }).inputValue()).resolves.toBe('spotify');
    await scrollThrough(page);
    await expectFitsWidth(page, 375);
    await shot(page, 'spotify-phone');
  });
});
