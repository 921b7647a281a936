// Issue 12, "Done means" (delivery part): the operator configures a store connection (SFTP to a
// real SFTP server this test starts), tests it, approves a release, sees it sent, feeds the
// store's acknowledgement (an ACK file in the store's folder, read by "Check for
// acknowledgements"), records it live, and the artist sees it live with a two-line timeline.
// Screenshots: e2e/artifacts/stores-*.png.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSftpTestServer, type SftpTestServer } from '../../apps/server/test/sftp-test-server.js';
import { e2eEnv, launchBrowser, newPage, screenshot } from '../support/index.js';
import {
  apiOk,
  apiToken,
  button,
  DEMO_ARTIST,
  DEMO_OPERATOR,
  darkModeControl,
  openAvatarMenu,
} from '../support/app.js';
import { signInOnPage } from '../support/sign-in.js';
import { createReleasedSingle, type ReleasedSingle } from '../support/catalog.js';
import { createJourney } from '../support/steps.js';

const ARTIST = { ...DEMO_ARTIST, name: 'Nova Reyes' };
const OPERATOR = DEMO_OPERATOR;
const TIDAL_DPID = 'PADPIDA2015120100H';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let sftp: SftpTestServer;
let single: ReleasedSingle;

const step = createJourney(() => page);

async function signIn(person: { email: string; password: string }): Promise<void> {
  await context.clearCookies();
  await signInOnPage(page, person.email, person.password);
}

