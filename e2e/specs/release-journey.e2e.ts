// Issue 3, "Done means": the demo artist builds a two-track album in the wizard with real
// generated media (a 1000 px cover and an MP3 are refused on the way), publishes it; the
// operator approves it from the review queue; the ERN lands in DATA_DIR/deliveries and is
// checked (against the DDEX XSD when DDEX_SCHEMA_DIR is set); the artist sees Delivered, and per
// store "Packaged (test)": every store starts as a test store (store-journey.e2e.ts sends live).
// Steps run in order in one browser; after a failed step the later ones are skipped
// (e2e/artifacts/failed-<step>.png shows the page). Screenshots: e2e/artifacts/wizard-*.png
// and release-*.png.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { e2eEnv, launchBrowser, newPage, screenshot } from '../support/index.js';
import { createJourney, screenshotFromTop } from '../support/steps.js';
import { api, apiToken, button, DEMO_ARTIST, DEMO_OPERATOR, waitForPath } from '../support/app.js';
import {
  type DeliveryLogApi,
  deliveredErnFile,
  soundRecordingIsrcs,
  validateErnAgainstXsd,
} from '../support/deliveries.js';
import { createReleaseFixtures, probeAudio, type ReleaseFixtures } from '../support/release-fixtures.js';
import {
  expectWizardPage,
  fillBasicInformation,
  fillReleaseInformation,
  fillTrackCards,
  nextWizardPage,
} from '../support/release-wizard.js';
import { signInOnPage, signOutFromAvatarMenu } from '../support/sign-in.js';

