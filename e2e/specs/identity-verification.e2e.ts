// Issue 13, identity verification in a browser: an artist sends a passport photo and a selfie
// (JPEGs rendered by sharp at test time), the operator rejects them on the Identity checks page
// with a reason, the artist reads the reason and sends new photos, the operator approves, and the
// artist's page says verified. Screenshots: e2e/artifacts/identity-*.png (desktop, 375 px, dark).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { e2eEnv, screenshot, expectFitsWidth } from '../support/index.js';
import { renderCover } from '../support/release-fixtures.js';
import { createSessionJourney, type Session } from '../support/steps.js';
import {
  apiToken,
  confirmedAccountToken,
  darkModeControl,
  DEMO_OPERATOR,
  newAccount,
  openAvatarMenu,
  type TestAccount,
} from '../support/app.js';

const journey = createSessionJourney('identity');
const { step, open, shot } = journey;
const REASON = 'The passport photo is cut off at the bottom: show the whole page';
let operator: Session;
let artist: Session;
let artistAccount: TestAccount;
let workDir = '';

/** The artist's card in the operator's queue (the demo seed keeps another check waiting there). */
const artistCard = (page: Page) =>
  page
    .getByRole('list', { name: 'Identity checks waiting' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `${artistAccount.firstName} ${artistAccount.lastName}` }) });

async function sendPhotos(page: Page, run: number) {
  const front = await renderCover(path.join(workDir, `front-${run}.jpg`), {
    side: 1000,
    hue: 30 + run * 40,
    label: 'PASSPORT',
  });
  const selfie = await renderCover(path.join(workDir, `selfie-${run}.jpg`), {
    side: 800,
    hue: 200 + run * 40,
    label: 'ME',
  });
  await page.getByRole('combobox', { name: /^Issuing country/ }).selectOption('NL');
  await page.getByRole('combobox', { name: /^Document/ }).selectOption('passport');
  await page.getByLabel('Front of the document').setInputFiles(front);
  await page.getByLabel('Selfie').setInputFiles(selfie);
  await page.getByRole('button', { name: 'Send for review' }).click();
  await page.getByText('Under review').waitFor({ state: 'visible', timeout: 30_000 });
}

describe('identity verification journey', () => {
  beforeAll(async () => {
    e2eEnv();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-e2e-identity-'));
    artistAccount = { ...newAccount('ident'), firstName: 'Tilde', lastName: 'Brandt', type: 'artist' };
    await journey.launch();
  });

  afterAll(async () => {
    await journey.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  step('set-up: a new artist with a finished portal set-up, and the demo operator', async () => {
    const [operatorToken, artistToken] = await Promise.all([
      apiToken(DEMO_OPERATOR.email, DEMO_OPERATOR.password),
      confirmedAccountToken(artistAccount, { completeSetup: true }),
    ]);
    [operator, artist] = await Promise.all([journey.signedIn(operatorToken), journey.signedIn(artistToken)]);
  });

  step('the artist finds the page from the settings and sends a passport photo and a selfie', async () => {
    const page = await open(artist, '/user-portal/profile');
    await page.getByRole('region', { name: 'Identity verification' }).getByRole('link').click();
    await page.getByText('Not started').waitFor({ state: 'visible' });
    await shot(page, '1-not-started');
    await sendPhotos(page, 1);
    await shot(page, '2-under-review');
  });

  step('the operator sees the photos and rejects with a reason', async () => {
    const page = await open(operator, '/user-portal/admin/identity-checks');
    const card = artistCard(page);
    await card.getByRole('img', { name: /Selfie photo sent by/ }).waitFor({ state: 'visible' });
    expect(await card.getByRole('img').count()).toBe(2);
    await shot(page, '3-queue');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsWidth(page, 375);
    await screenshot(page, 'identity-3-queue-375', true);
    await page.setViewportSize({ width: 1440, height: 900 });
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this identity?' });
    await dialog.getByLabel(/Reason for the person/).fill(REASON);
    await screenshot(page, 'identity-4-reject-dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => artistCard(page).count(), { timeout: 15_000 }).toBe(0);
  });

  step('the artist reads the reason and sends new photos', async () => {
    const page = await open(artist, '/user-portal/verification');
    const state = page.getByRole('status', { name: 'Verification status' });
    await state.getByText('Not accepted').waitFor({ state: 'visible' });
    expect(await state.textContent()).toContain(REASON);
    await shot(page, '5-rejected');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsWidth(page, 375);
    await screenshot(page, 'identity-5-rejected-375', true);
    await page.setViewportSize({ width: 1440, height: 900 });
    await state.getByRole('button', { name: 'Try again' }).click();
    await sendPhotos(page, 2);
  });

  step('the operator approves the new photos', async () => {
    const page = await open(operator, '/user-portal/admin/identity-checks');
    const card = artistCard(page);
    await card.getByRole('img', { name: /Front photo sent by/ }).waitFor({ state: 'visible' });
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Approve this identity?' }).getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => artistCard(page).count(), { timeout: 15_000 }).toBe(0);
  });

  step("the artist's page says verified, in light and dark, on a desktop and a phone", async () => {
    const page = await open(artist, '/user-portal/verification');
    await page.getByText('Verified', { exact: true }).waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Send for review' }).count()).toBe(0);
    await shot(page, '6-verified');
    await openAvatarMenu(page);
    await darkModeControl(page).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'identity-6-verified-dark', true);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsWidth(page, 375);
    await screenshot(page, 'identity-6-verified-375-dark', true);
    await page.setViewportSize({ width: 1440, height: 900 });
    const desk = await open(operator, '/user-portal/admin/identity-checks');
    await openAvatarMenu(desk);
    await darkModeControl(desk).click();
    await desk.keyboard.press('Escape');
    await shot(desk, '7-queue-dark');
  });
});
