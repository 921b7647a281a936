// The release wizard's controls (/uploader/edit/{id}), as the release journey drives them.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { button, field } from './app.js';

/** Waits for the wizard page heading ("1. Basic Information" ...). */
export async function expectWizardPage(page: Page, index: number, title: string): Promise<void> {
  await expect
    .poll(() => page.locator('#wizard-page-title').textContent(), { timeout: 10_000 })
    .toBe(`${index}. ${title}`);
}

/** Picks roles in a MUI multiple select (role combobox named by its label), then closes the list. */
export async function chooseRoles(page: Page, scope: Page | Locator, label: string, roles: string[]): Promise<void> {
  const select = scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).first();
  const current = (await select.textContent()) ?? '';
  const missing = roles.filter((role) => !current.includes(role));
  if (missing.length === 0) return;
  await select.click();
  for (const role of missing) await page.getByRole('option', { name: role, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => select.textContent()).toContain(roles.join(', '));
}

/** Goes on to the next wizard page. */
export async function nextWizardPage(page: Page): Promise<void> {
  await button(page, 'Next').click();
}

/** Basic Information: the release title and its first artist, primary. */
export async function fillBasicInformation(page: Page, input: { title: string; artist: string }): Promise<void> {
  await field(page, 'Release title').fill(input.title);
  const artistName = page.getByRole('combobox', { name: /^Artist 1 name/ });
  if (!(await artistName.count())) await button(page, 'Add artist').click();
  await artistName.fill(input.artist);
  await page.keyboard.press('Escape');
  await chooseRoles(page, page, 'Artist 1 roles', ['Primary']);
}

/** Release Information: the label, a genre unless one is there, and the (C) and (P) lines this year. */
export async function fillReleaseInformation(page: Page, label: string): Promise<void> {
  await field(page, 'Label').fill(label);
  const genre = field(page, 'Primary genre');
  if (!(await genre.inputValue())) await genre.fill('Alternative');
  const year = String(new Date().getUTCFullYear());
  for (const symbol of ['©', '℗']) {
    const yearField = field(page, `${symbol} year`);
    if (!(await yearField.inputValue())) await yearField.fill(year);
    await field(page, `${symbol} line owner`).fill(label);
  }
}

export interface WizardTrack {
  title: string;
  writer: { first: string; last: string };
}

/** Manage Tracks: names each uploaded track's card in order, with its primary artist and its writer. */
export async function fillTrackCards(page: Page, artist: string, tracks: WizardTrack[]): Promise<void> {
  const cards = page.locator('.MuiAccordion-root');
  for (const [index, track] of tracks.entries()) {
    const card = cards.nth(index);
    if ((await card.getAttribute('class'))?.includes('Mui-expanded') !== true)
      await card.locator('.MuiAccordionSummary-root').click();
    await card.getByLabel(/^Track title/).fill(track.title);
    await card.getByRole('button', { name: 'Add artist', exact: true }).click();
    await card.getByLabel(/^Artist 1 name/).fill(artist);
    await chooseRoles(page, card, 'Artist 1 roles', ['Primary']);
    await card.getByRole('button', { name: 'Add writer', exact: true }).click();
    await card.getByLabel(/^Writer 1 first name/).fill(track.writer.first);
    await card.getByLabel(/^Writer 1 last name/).fill(track.writer.last);
    await chooseRoles(page, card, 'Writer 1 role', ['Composer lyricist']);
  }
}