const SPOTIFY_URL = 'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF';
const SPOTIFY_ID = '0OdUWJ0sBjDrqHygGUXeCF';
const runId = Date.now().toString(36).slice(-5);
const release = {
  title: `Harbour Lights ${runId}`,
  artist: 'Nova Reyes',
  label: 'Northbound Records',
  tracks: [
    { title: 'First Light', writer: { first: 'Nova', last: 'Reyes' } },
    { title: 'Second Wind', writer: { first: 'Mara', last: 'Lind' } },
  ],
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let media: ReleaseFixtures;
let releaseId = 0;
let upc = '';
let isrcs: string[] = [];

const step = createJourney(() => page);

/** A session of the artist's own, outside the browser (the delivery log and release API are owner-only). */
let artistApiToken = '';
async function artistToken(): Promise<string> {
  artistApiToken ||= await apiToken(DEMO_ARTIST.email, DEMO_ARTIST.password);
  return artistApiToken;
}

const fullShot = (name: string) => screenshotFromTop(page, name);
const next = () => nextWizardPage(page);

interface ReleaseApiView {
  id: number;
  status: number;
  badge: { label: string };
  upc: { code: string };
  tracks: { title: string; isrc: string }[];
}

// ---------------------------------------------------------------------------- journey

describe('release journey', () => {
  beforeAll(async () => {
    e2eEnv();
    media = await createReleaseFixtures();
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, { width: 1440, height: 900 }));
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close().catch(() => undefined);
    if (media) fs.rmSync(media.dir, { recursive: true, force: true });
  });

  step('generated media are what they claim', async () => {
    expect(probeAudio(media.wav)).toMatchObject({ codec: 'pcm_s16le', channels: 2, sampleRate: 44_100 });
    expect(probeAudio(media.flac)).toMatchObject({ codec: 'flac', channels: 2, sampleRate: 44_100 });
    expect(probeAudio(media.mp3)).toMatchObject({ codec: 'mp3', channels: 2 });
    expect(probeAudio(media.wav).duration).toBeCloseTo(media.seconds, 1);
  });

  step('the demo artist signs in and opens /uploader', async () => {
    await signInOnPage(page, DEMO_ARTIST.email, DEMO_ARTIST.password);
    await page.goto('/uploader');
    // /uploader creates the draft, then replaces the URL with /uploader/edit/{id}.
    await waitForPath(page, /^\/uploader\/edit\/\d+$/, 30_000);
    releaseId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(releaseId).toBeGreaterThan(0);
    await expectWizardPage(page, 1, 'Basic Information');
  });

  step('Basic Information: title, primary artist, Spotify profile from a pasted link', async () => {
    await fillBasicInformation(page, release);
    // Without platform keys the page offers the paste-a-link path only.
    await button(page, 'Paste a Spotify link').click();
    const dialog = page.getByRole('dialog', { name: 'Paste your Spotify profile link' });
    await dialog.getByLabel('Spotify profile URL').fill(SPOTIFY_URL);
    await dialog.getByRole('button', { name: 'Use this profile' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText(`Spotify: ${SPOTIFY_ID}`).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Spotify ✓' }).isVisible()).toBe(true);
    await fullShot('wizard-1-basic-information');
    await next();
    await expectWizardPage(page, 2, 'Artwork');
  });

  step('Artwork: a 1000 x 1000 cover is refused, the 3000 x 3000 one shows its preview', async () => {
    const input = page.locator('input[type=file][aria-label="Upload artwork"]');
    await input.setInputFiles(media.cover1000);
    const refused = page.getByRole('alert').filter({ hasText: 'cover-1000.jpg was not accepted' });
    await refused.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await refused.textContent()).toContain('at least 3000 x 3000 px: this image is 1000 x 1000 px');
    await fullShot('wizard-2-artwork-refused');
    await input.setInputFiles(media.cover3000);
    const preview = page.getByRole('img', { name: 'Artwork preview' });
    await preview.waitFor({ state: 'visible', timeout: 60_000 });
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect.poll(() => page.getByText(/cover-3000\.jpg · 3000 x 3000 px · JPEG/).isVisible()).toBe(true);
    await fullShot('wizard-2-artwork');
    await next();
    await expectWizardPage(page, 3, 'Release Information');
  });

  step('Release Information: label, genre, C and P lines, all stores', async () => {
    await fillReleaseInformation(page, release.label);
    // A new release starts with every store ticked (delivery goes to exactly the listed stores).
    const allStores = page.getByRole('checkbox', { name: 'All stores' });
    await allStores.waitFor({ state: 'visible' });
    if (!(await allStores.isChecked())) await allStores.check();
    expect(await allStores.isChecked()).toBe(true);
    await fullShot('wizard-3-release-information');
    await next();
    await expectWizardPage(page, 4, 'Manage Tracks');
  });

  step('Manage Tracks: an MP3 is refused, the WAV and the FLAC become two tracks', async () => {
    const input = page.locator('input[type=file][aria-label="Upload audio"]');
    await input.setInputFiles(media.mp3);
    const refused = page.getByRole('alert').filter({ hasText: 'not-lossless.mp3 was not accepted' });
    await refused.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await refused.textContent()).toContain('MP3 files are not accepted');
    await fullShot('wizard-4-tracks-mp3-refused');
    await refused.getByRole('button', { name: /close/i }).click();

    await input.setInputFiles(media.wav);
    await page.getByText(/Audio uploaded: first-light\.wav \(4 s\)/).waitFor({ state: 'visible', timeout: 60_000 });
    await input.setInputFiles(media.flac);
    await page.getByText(/Audio uploaded: second-wind\.flac \(4 s\)/).waitFor({ state: 'visible', timeout: 60_000 });
    const cards = page.locator('.MuiAccordion-root');
    await expect.poll(() => cards.count()).toBe(2);
    await fillTrackCards(page, release.artist, release.tracks);
    await expect
      .poll(() => page.locator('.MuiAccordionSummary-root').allTextContents())
      .toEqual([expect.stringContaining('1.First Light0:04'), expect.stringContaining('2.Second Wind0:04')]);
    await button(page, 'Save draft').click();
    await expect.poll(() => page.getByTestId('save-status').textContent(), { timeout: 15_000 }).toBe('Saved');
    await fullShot('wizard-4-manage-tracks');
  });

  step('pre-submission check, Publish, the release view shows Pending', async () => {
    await button(page, 'Publish').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    // Two 4-second tracks: stores show the album as a Single and refuse tracks under 30 s; warnings, not errors.
    expect(await dialog.getByText('Error:').count(), `the check found errors: ${await dialog.textContent()}`).toBe(0);
    await screenshot(page, 'wizard-5-pre-submission-check');
    const confirm = dialog.getByRole('button', { name: /^(Confirm publish|Publish anyway)$/ });
    expect(await confirm.isEnabled()).toBe(true);
    await confirm.click();
    await waitForPath(page, `/user-portal/releases/view/${releaseId}`, 30_000);
    await page.getByRole('heading', { level: 1, name: release.title }).waitFor({ state: 'visible' });
    await expect
      .poll(() =>
        page
          .locator('.MuiChip-label')
          .filter({ hasText: /^Pending$/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await screenshot(page, 'release-1-pending');
  });

  step(
    'the operator approves it from the review queue and delivery completes',
    async () => {
      await signOutFromAvatarMenu(page);
      await signInOnPage(page, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
      await page.goto('/user-portal/admin/review');
      const row = page.getByRole('link', { name: new RegExp(release.title) });
      await row.waitFor({ state: 'visible' });
      expect(await row.textContent()).toContain('New release');
      await screenshot(page, 'release-2-review-queue');
      await row.click();
      await waitForPath(page, `/user-portal/admin/review/${releaseId}`);
      await button(page, 'Approve').click();
      const dialog = page.getByRole('dialog', { name: 'Approve this release?' });
      await dialog.getByRole('button', { name: 'Confirm approval' }).click();
      const result = page.getByRole('status').filter({ hasText: 'Status now' });
      await result.waitFor({ state: 'visible', timeout: 20_000 });
      await screenshot(page, 'release-3-approved');

      // The delivery log is the owner's (the operator's API answers 404 there): poll it with
      // the artist's own API session until a store's last step (the manifest) is written.
      const token = await artistToken();
      let log: DeliveryLogApi = { data: [] };
      await expect
        .poll(
          async () => {
            log = (await api<DeliveryLogApi>('GET', `/api/portal/release/${releaseId}/delivery-log`, undefined, token))
              .body;
            // Every store starts as a test store: its package is "packaged (test)", never "sent".
            return log.data.filter((entry) => entry.kind === 'packaged').length;
          },
          { timeout: 90_000, interval: 1_000, message: 'no store packaged within 90 s' },
        )
        .toBeGreaterThan(0);
      const failed = log.data.filter((entry) => entry.kind === 'failed' || entry.kind === 'rejected');
      expect(failed, `delivery errors: ${JSON.stringify(failed)}`).toEqual([]);
    },
    150_000,
  );

  step('the ERN is in DATA_DIR/deliveries: 2 SoundRecordings with ISRCs, the ICPN, valid against the XSD', async () => {
    const view = await api<ReleaseApiView>('GET', `/api/portal/release/${releaseId}`, undefined, await artistToken());
    expect(view.status).toBe(200);
    upc = view.body.upc.code.replace(/\D/g, '');
    isrcs = view.body.tracks.map((track) => track.isrc.replace(/-/g, '').toUpperCase());
    expect(upc, 'the approved release has no UPC').toMatch(/^\d{12,14}$/);
    expect(isrcs).toHaveLength(2);
    for (const isrc of isrcs) expect(isrc).toMatch(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/);

    const deliveries = path.join(e2eEnv().dataDir, 'deliveries');
    const ernFile = deliveredErnFile(deliveries, upc);
    const xml = fs.readFileSync(ernFile, 'utf8');
    const recorded = soundRecordingIsrcs(xml);
    expect(recorded).toHaveLength(2);
    for (const isrc of recorded) expect(isrcs).toContain(isrc);
    expect(xml).toContain(`<ICPN>${upc}</ICPN>`);
    expect(xml).toContain(release.title);
    console.log(`[release journey] ${validateErnAgainstXsd(ernFile)}`);
  });

  step('the artist sees the release Delivered in the submissions list', async () => {
    await signOutFromAvatarMenu(page);
    await signInOnPage(page, DEMO_ARTIST.email, DEMO_ARTIST.password);
    await page.goto('/user-portal/releases/manage/1');
    const row = page.getByRole('link', { name: new RegExp(release.title) });
    await row.waitFor({ state: 'visible' });
    // Delivered until the release date has come, then Live (the date defaults to 15 days ahead).
    await expect
      .poll(() => row.locator('.MuiChip-label').textContent(), { timeout: 15_000 })
      .toMatch(/^(Delivered|Live)$/);
    expect(await row.textContent()).toContain(upc);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await screenshot(page, 'release-4-submissions-delivered');

    await row.click();
    await waitForPath(page, new RegExp(`^/user-portal/releases/view/${releaseId}`));
    await page.getByRole('tab', { name: 'Delivery log' }).click();
    const packaged = page.getByRole('list', { name: 'Delivery log' }).getByText(/^Test package prepared for /);
    await expect.poll(() => packaged.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'release-5-delivery-log');
    await page.getByRole('tab', { name: 'Stores' }).click();
    await expect
      .poll(() => page.getByRole('tabpanel').getByText('Packaged (test)').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await fullShot('release-6-stores');
  });
});