/** Picks `option` in the MUI select labelled `label` inside `scope`. */
async function choose(scope: ReturnType<Page['getByRole']>, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('store journey', () => {
  beforeAll(async () => {
    e2eEnv();
    sftp = await startSftpTestServer({ username: 'liner', password: 'tidal-inbox-secret' });
    fs.mkdirSync(path.join(sftp.root, 'inbox'));
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, { width: 1280, height: 900 }));
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await sftp?.close();
  });

  step('the operator sets TIDAL live over SFTP and the connection test passes', async () => {
    await signIn(OPERATOR);
    await page.goto('/user-portal/admin/stores');
    await button(page, 'Edit TIDAL').click();
    const dialog = page.getByRole('dialog', { name: 'TIDAL' });
    await choose(dialog, 'Messages', 'Live');
    await dialog.getByLabel('Store DPID', { exact: true }).fill(TIDAL_DPID);
    await choose(dialog, 'Transport', 'SFTP');
    await dialog.getByLabel('Host', { exact: true }).fill('127.0.0.1');
    await dialog.getByLabel('Port', { exact: true }).fill(String(sftp.port));
    await dialog.getByLabel('User', { exact: true }).fill(sftp.username);
    await dialog.getByLabel('Remote folder', { exact: true }).fill('/inbox');
    await choose(dialog, 'Sign in with', 'Password');
    await dialog.getByLabel('Password', { exact: true }).fill(sftp.password);
    await screenshot(page, 'stores-1-edit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('TIDAL saved').waitFor();
    await button(page, 'Test connection to TIDAL').click();
    const result = page.getByRole('status').filter({ hasText: 'Connection works' });
    await result.waitFor({ timeout: 30_000 });
    expect(await result.textContent()).toContain('wrote and removed a test file');
    expect(sftp.operations.some((op) => op.startsWith('REMOVE /inbox/.liner-probe-'))).toBe(true);
    await result.scrollIntoViewIfNeeded();
    await screenshot(page, 'stores-2-connection-tested');
  });

  step(
    'the artist sends a single to TIDAL with real codes, and the operator approves it on screen',
    async () => {
      const operatorToken = await apiToken(OPERATOR.email, OPERATOR.password);
      // A live message refuses the placeholder ranges: the operator sets real ones first.
      await apiOk(
        'PUT',
        '/api/admin/identifier-settings',
        { defaultIsrcPrefix: 'GBLNR', upcCompanyPrefix: '5065001', upcNextItem: 1000 + (Date.now() % 8_000) },
        operatorToken,
      );
      single = await createReleasedSingle({
        artistToken: await apiToken(ARTIST.email, ARTIST.password),
        operatorToken,
        artist: ARTIST.name,
        title: `Tidal Line ${Date.now().toString(36).slice(-5)}`,
        storeIds: ['tidal'],
        approve: false,
      });
      await page.goto(`/user-portal/admin/review/${single.releaseId}`);
      await button(page, 'Approve').click();
      await page
        .getByRole('dialog', { name: 'Approve this release?' })
        .getByRole('button', { name: 'Confirm approval' })
        .click();
      const deliveries = page.getByRole('region', { name: 'Deliveries' });
      const sent = deliveries.getByText('Sent', { exact: true });
      await sent.waitFor({ timeout: 90_000 });
      expect(await deliveries.textContent()).toContain('LiveMessage');
      const message = path.join(sftp.root, 'inbox');
      const files = fs.readdirSync(message, { recursive: true }).map(String);
      expect(files.some((file) => file.endsWith(`${single.upc}.xml`))).toBe(true);
      await deliveries.scrollIntoViewIfNeeded();
      await screenshot(page, 'stores-3-sent');
    },
    150_000,
  );

  step('the store drops its acknowledgement; "Check for acknowledgements" reads and archives it', async () => {
    const operatorToken = await apiToken(OPERATOR.email, OPERATOR.password);
    const view = await apiOk<{ batches: { id: string; jobs: { storeId: string; messageId: string }[] }[] }>(
      'GET',
      `/api/admin/releases/${single.releaseId}/deliveries`,
      undefined,
      operatorToken,
    );
    const messageId = view.batches[0]?.jobs.find((job) => job.storeId === 'tidal')?.messageId;
    expect(messageId).toMatch(/^LINER-/);
    const acks = path.join(sftp.root, 'inbox', 'acknowledgements');
    fs.mkdirSync(acks, { recursive: true });
    fs.writeFileSync(
      path.join(acks, `ACK_${single.upc}.xml`),
      `<?xml version="1.0" encoding="UTF-8"?>
<ernc:FtpAcknowledgementMessage xmlns:ernc="http://ddex.net/xml/ern-c/15">
  <MessageHeader>
    <MessageId>TIDAL-ACK-1</MessageId>
    <MessageSender><PartyId>${TIDAL_DPID}</PartyId></MessageSender>
    <MessageCreatedDateTime>${new Date().toISOString()}</MessageCreatedDateTime>
  </MessageHeader>
  <AcknowledgedFile><FileName>${single.upc}.xml</FileName><MessageId>${messageId}</MessageId></AcknowledgedFile>
  <FileStatus>FileOK</FileStatus>
</ernc:FtpAcknowledgementMessage>`,
    );
    const deliveries = page.getByRole('region', { name: 'Deliveries' });
    await deliveries.getByRole('button', { name: 'Check for acknowledgements' }).click();
    await deliveries.getByRole('status').filter({ hasText: 'applied 1' }).waitFor({ timeout: 30_000 });
    await deliveries.getByText('Acknowledged', { exact: true }).waitFor();
    expect(fs.readdirSync(path.join(acks, 'archive'))).toEqual([`ACK_${single.upc}.xml`]);
    await screenshot(page, 'stores-4-acknowledged');
  });

  step('the operator records that TIDAL put it live', async () => {
    const deliveries = page.getByRole('region', { name: 'Deliveries' });
    const form = deliveries.getByRole('form', { name: "Record a store's answer" });
    await choose(form, 'Answer', 'Live');
    await form.getByLabel("Store's message").fill('Available worldwide');
    await form.getByRole('button', { name: 'Record' }).click();
    const messages = deliveries.getByRole('list', { name: 'First delivery messages' });
    await messages.getByText('Live', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await messages.textContent()).toContain('Store: Available worldwide');
    await screenshot(page, 'stores-5-live');
  });

  step('the artist sees TIDAL live and a short timeline, without server paths', async () => {
    await signIn(ARTIST);
    await page.goto(`/user-portal/releases/view/${single.releaseId}/stores`);
    const stores = page.getByRole('list', { name: 'Stores and services' });
    await stores.getByText('Live', { exact: true }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'stores-6-artist-stores');
    await page.getByRole('tab', { name: 'Delivery log' }).click();
    const log = page.getByRole('list', { name: 'Delivery log' });
    await log.getByText('Live on TIDAL').waitFor();
    const text = (await log.textContent()) ?? '';
    // One line per thing that happened, the store's latest answer to the message told once.
    expect(text).toContain('Sent to TIDAL');
    expect(text).toContain('Available worldwide');
    expect(text).not.toContain('/inbox');
    expect(await log.getByRole('listitem').count()).toBe(2);
    await screenshot(page, 'stores-7-artist-timeline');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'stores-8-artist-timeline-375');
  });

  step('the Stores screen at 375 px in dark mode, edited from the keyboard', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(OPERATOR);
    await openAvatarMenu(page);
    await darkModeControl(page).click();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/user-portal/admin/stores');
    await page.getByRole('list', { name: 'Stores' }).waitFor();
    await screenshot(page, 'stores-9-dark-375');
    await button(page, 'Edit TIDAL').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'TIDAL' });
    await dialog.getByText('Password: set').waitFor();
    expect(await dialog.textContent()).not.toContain(sftp.password);
    await screenshot(page, 'stores-10-dialog-dark-375');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAvatarMenu(page);
    await darkModeControl(page).click();
    await page.keyboard.press('Escape');
  });
});
