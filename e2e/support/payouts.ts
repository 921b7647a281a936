// The artist's side of getting paid: a payout method added on the profile page.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { TestAccount } from './app.js';

/**
 * Connects a German bank account from the profile page's payout methods (the page is already
 * open) and waits until it is listed as verified; answers the payout methods section.
 */
export async function connectBankAccount(page: Page, account: TestAccount): Promise<Locator> {
  const section = page.locator('#payout-methods');
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Connect bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a bank account' });
  await dialog.getByLabel('Account holder').fill(`${account.firstName} ${account.lastName}`);
  await dialog.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await dialog.getByLabel('Bank country').fill('DE');
  await dialog.getByLabel('Account currency').fill('EUR');
  await dialog.getByLabel('Account password').fill(account.password);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => section.textContent()).toContain('Verified');
  return section;
}
