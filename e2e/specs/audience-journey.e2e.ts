// Issue 15, the audience in a browser: a new artist imports a fan list whose two bad lines are
// named with their line numbers, finds the good fans in the list, removes one and exports the
// list as CSV (the download is read back). The demo artist's seeded audience is then shown at
// desktop, at 375 px and in dark mode. Screenshots: e2e/artifacts/audience-*.png.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { acceptCookiesIfShown, e2eEnv, expectFitsWidth, launchBrowser, newPage, screenshot } from '../support/index.js';
import { createSessionJourney, type Session, screenshotFromTop } from '../support/steps.js';
import {
  apiOk,
  apiToken,
  confirmedAccountToken,
  DEMO_ARTIST,
  newAccount,
  setSessionCookie,
  type TestAccount,
  waitForPath,
} from '../support/app.js';

const journey = createSessionJourney('audience');
const { step, open, shot } = journey;
let artist: Session;
let account: TestAccount;
let artistToken: string;

const FAN_LIST = [
  'Name,E-mail,Country,Platform,Subscribed',
  'Ana Lima,ana.lima@example.com,Portugal,Spotify,yes',
  'Bruno Costa,bruno@,BR,Deezer,no',
  'Chloé Martin,chloe@example.com,FR,Apple Music,yes',
  'Dario Rossi,dario@example.com,Atlantis,Spotify,yes',
  'Emma Becker,emma@example.com,DE,TikTok,',
  '',
].join('\n');

describe('audience journey', () => {
  beforeAll(async () => {
    e2eEnv();
    account = { ...newAccount('fans'), firstName: 'Lena', lastName: 'Marsh', type: 'artist' };
    await journey.launch();
  });

  afterAll(async () => {
    await journey.close();
  });

  step('set-up: a new artist with an empty audience', async () => {
    artistToken = await confirmedAccountToken(account, { completeSetup: true });
    artist = await journey.signedIn(artistToken);
    const page = await open(artist, '/user-portal/audience');
    await page.getByText('No fans yet: add one or import a CSV file').waitFor();
  });

  step('the artist imports a CSV: the columns are guessed, the two bad lines are named by number', async () => {
    const page = artist.page;
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import fans from a CSV file' });
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'fans.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(FAN_LIST),
    });
    await dialog.getByRole('table', { name: 'First lines of the file' }).waitFor();
    expect(await dialog.getByLabel(/^E-mail/).inputValue()).toBe('1');
    expect(await dialog.getByLabel('Country', { exact: true }).inputValue()).toBe('2');
    await screenshot(page, 'audience-1-mapping');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const failed = dialog.getByRole('list', { name: 'Lines not imported' });
    await failed.waitFor();
    const lines = await failed.getByRole('listitem').allTextContents();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Line 3');
    expect(lines[0]).toContain('E-mail: Enter a valid e-mail address');
    expect(lines[1]).toContain('Line 5');
    expect(lines[1]).toContain('Country: Unknown country');
    expect(await dialog.getByRole('status').textContent()).toContain('3 added');
    await screenshot(page, 'audience-2-import-report');
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  step('the good fans are in the list', async () => {
    const page = artist.page;
    const table = page.getByRole('table', { name: 'Fans' });
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    for (const email of ['ana.lima@example.com', 'chloe@example.com', 'emma@example.com'])
      await table.getByText(email).waitFor();
    expect(await page.getByRole('heading', { name: 'Fans (3)' }).count()).toBe(1);
    await shot(page, '3-list');
  });

  step('the artist removes one fan after confirming', async () => {
    const page = artist.page;
    await page.getByRole('button', { name: 'Remove Emma Becker' }).click();
    await page.getByRole('dialog', { name: 'Remove this fan?' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('heading', { name: 'Fans (2)' }).waitFor();
    expect(await page.getByRole('table', { name: 'Fans' }).getByText('emma@example.com').count()).toBe(0);
  });

  step('the artist exports the list: the CSV holds the two fans left', async () => {
    const page = artist.page;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export all' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audience-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const rows = csv.trim().split('\n');
    expect(rows[0]).toMatch(/^id,type,name,email,country,/);
    expect(
      rows
        .slice(1)
        .map((row) => row.split(',')[3])
        .sort(),
    ).toEqual(['ana.lima@example.com', 'chloe@example.com']);
    expect(csv).not.toContain('emma@example.com');
  });

  step('the artist refreshes from the platforms: the Spotify profile of Preferences is listed', async () => {
    await apiOk(
      'POST',
      '/api/portal/preferences/artist/submit',
      { artistName: 'Lena Marsh', platforms: { spotify: 'https://open.spotify.com/artist/0TnOYISbd1XYRBk9myaseg' } },
      artistToken,
    );
    const page = artist.page;
    await page.getByRole('button', { name: 'Refresh from platforms' }).click();
    const profiles = page.getByRole('list', { name: 'Platform profiles' });
    await profiles.waitFor();
    // This install has no Spotify keys: the profile is listed, its followers are not made up.
    expect(await profiles.textContent()).toContain('Lena Marsh');
    expect(await profiles.textContent()).toContain('Followers unknown');
    await page.getByText('Refreshed: 1 profile read').waitFor();
    expect(await page.getByRole('button', { name: 'Refresh from platforms' }).isDisabled()).toBe(true);
    await shot(page, '3b-refreshed');
  });

  step("the demo artist's seeded audience at desktop, 375 px and in dark mode", async () => {
    const token = await apiToken(DEMO_ARTIST.email, DEMO_ARTIST.password);
    const browser = await launchBrowser();
    try {
      for (const view of [
        { name: 'desktop', width: 1440, height: 900, colorScheme: 'light' as const },
        { name: '375', width: 375, height: 812, colorScheme: 'light' as const },
        { name: 'dark', width: 1440, height: 900, colorScheme: 'dark' as const },
      ]) {
        const { context, page } = await newPage(browser, view);
        journey.focus(page);
        await setSessionCookie(context, token);
        await page.goto('/user-portal/audience');
        await waitForPath(page, '/user-portal/audience');
        await page.getByRole('heading', { name: 'Fans (36)' }).waitFor();
        await acceptCookiesIfShown(page);
        await expect.poll(() => page.locator('.MuiSkeleton-root').count()).toBe(0);
        if (view.width === 375) await expectFitsWidth(page, 375);
        await screenshotFromTop(page, `audience-4-demo-${view.name}`);
        if (view.name === 'desktop') {
          await page.getByRole('button', { name: 'Add a fan' }).click();
          await page.getByRole('dialog', { name: 'Add a fan' }).waitFor();
          // The dialog fades in: wait until it is drawn in full.
          await page.waitForTimeout(400);
          await screenshot(page, 'audience-5-add-fan');
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });
});
