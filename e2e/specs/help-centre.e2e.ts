// Issue 16, the help centre in a browser: the operator writes an article in markdown (the live
// preview drops a script), saves it as a draft and publishes it from the list; a visitor without
// an account searches /support for a word of its body, opens it and reads it, on a desktop and a
// phone, in light and dark. Screenshots: e2e/artifacts/help-centre-*.png.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { apiToken, DEMO_OPERATOR, field } from '../support/app.js';
import { acceptCookiesIfShown, expectFitsWidth, launchBrowser, newPage, pageErrors } from '../support/index.js';
import { createSessionJourney, type Session } from '../support/steps.js';

const journey = createSessionJourney('help-centre');
const { step, open, shot } = journey;
const stamp = Date.now().toString(36);
const title = `Release day checklist ${stamp}`;
// A word only this article's body has: the search must read the body, not just the title.
const bodyWord = `quokka${stamp}`;
let guestBrowser: Browser;
let guest: Page;
let operator: Session;

describe('help centre journey', () => {
  beforeAll(async () => {
    await journey.launch();
    guestBrowser = await launchBrowser();
    guest = (await newPage(guestBrowser, { width: 1280, height: 900 })).page;
  });

  afterAll(async () => {
    await guestBrowser?.close().catch(() => undefined);
    await journey.close();
  });

  step('the operator writes an article in markdown and sees it rendered, without the script', async () => {
    operator = await journey.signedIn(await apiToken(DEMO_OPERATOR.email, DEMO_OPERATOR.password));
    const page = await open(operator, '/user-portal/admin/help-centre');
    await page.getByRole('table', { name: 'Articles' }).waitFor();
    await page.getByRole('link', { name: 'New article' }).click();
    await field(page, 'Title').fill(title);
    await field(page, 'Summary').fill('What to check on the morning your release goes live.');
    await field(page, 'Body (markdown)').fill(
      [
        '## Before noon',
        '',
        `Check every store link, then tell your ${bodyWord} fans.`,
        '',
        '- Spotify',
        '- Apple Music',
        '',
        '<script>window.__helpCentrePwned = true</script>',
      ].join('\n'),
    );
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Before noon' }).waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    await page.getByRole('button', { name: 'Save article' }).click();
    await page.getByText('Article saved').first().waitFor();
    await page.waitForURL(/\/user-portal\/admin\/help-centre\/\d+$/);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, '1-editor');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectFitsWidth(page, 375);
    await shot(page, '2-editor-375');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  step('the draft stays hidden from the public until the operator publishes it from the list', async () => {
    const draftAnswer = await guest.request.get(`/api/help-centre/articles?q=${bodyWord}`);
    expect((await draftAnswer.json()).total).toBe(0);
    const page = await open(operator, '/user-portal/admin/help-centre');
    const toggle = page.getByRole('switch', { name: `Published: ${title}` });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await page.getByText('Article published').first().waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await shot(page, '3-list');
  });

  step('a visitor searches /support for a word of its body and opens the article', async () => {
    journey.focus(guest);
    await guest.goto('/support');
    await acceptCookiesIfShown(guest);
    await guest.getByRole('region', { name: 'Getting started' }).waitFor();
    await shot(guest, '4-support');
    await guest.getByRole('searchbox', { name: 'Search the help centre' }).fill(bodyWord);
    // The article is in the list by category too: wait for it among the search results.
    const result = guest.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(title) });
    await result.waitFor();
    // The snippet's marked word arrives with the results of the whole word (not of a prefix typed on the way).
    await expect.poll(() => guest.locator('mark', { hasText: bodyWord }).count(), { timeout: 10_000 }).toBe(1);
    await shot(guest, '5-search');
    await result.click();
    await guest.getByRole('heading', { level: 1, name: title }).waitFor();
    await guest.getByRole('heading', { level: 2, name: 'Before noon' }).waitFor();
    expect(await guest.evaluate(() => (window as { __helpCentrePwned?: boolean }).__helpCentrePwned)).toBeUndefined();
    expect(pageErrors(guest)).toEqual([]);
    await shot(guest, '6-article');
  });

  step('the pages fit a phone and read in dark mode', async () => {
    await guest.setViewportSize({ width: 375, height: 800 });
    await expectFitsWidth(guest, 375);
    await shot(guest, '7-article-375');
    await guest.goBack();
    await guest
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: new RegExp(title) })
      .waitFor();
    await expectFitsWidth(guest, 375);
    await shot(guest, '8-search-375');
    const dark = (await newPage(guestBrowser, { width: 375, height: 800, colorScheme: 'dark' })).page;
    journey.focus(dark);
    await dark.goto('/support/articles/how-to-deliver-a-release-to-the-stores');
    await acceptCookiesIfShown(dark);
    await dark.getByRole('heading', { level: 1, name: 'How to deliver a release to the stores' }).waitFor();
    await expectFitsWidth(dark, 375);
    await shot(dark, '9-article-dark-375');
  });
});
