// Issue 13, a collaborator in a browser, with subscriptions required by the operator: a new
// account chooses "Continue as collaborator" on the portal set-up page and gets the collaborator
// page (no subscription gate), the Collaborator chip in the account menu and a sidebar without the
// routes hidden from collaborators; a hidden address typed in the URL bar lands on the portal home
// with the reason (guard rule 9), the transfer route on the releases list (rule 13), and the API
// answers 403; the releases list is open to them without the way to the wizard; "Upgrade Account"
// leads to billing, where an artist plan paid with the test card makes the account an artist one. Screenshots: e2e/artifacts/collaborator-*.png
// (desktop and 375 px).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { e2eEnv, screenshot, expectFitsWidth } from '../support/index.js';
import { createSessionJourney, type Session } from '../support/steps.js';
import {
  apiOk,
  apiToken,
  confirmedAccountToken,
  DEMO_OPERATOR,
  newAccount,
  openAvatarMenu,
  type TestAccount,
  waitForPath,
} from '../support/app.js';

const journey = createSessionJourney('collaborator');
const { step, open, shot } = journey;
let operatorToken = '';
let account: TestAccount;
let token = '';
let person: Session;

async function phoneShot(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(200);
  await expectFitsWidth(page, 375);
  await screenshot(page, `collaborator-${name}-375`, true);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** What a call from the browser's own session answers. */
function browserGet(page: Page, url: string) {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    return { status: res.status, body: await res.text() };
  }, url);
}

const HIDDEN_LINKS = [
  'Wallet',
  'Sales',
  'Analytics',
  'Reports',
  'Audience',
  'Royalty Splits',
  'Release Links',
  'Priority Pitch',
  'Managers',
  'Audit trail',
];

