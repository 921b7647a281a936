// Promotional codes in a browser: with subscriptions required, the operator makes a code on
// /user-portal/admin/promo-codes; a new artist without a subscription is sent to the
// subscription-needed page, applies the code there, and the portal opens (the guard's
// subscription rule lifted by the promo flags). Screenshots: e2e/artifacts/promo-*.png
// (desktop, 375 px and dark).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { e2eEnv, screenshot, expectFitsWidth } from '../support/index.js';
import { createSessionJourney, type Session } from '../support/steps.js';
import {
  apiOk,
  apiToken,
  confirmedAccountToken,
  DEMO_OPERATOR,
  darkModeControl,
  newAccount,
  openAvatarMenu,
  waitForPath,
} from '../support/app.js';

const journey = createSessionJourney('promo');
const { step, open, shot } = journey;
let operatorToken = '';
let operator: Session;
let artist: Session;
const CODE = `E2E-${Date.now().toString(36).toUpperCase()}`;

async function darkShots(page: Page, name: string) {
  await openAvatarMenu(page);
  await darkModeControl(page).click();
  await page.keyboard.press('Escape');
  await screenshot(page, `promo-${name}-dark`, true);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectFitsWidth(page, 375);
  await screenshot(page, `promo-${name}-375-dark`, true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAvatarMenu(page);
  await darkModeControl(page).click();
  await page.keyboard.press('Escape');
}

describe('promo code journey', () => {
  beforeAll(async () => {
    e2eEnv();
    await journey.launch();
  });

  afterAll(async () => {
    // The setting is the install's: give the other journeys their default back.
    if (operatorToken)
      await apiOk('PUT', '/api/admin/settings/subscription-required', { required: false }, operatorToken);
    await journey.close();
  });

  step('set-up: subscriptions required, an operator and a new artist without one', async () => {
    operatorToken = await apiToken(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    await apiOk('PUT', '/api/admin/settings/subscription-required', { required: true }, operatorToken);
    operator = await journey.signedIn(operatorToken);
    const account = { ...newAccount('promo'), firstName: 'Lena', lastName: 'Park', type: 'artist' as const };
    artist = await journey.signedIn(await confirmedAccountToken(account, { completeSetup: true }));
  });

  step('the operator makes a 30-day code limited to 10 uses', async () => {
    const page = await open(operator, '/user-portal/admin/promo-codes');
    await page.getByRole('button', { name: 'New code' }).click();
    const dialog = page.getByRole('dialog', { name: 'New promotional code' });
    await dialog.getByLabel(/Code/).fill(CODE.toLowerCase());
    await dialog.getByLabel(/Free days/).fill('30');
    await dialog.getByLabel(/Uses limit/).fill('10');
    await screenshot(page, 'promo-1-new-code');
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const table = page.getByRole('table', { name: 'Promotional codes' });
    const row = table.getByRole('row').filter({ hasText: CODE });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText('0 of 10').count()).toBe(1);
    await shot(page, '2-codes');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsWidth(page, 375);
    await screenshot(page, 'promo-2-codes-375', true);
    await page.setViewportSize({ width: 1440, height: 900 });
    await darkShots(page, '2-codes');
  });

  step('the artist is sent to the subscription-needed page and applies the code', async () => {
    const page = artist.page;
    journey.focus(page);
    await page.goto('/user-portal/releases/manage/1');
    await waitForPath(page, '/user-portal/restrict-not-subscribed');
    const card = page.getByRole('region', { name: 'Apply a promotional code' });
    await card.getByRole('textbox', { name: 'Promotional code' }).fill(CODE.toLowerCase());
    await card.getByRole('button', { name: 'Apply code' }).click();
    await expect
      .poll(() => card.getByRole('status').textContent(), { timeout: 15_000 })
      .toMatch(/Promotional period running: no subscription needed until/);
    await screenshot(page, 'promo-3-applied', true);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsWidth(page, 375);
    await screenshot(page, 'promo-3-applied-375', true);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  step('the portal opens: the releases page no longer sends the artist away', async () => {
    await artist.page
      .getByRole('region', { name: 'Apply a promotional code' })
      .getByRole('link', { name: 'Open the portal' })
      .click();
    await waitForPath(artist.page, '/user-portal');
    const page = await open(artist, '/user-portal/releases/manage/1');
    expect(new URL(page.url()).pathname).toBe('/user-portal/releases/manage/1');
    await darkShots(page, '4-releases');
  });

  step('the operator sees the use counted', async () => {
    const page = await open(operator, '/user-portal/admin/promo-codes');
    const row = page.getByRole('table', { name: 'Promotional codes' }).getByRole('row').filter({ hasText: CODE });
    // Signed-in reads may be answered from memory for 5 s (decision 009): reload until it shows.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('table', { name: 'Promotional codes' }).waitFor();
          return row.getByText('1 of 10').count();
        },
        { timeout: 20_000, interval: 2_000 },
      )
      .toBe(1);
  });
});
