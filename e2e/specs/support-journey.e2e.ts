// Issue 16, support in a browser: a visitor without an account writes from /support/contact
// (the robot check solves itself), the operator answers in the support inbox, the visitor
// answers that mail by replying to it — real SMTP to the server's receiver — and the answer
// shows in the operator's thread. A signed-in artist then opens a ticket and reads its thread,
// and chats live with the operator once the operator takes chats.
// Screenshots: e2e/artifacts/support-*.png (desktop and 375 px).
import nodemailer from 'nodemailer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { apiToken, DEMO_ARTIST, DEMO_OPERATOR } from '../support/app.js';
import {
  acceptCookiesIfShown,
  e2eEnv,
  expectFitsWidth,
  launchBrowser,
  newPage,
  screenshot,
  waitForMail,
} from '../support/index.js';
import { createSessionJourney, type Session } from '../support/steps.js';

const journey = createSessionJourney('support');
const { step, open, shot } = journey;
const stamp = Date.now().toString(36);
const guest = { name: 'Iris Calder', email: `iris.${stamp}@example.com` };
const subject = `Royalty question ${stamp}`;
let guestBrowser: Browser;
let guestPage: Page;
let operator: Session;
let artist: Session;

describe('support journey', () => {
  beforeAll(async () => {
    expect(e2eEnv().smtpPort, 'the runner gives the server an inbound SMTP port').toBeGreaterThan(0);
    await journey.launch();
    guestBrowser = await launchBrowser();
    guestPage = (await newPage(guestBrowser, { width: 1280, height: 900 })).page;
  });

  afterAll(async () => {
    await guestBrowser?.close().catch(() => undefined);
    await journey.close();
  });

  step('a visitor writes to support from /support/contact and is told the answer comes by e-mail', async () => {
    journey.focus(guestPage);
    await guestPage.goto('/support/contact');
    await acceptCookiesIfShown(guestPage);
    await guestPage.getByLabel('Your name').fill(guest.name);
    await guestPage.getByLabel('E-mail address').fill(guest.email);
    await guestPage.getByLabel('Subject').fill(subject);
    await guestPage
      .getByLabel('How can we help?')
      .fill('My label left another distributor; when do my old royalties show?');
    await screenshot(guestPage, 'support-1-guest-form', true);
    // The proof of work solves itself in the browser; until then the form asks for it.
    const sent = guestPage.getByText('Your message was sent');
    await expect
      .poll(
        async () => {
          if (!(await sent.isVisible())) await guestPage.getByRole('button', { name: 'Send message' }).click();
          await guestPage.waitForTimeout(800);
          return sent.isVisible();
        },
        { timeout: 45_000, interval: 500 },
      )
      .toBe(true);
  });

  step('the operator finds it in the inbox and answers', async () => {
    operator = await journey.signedIn(await apiToken(DEMO_OPERATOR.email, DEMO_OPERATOR.password));
    const page = await open(operator, '/user-portal/admin/support');
    await page.getByRole('combobox', { name: 'Order' }).click();
    await page.getByRole('option', { name: 'Newest first' }).click();
    await page.getByRole('button', { name: new RegExp(subject) }).click();
    await page.getByText(guest.email).first().waitFor();
    await page.getByLabel('Reply (mailed to the customer)').fill('Hello Iris,\n\nWhich distributor, and which months?');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Which distributor, and which months?').waitFor();
    await shot(page, '2-inbox');
  });

  step("the visitor answers the operator's mail by replying to it, and the answer joins the thread", async () => {
    const mail = await waitForMail({ to: guest.email, timeoutMs: 20_000 });
    const replyTo = /^Reply-To: (.+)$/m.exec(mail.raw)?.[1]?.trim() ?? '';
    expect(replyTo).toMatch(/^support\+[0-9a-f]{24}@/);
    const smtp = nodemailer.createTransport({
      host: '127.0.0.1',
      port: e2eEnv().smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await smtp.sendMail({
      from: `"${guest.name}" <${guest.email}>`,
      to: replyTo,
      subject: `Re: ${mail.subject ?? subject}`,
      text: 'It was Northwind, January to March.\n\nOn Sun, Liner Support wrote:\n> Which distributor, and which months?',
    });
    const page = operator.page;
    journey.focus(page);
    await page.reload();
    await page.getByText('It was Northwind, January to March.').waitFor();
    expect(await page.getByText('On Sun, Liner Support wrote:').count()).toBe(0);
    await shot(page, '3-reply-by-mail');
  });

  step('a signed-in artist opens a ticket and lands on its thread; the pages fit a phone', async () => {
    artist = await journey.signedIn(await apiToken(DEMO_ARTIST.email, DEMO_ARTIST.password));
    const page = await open(artist, '/support/contact');
    await page.getByLabel('Subject').fill(`Artwork rejected ${stamp}`);
    await page.getByLabel('What happened?').fill('The store rejected my cover for text on it. What should I change?');
    await page.getByRole('button', { name: 'Send ticket' }).click();
    await page.getByRole('heading', { name: `Artwork rejected ${stamp}` }).waitFor();
    await page.getByText('The store rejected my cover for text on it.').waitFor();
    await shot(page, '4-artist-thread');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectFitsWidth(page, 375);
    await shot(page, '5-artist-thread-375');
    await page.goto('/support');
    await page.getByRole('link', { name: new RegExp(`Artwork rejected ${stamp}`) }).waitFor();
    await expectFitsWidth(page, 375);
    await shot(page, '6-support-375');
    const inbox = operator.page;
    await inbox.setViewportSize({ width: 375, height: 800 });
    await inbox.goto('/user-portal/admin/support');
    await inbox.getByRole('list', { name: 'Ticket queue' }).waitFor();
    await expectFitsWidth(inbox, 375);
    await shot(inbox, '7-inbox-375');
  });

  step('the artist chats with the operator, who answers from the inbox; the answer arrives live', async () => {
    const artistPage = artist.page;
    // At 375 px the support widget is hidden.
    expect(await artistPage.getByRole('button', { name: /^Chat with support/ }).count()).toBe(0);
    const inbox = operator.page;
    journey.focus(inbox);
    await inbox.setViewportSize({ width: 1440, height: 900 });
    await inbox.goto('/user-portal/admin/support');
    // The demo's operator may take chats already: check() ticks it only when it is off.
    await inbox.getByRole('switch', { name: 'Taking live chats' }).check();
    await inbox.getByText('1 agent online for chat').waitFor({ timeout: 20_000 });

    journey.focus(artistPage);
    await artistPage.setViewportSize({ width: 1280, height: 900 });
    await artistPage.goto('/user-portal');
    await artistPage.getByRole('button', { name: 'Chat with support' }).click();
    const chat = artistPage.getByRole('dialog', { name: 'Chat with support' });
    await chat.getByText('An agent is online').waitFor();
    await chat.getByLabel('Your question').fill(`Can I change the release date of my single? ${stamp}`);
    const started = artistPage.waitForResponse((r) => new URL(r.url()).pathname === '/api/portal/support/chat/start');
    await chat.getByRole('button', { name: 'Start chat' }).click();
    const chatId = ((await (await started).json()) as { chat: { ticket_id: number } }).chat.ticket_id;
    await chat.getByRole('log', { name: 'Chat messages' }).getByText(`${stamp}`, { exact: false }).waitFor();

    journey.focus(inbox);
    // The queue hears of the chat without a reload.
    const queued = inbox
      .getByRole('list', { name: 'Ticket queue' })
      .getByRole('button', { name: new RegExp(`Live chat.*#${chatId} `) });
    await queued.waitFor({ timeout: 20_000 });
    await queued.click();
    await inbox.getByText(`Can I change the release date of my single? ${stamp}`).waitFor();
    await inbox.getByLabel('Reply (shown in their chat window)').fill('Yes: open the release and pick a new date.');
    await inbox.getByRole('button', { name: 'Send reply' }).click();
    await shot(inbox, '8-inbox-chat');

    journey.focus(artistPage);
    await chat.getByText('Yes: open the release and pick a new date.').waitFor({ timeout: 20_000 });
    await shot(artistPage, '9-artist-chat');
    await chat.getByRole('button', { name: 'End chat' }).click();
    await chat.getByText('We sent you the conversation by e-mail').waitFor();
    await inbox.getByRole('switch', { name: 'Taking live chats' }).uncheck();
    await inbox.getByText('No agent online for chat').waitFor({ timeout: 20_000 });
  });
});
