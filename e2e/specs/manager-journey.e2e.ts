// Issue 13, a manager in a browser: a label invites a manager by e-mail with Admin and Editor on
// releases and View elsewhere; the manager follows the invitation mail into the portal and accepts
// in the manager-acceptance dialog, switches into the label ("Currently acting as ..." with Switch
// and My Permissions), saves a release draft in the wizard, is refused the royalty splits (no link,
// the typed address says why on the portal home, the API answers 403), switches back, and the label
// reads "by <manager> for <label>" in its audit trail. Screenshots: e2e/artifacts/manager-*.png
// (desktop and 375 px).
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
  acceptCookiesIfShown,
  e2eEnv,
  linkFromMail,
  pathOf,
  screenshot,
  waitForMail,
  expectFitsWidth,
} from '../support/index.js';
import { createSessionJourney, type Session } from '../support/steps.js';
import {
  apiOk,
  confirmedAccountToken,
  newAccount,
  openAvatarMenu,
  type TestAccount,
  waitForPath,
} from '../support/app.js';
import { expectWizardPage, fillBasicInformation } from '../support/release-wizard.js';

const journey = createSessionJourney('manager');
const { step, open, shot } = journey;
const runId = Date.now().toString(36).slice(-5);
const DRAFT_TITLE = `Tidewater ${runId}`;
let labelAccount: TestAccount;
let managerAccount: TestAccount;
let labelToken = '';
let label: Session;
let manager: Session;
let labelName = '';
let managerName = '';
let draftId = 0;

/** A screenshot at 375 px (checked for a horizontal scrollbar), then back to the desktop size. */
async function phoneShot(page: Page, name: string, fullPage = true) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(200);
  await expectFitsWidth(page, 375);
  await screenshot(page, `manager-${name}-375`, fullPage);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** What a call from the browser's own session answers (the switch is per session). */
function browserCall(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': `${Date.now()}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.text() };
    },
    { method, url, body },
  );
}

/** Waits until a dialog has finished fading in, so its screenshot is not of a half-drawn one. */
async function settled(dialog: Locator) {
  await dialog.waitFor({ state: 'visible', timeout: 20_000 });
  await expect
    .poll(() => dialog.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity))
    .toBe('1');
}