describe('collaborator journey', () => {
  beforeAll(async () => {
    e2eEnv();
    account = { ...newAccount('collab'), firstName: 'Sol', lastName: 'Adeyemi', type: 'artist' };
    await journey.launch();
  });

  afterAll(async () => {
    // The setting is the install's: give the other journeys their default back.
    if (operatorToken)
      await apiOk('PUT', '/api/admin/settings/subscription-required', { required: false }, operatorToken);
    await journey.close();
  });

  step('set-up: subscriptions required, and a new account that has not set up its portal', async () => {
    operatorToken = await apiToken(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    await apiOk('PUT', '/api/admin/settings/subscription-required', { required: true }, operatorToken);
    token = await confirmedAccountToken(account, { leaveSetupOpen: true });
    person = await journey.signedIn(token);
  });

  step('the set-up page offers "Continue as collaborator"; it opens the collaborator page', async () => {
    const page = person.page;
    journey.focus(page);
    await page.goto('/user-portal');
    await waitForPath(page, '/user-portal/init');
    await page.getByRole('button', { name: 'Continue as collaborator' }).click();
    await waitForPath(page, '/user-portal', 20_000);
    await page.getByRole('heading', { name: 'Collaborator account' }).waitFor({ state: 'visible' });
    // Subscriptions are required, and none was bought: the gate does not apply to a collaborator.
    const me = await apiOk<{ user: { type: string }; subscription: { required: boolean; active: boolean } }>(
      'GET',
      '/api/auth/me',
      undefined,
      token,
    );
    expect(me.user.type).toBe('collaborator');
    expect(me.subscription).toMatchObject({ required: true, active: false });
    await shot(page, '1-collaborator-page');
    await phoneShot(page, '1-collaborator-page');
  });

  step('the account menu shows the Collaborator chip', async () => {
    const page = person.page;
    await openAvatarMenu(page);
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.getByText('Collaborator', { exact: true }).isVisible()).toBe(true);
    // The menu fades in: its screenshot waits until it is drawn in full.
    await expect
      .poll(() => menu.evaluate((el) => getComputedStyle(el.closest('.MuiPaper-root') ?? el).opacity))
      .toBe('1');
    await screenshot(page, 'collaborator-2-menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  });

  step('the sidebar leaves out the hidden routes and keeps the releases, settings and billing', async () => {
    const page = person.page;
    const nav = page.getByRole('navigation', { name: 'Portal' });
    for (const kept of ['Dashboard', 'Releases', 'Settings', 'Preferences', 'Billing'])
      expect(await nav.getByRole('link', { name: kept, exact: true }).count(), kept).toBe(1);
    for (const hidden of HIDDEN_LINKS)
      expect(await nav.getByRole('link', { name: hidden, exact: true }).count(), hidden).toBe(0);
    // Every service is hidden, so their group and its Show More go with them.
    expect(await nav.getByRole('list', { name: 'Services' }).count()).toBe(0);
    expect(await nav.getByRole('list', { name: 'Insights' }).count()).toBe(0);
  });

  step('a hidden address typed in the URL bar lands on the portal home with the reason', async () => {
    const page = person.page;
    for (const [address, title] of [
      ['/user-portal/wallet', 'Wallet'],
      ['/user-portal/royalty-shares', 'Royalty splits'],
      ['/uploader', 'New release'],
    ] as const) {
      await page.goto(address);
      await waitForPath(page, '/user-portal');
      const refusal = page.getByRole('alert').filter({ hasText: `You cannot open ${title}` });
      await refusal.waitFor({ state: 'visible' });
      expect(await refusal.textContent()).toContain('Collaborator accounts do not have this page');
      await page.getByRole('heading', { name: 'Collaborator account' }).waitFor({ state: 'visible' });
    }
    await shot(page, '3-refused');
    await phoneShot(page, '3-refused');
    // The server refuses the same figures to the same session.
    const balance = await browserGet(page, '/api/portal/wallet/balance');
    expect(balance.status).toBe(403);
    expect(balance.body).toContain('You do not have access to this');
  });

  step('the transfer route sends a collaborator to the releases list, which they may see', async () => {
    const page = person.page;
    await page.goto('/user-portal/releases/manage/transfer');
    await waitForPath(page, '/user-portal/releases/manage/1');
    await page.getByRole('heading', { name: 'Releases', level: 1 }).waitFor({ state: 'visible' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    // They look; the wizard they would be sent back from is not offered.
    await page.getByText('Nothing here yet ...').waitFor({ state: 'visible' });
    expect(await page.getByRole('link', { name: /Create (release|your first release)/ }).count()).toBe(0);
    expect((await browserGet(page, '/api/portal/releases?page=1')).status).toBe(200);
    await shot(page, '4-releases');
  });

  step('"Upgrade Account" on the collaborator page leads to billing', async () => {
    const page = await open(person, '/user-portal');
    await page.getByRole('link', { name: 'Upgrade Account' }).click();
    await waitForPath(page, '/user-portal/billing');
    const subscription = page.getByRole('region', { name: 'Subscription' });
    await subscription
      .getByText('Your account is a collaborator account. An artist plan makes it an artist account', { exact: false })
      .waitFor({ state: 'visible' });
    await shot(page, '5-billing');
    await phoneShot(page, '5-billing');
  });

  step('an artist plan paid with the test card makes the account an artist account', async () => {
    const page = person.page;
    await page.getByRole('region', { name: 'Subscription' }).getByRole('link', { name: 'Subscribe' }).click();
    await page.waitForURL('**/subscribe');
    const monthly = page.getByRole('radio', { name: /Artist monthly/ });
    await monthly.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await monthly.isChecked()).toBe(true);
    await page.getByLabel(/Card number/).fill('4242 4242 4242 4242');
    await page.getByLabel(/Expiry/).fill('12/30');
    await page.getByLabel(/CVC/).fill('123');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.waitForURL('**/user-portal/billing', { timeout: 20_000 });
    const subscription = page.getByRole('region', { name: 'Subscription' });
    await expect.poll(() => subscription.getByText('Active', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    const me = await apiOk<{ user: { type: string } }>('GET', '/api/auth/me', undefined, token);
    expect(me.user.type).toBe('artist');
    // The portal opens up: the wallet is linked again.
    const nav = page.getByRole('navigation', { name: 'Portal' });
    await expect
      .poll(() => nav.getByRole('link', { name: 'Wallet', exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    await shot(page, '6-upgraded');
  });
});
