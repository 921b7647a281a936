// Issue 16, the DMCA flow in a browser: a rights holder without an account fills the notice at
// /support/dmca (the robot check solves itself), reads the 6-digit code from the mail the server
// wrote to its outbox, enters it and sees the ticket's number; the operator then finds the notice
// in the inbox with its fields laid out. Screenshots: e2e/artifacts/support-claims-*.png.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { apiToken, DEMO_OPERATOR } from '../support/app.js';
import {
  acceptCookiesIfShown,
  expectFitsWidth,
  launchBrowser,
  newPage,
  screenshot,
  waitForMail,
} from '../support/index.js';
import { createSessionJourney } from '../support/steps.js';

const journey = createSessionJourney('support-claims');
const { step, open, shot } = journey;
const stamp = Date.now().toString(36);
const complainant = { name: 'Morgan Hale', email: `legal.${stamp}@example.com` };
const work = `The recording "Night Ferry ${stamp}" by Harbour Lights`;
let guestBrowser: Browser;
let guestPage: Page;
let ticketNumber = '';

describe('support claims journey', () => {
  beforeAll(async () => {
    await journey.launch();
    guestBrowser = await launchBrowser();
    guestPage = (await newPage(guestBrowser, { width: 375, height: 812 })).page;
  });

  afterAll(async () => {
    await guestBrowser?.close().catch(() => undefined);
    await journey.close();
  });

  step('a guest fills the DMCA notice on a phone-sized screen', async () => {
    journey.focus(guestPage);
    await guestPage.goto('/support/dmca');
    await acceptCookiesIfShown(guestPage);
    await guestPage.getByRole('heading', { name: 'DMCA notice' }).waitFor();
    await guestPage.getByLabel('The copyrighted work').fill(work);
    await guestPage.getByLabel('The material that infringes it').fill('A full copy of the master, under another name.');
    await guestPage.getByLabel('Web address').fill('https://stores.example/album/123');
    await guestPage.getByLabel('Full legal name').fill(complainant.name);
    await guestPage.getByLabel('Rights owner').fill('Tidewater Records Ltd.');
    await guestPage.getByLabel('Postal address').fill('4 Quay Street\nBristol BS1 4DB');
    await guestPage.getByLabel('Phone').fill('+44 117 496 0123');
    await guestPage.getByLabel('E-mail address').fill(complainant.email);
    await guestPage.getByRole('checkbox', { name: /good faith belief/ }).check();
    await guestPage.getByRole('checkbox', { name: /under penalty of perjury/ }).check();
    await guestPage.getByLabel('Signature').fill(complainant.name);
    await expectFitsWidth(guestPage, 375);
    await screenshot(guestPage, 'support-claims-1-dmca-form-375', true);
  });

  step('sends it once the robot check is solved, and is asked for the code', async () => {
    const asked = guestPage.getByLabel('6-digit code');
    await expect
      .poll(
        async () => {
          if (!(await asked.isVisible())) await guestPage.getByRole('button', { name: 'Send the notice' }).click();
          await guestPage.waitForTimeout(800);
          return asked.isVisible();
        },
        { timeout: 45_000, interval: 500 },
      )
      .toBe(true);
    await guestPage.getByText(`We sent a 6-digit code to ${complainant.email}`).waitFor();
  });

  step('reads the code from the mail, enters it and sees the ticket number', async () => {
    const mail = await waitForMail({ to: complainant.email, timeoutMs: 20_000 });
    const code = /is (\d{6})\. It expires/.exec(mail.decoded)?.[1];
    expect(code, mail.decoded).toMatch(/^\d{6}$/);
    await guestPage.getByLabel('6-digit code').fill(code ?? '');
    await guestPage.getByRole('button', { name: 'Send my request' }).click();
    const number = guestPage.getByText(/^Ticket #\d+$/);
    await number.waitFor({ timeout: 15_000 });
    ticketNumber = ((await number.textContent()) ?? '').replace('Ticket #', '');
    expect(Number(ticketNumber)).toBeGreaterThan(0);
    await guestPage.getByText('Your request was sent to our support team.').waitFor();
    await screenshot(guestPage, 'support-claims-2-done-375', true);
    const receipt = await waitForMail({ to: complainant.email, timeoutMs: 20_000 });
    expect(receipt.decoded).toContain('we received your message');
  });

  step('the operator reads the notice with its fields in the inbox', async () => {
    const operator = await journey.signedIn(await apiToken(DEMO_OPERATOR.email, DEMO_OPERATOR.password));
    const page = await open(operator, `/user-portal/admin/support?ticket=${ticketNumber}`);
    const details = page.getByRole('region', { name: 'Request details' });
    await details.waitFor();
    await details.getByText('Tidewater Records Ltd.').waitFor();
    await details.getByText('No release of the catalog matched the codes given.').waitFor();
    await details.getByRole('button', { name: 'Reject the notice' }).waitFor();
    await shot(page, '3-inbox');
  });
});