async function switchTo(page: Page, accountName: RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Switch Account' });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByRole('list', { name: 'Accounts' }).waitFor({ state: 'visible' });
  await dialog.getByRole('button', { name: accountName }).click();
  await page.waitForURL((url) => url.pathname === '/user-portal', { timeout: 30_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

describe('manager journey', () => {
  beforeAll(async () => {
    e2eEnv();
    labelAccount = { ...newAccount('mlabel'), firstName: 'Kestrel', lastName: 'Records', type: 'label' };
    managerAccount = { ...newAccount('mgr'), firstName: 'Ines', lastName: 'Marlowe', type: 'artist' };
    labelName = `${labelAccount.firstName} ${labelAccount.lastName}`;
    managerName = `${managerAccount.firstName} ${managerAccount.lastName}`;
    await journey.launch();
  });

  afterAll(async () => {
    await journey.close();
  });

  step('set-up: a label and the person it will invite, both with a finished portal set-up', async () => {
    const [labelSession, managerSession] = await Promise.all([
      confirmedAccountToken(labelAccount, { completeSetup: true }),
      confirmedAccountToken(managerAccount, { completeSetup: true }),
    ]);
    labelToken = labelSession;
    [label, manager] = await Promise.all([journey.signedIn(labelSession), journey.signedIn(managerSession)]);
  });

  step('the label invites the manager by e-mail: Admin and Editor on releases, View elsewhere', async () => {
    const page = await open(label, '/user-portal/managers');
    await page.getByLabel("Manager's e-mail address").fill(managerAccount.email);
    await page.getByRole('button', { name: 'Choose permissions' }).click();
    const releases = page.getByRole('group', { name: 'Releases' });
    // Ticked until it shows (a loaded machine can redraw the dialog between the click and the check).
    for (const name of ['Releases: Admin', 'Releases: Editor']) {
      const box = releases.getByRole('checkbox', { name });
      await expect
        .poll(
          async () => {
            if (!(await box.isChecked())) await box.click();
            return box.isChecked();
          },
          { timeout: 15_000 },
        )
        .toBe(true);
    }
    // View everywhere is the default: royalty splits stay View only.
    expect(await page.getByRole('checkbox', { name: 'Royalty splits: View' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Royalty splits: Admin' }).isChecked()).toBe(false);
    await shot(page, '1-invite-form');
    await phoneShot(page, '1-invite-form');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByText('Invitation sent').waitFor({ state: 'visible' });
    const pending = page.getByRole('list', { name: 'Pending invitations' });
    await expect.poll(() => pending.textContent(), { timeout: 15_000 }).toContain(managerAccount.email);
    await shot(page, '2-pending');
  });

  step('the invitation mail leads the manager to the portal, where the acceptance dialog waits', async () => {
    const mail = await waitForMail({ to: managerAccount.email });
    expect(mail.subject).toBe(`${labelName} invites you to manage its account on Liner`);
    const link = linkFromMail(mail, '/user-portal');
    expect(link, `no portal link in ${mail.file}`).not.toBeNull();
    const page = manager.page;
    journey.focus(page);
    await page.goto(pathOf(link!));
    await waitForPath(page, '/user-portal');
    const dialog = page.getByRole('dialog', { name: `${labelName} invites you to manage their account` });
    await settled(dialog);
    const permissions = dialog.getByRole('list', { name: 'Permissions' });
    const releasesRow = permissions.getByRole('listitem').filter({ hasText: /^Releases/ });
    expect(await releasesRow.textContent()).toContain('Admin');
    expect(await releasesRow.textContent()).toContain('Editor');
    await screenshot(page, 'manager-3-acceptance');
    await page.setViewportSize({ width: 375, height: 812 });
    await dialog.getByRole('button', { name: 'Close' }).click({ trial: true });
    await screenshot(page, 'manager-3-acceptance-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await acceptCookiesIfShown(page);
    expect(await page.getByRole('dialog', { name: /invites you to manage/ }).count()).toBe(0);
  });

  step('the manager switches into the label from the avatar menu: the acting bar names it', async () => {
    const page = manager.page;
    await openAvatarMenu(page);
    await page.getByRole('menuitem', { name: 'Switch Account' }).click();
    await switchTo(page, new RegExp(labelName));
    const bar = page.getByRole('status').filter({ hasText: `Currently acting as ${labelName}` });
    await bar.waitFor({ state: 'visible', timeout: 20_000 });
    await bar.getByRole('button', { name: 'My Permissions' }).click();
    const dialog = page.getByRole('dialog', { name: `My Permissions in ${labelName}` });
    await settled(dialog);
    const splits = dialog.getByRole('listitem').filter({ hasText: /^Royalty splits/ });
    expect(await splits.textContent()).toContain('View');
    expect(await splits.textContent()).not.toContain('Admin');
    await screenshot(page, 'manager-4-my-permissions');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Neither the label's managers and trail nor the splits its grants do not open are linked.
    const nav = page.getByRole('navigation', { name: 'Portal' });
    expect(await nav.getByRole('link', { name: 'Releases' }).count()).toBe(1);
    for (const hidden of ['Managers', 'Audit trail', 'Royalty Splits'])
      expect(await nav.getByRole('link', { name: hidden, exact: true }).count(), hidden).toBe(0);
    await shot(page, '5-acting');
    await phoneShot(page, '5-acting');
  });

  step('acting for the label, the manager saves a release draft in the wizard', async () => {
    const page = manager.page;
    await page.goto('/uploader');
    await waitForPath(page, /^\/uploader\/edit\/\d+$/, 30_000);
    draftId = Number(new URL(page.url()).pathname.split('/').pop());
    await expectWizardPage(page, 1, 'Basic Information');
    await fillBasicInformation(page, { title: DRAFT_TITLE, artist: labelName });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => page.getByTestId('save-status').textContent(), { timeout: 15_000 }).toBe('Saved');
    await shot(page, '6-draft');
    // The draft is the label's: its owner finds it in the catalogue.
    const owned = await apiOk<{ title: string }>('GET', `/api/portal/release/${draftId}`, undefined, labelToken);
    expect(owned.title).toBe(DRAFT_TITLE);
  });

  step('outside the grants: the splits address is refused with a reason, and the API answers 403', async () => {
    const page = manager.page;
    await page.goto('/user-portal/royalty-shares');
    await waitForPath(page, '/user-portal');
    const refusal = page.getByRole('alert').filter({ hasText: 'Royalty splits' });
    await refusal.waitFor({ state: 'visible' });
    expect(await refusal.textContent()).toContain(labelName);
    await shot(page, '7-refused');
    await phoneShot(page, '7-refused', false);
    const submit = await browserCall(page, 'POST', '/api/portal/split/submit', {});
    expect(submit.status).toBe(403);
    expect(submit.body).toContain('You do not have access to this');
    // Within the grants the same session is let through.
    expect((await browserCall(page, 'GET', '/api/portal/releases?page=1')).status).toBe(200);
  });

  step('the manager switches back to their own account with Switch', async () => {
    const page = manager.page;
    const bar = page.getByRole('status').filter({ hasText: 'Currently acting as' });
    await bar.getByRole('button', { name: 'Switch' }).click();
    await switchTo(page, /\(my account\)/);
    await expect.poll(() => page.getByText('Currently acting as').count(), { timeout: 15_000 }).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Portal' });
    await expect.poll(() => nav.getByRole('link', { name: 'Royalty Splits' }).count(), { timeout: 15_000 }).toBe(1);
    await shot(page, '8-own-account');
  });

  step('the label reads in its audit trail what the manager did, by the manager for the label', async () => {
    const page = await open(label, '/user-portal/audit');
    const table = page.getByRole('table', { name: 'Audit trail' });
    await table.waitFor({ state: 'visible' });
    const byLine = `by ${managerName} for ${labelName}`;
    const created = table.getByRole('row').filter({ hasText: 'Created a release draft' });
    expect(await created.textContent()).toContain(byLine);
    const switched = table.getByRole('row').filter({ hasText: 'Switched into the account' });
    expect(await switched.first().textContent()).toContain(byLine);
    const invited = table.getByRole('row').filter({ hasText: 'Invited a manager' });
    expect(await invited.textContent()).toContain(`by ${labelName}`);
    await shot(page, '9-audit');
    await phoneShot(page, '9-audit');
  });
});
