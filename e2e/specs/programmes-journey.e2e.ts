// Issue 17, the programme engine in a browser: the demo artist adds a YouTube channel to the
// greenlist and blocks Twitch for all releases; the operator approves the first and rejects the
// second (with a reason) in the programme queue; the artist sees both states and the notification.
// Screenshots at 1280 and 375 px: e2e/artifacts/programmes-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { apiToken, DEMO_ARTIST, DEMO_OPERATOR } from '../support/app.js';
import { expectFitsWidth } from '../support/index.js';
import type { Session } from '../support/steps.js';
import { createSessionJourney } from '../support/steps.js';

const journey = createSessionJourney('programmes');
const { step, open, shot } = journey;
const stamp = Date.now().toString(36);
const channel = `E2E channel ${stamp}`;
const reason = `Twitch blocks are not offered for this catalogue (${stamp})`;
let artist: Session;
let operator: Session;
let greenlistId = 0;
let blocklistId = 0;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Screenshots the page at desktop and phone widths, checking the phone layout does not overflow. */
async function shotBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectFitsWidth(page, 375);
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const idOf = (page: Page) => Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? 0);

describe('programmes journey', () => {
  beforeAll(async () => {
    await journey.launch();
    artist = await journey.signedIn(await apiToken(DEMO_ARTIST.email, DEMO_ARTIST.password));
    operator = await journey.signedIn(await apiToken(DEMO_OPERATOR.email, DEMO_OPERATOR.password));
  });

  afterAll(async () => {
    await journey.close();
  });

  step('the artist sees the greenlist with the seeded entries', async () => {
    const page = await open(artist, '/user-portal/greenlist');
    await page.getByRole('heading', { name: 'Greenlist' }).waitFor();
    await page.getByRole('list', { name: 'Greenlist entries' }).getByText('Approved').first().waitFor();
    await shotBoth(page, '1-greenlist');
  });

  step('adds a YouTube channel for one of the releases', async () => {
    const page = await open(artist, '/user-portal/greenlist/youtube/new');
    const form = page.getByRole('form', { name: 'New greenlist entry' });
    await form.waitFor();
    await form.getByRole('combobox', { name: 'Release' }).click();
    await page.getByRole('option').nth(1).click();
    await form.getByLabel('Channel or account name').fill(channel);
    await form.getByLabel('Link 1').fill(`https://www.youtube.com/@e2e${stamp}`);
    await shotBoth(page, '2-greenlist-new');
    await form.getByRole('button', { name: 'Submit for review' }).click();
    await page.waitForURL(/\/user-portal\/greenlist\/youtube\/\d+$/);
    greenlistId = idOf(page);
    await page.getByRole('heading', { name: `Greenlist #${greenlistId}` }).waitFor();
    await page.getByText(channel).waitFor();
    await page.getByText('Submitted', { exact: true }).first().waitFor();
  });

  step('blocks Twitch for all releases', async () => {
    const page = await open(artist, '/user-portal/blocklist/twitch/new');
    const form = page.getByRole('form', { name: 'New blocklist entry' });
    await form.waitFor();
    await form.getByLabel('Start date').fill(day(1));
    await form.getByLabel('End date').fill(day(0));
    await form.getByRole('button', { name: 'Submit for review' }).click();
    await form.getByText('The end date must be on or after the start date').waitFor();
    await form.getByLabel('End date').fill(day(60));
    await form.getByRole('button', { name: 'Submit for review' }).click();
    await page.waitForURL(/\/user-portal\/blocklist\/twitch\/\d+$/);
    blocklistId = idOf(page);
    await page.getByText('All Releases').first().waitFor();
    await shotBoth(page, '3-blocklist-detail');
  });

  step('the operator approves the channel and rejects the block with a reason', async () => {
    const page = await open(operator, '/user-portal/admin/programmes');
    const queue = page.getByRole('list', { name: 'Submissions, oldest first' });
    await queue.waitFor();
    await shotBoth(page, '4-queue');
    await queue.getByRole('button', { name: new RegExp(`#${greenlistId} `) }).click();
    const panel = page.getByRole('region', { name: 'Submission under review' });
    await panel.getByText(channel).waitFor();
    await panel.getByRole('button', { name: 'Approve' }).click();
    await panel.getByText('Decided: nothing left to do.').waitFor();

    await queue.getByRole('button', { name: new RegExp(`#${blocklistId} `) }).click();
    await panel.getByText('Twitch', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await panel.getByText('Decided: nothing left to do.').waitFor();
    await panel.getByText(reason).first().waitFor();
    await shotBoth(page, '5-queue-decided');
  });

  step('the artist sees the approval, the rejection with its reason, and the notification', async () => {
    let page = await open(artist, `/user-portal/greenlist/youtube/${greenlistId}`);
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await expect(page.getByRole('button', { name: 'Remove' }).isVisible()).resolves.toBe(true);
    await shotBoth(page, '6-greenlist-approved');

    page = await open(artist, `/user-portal/blocklist/twitch/${blocklistId}`);
    await page.getByText('Rejected', { exact: true }).first().waitFor();
    await page.getByText(reason).first().waitFor();

    page = await open(artist, '/user-portal/notifications');
    await page
      .getByText(/Your YouTube greenlist entry for “.+” was approved/)
      .first()
      .waitFor();
    await page
      .getByText(/Your Twitch blocklist entry for “All Releases” was rejected/)
      .first()
      .waitFor();
    await shot(page, '7-notifications');
  });
});
