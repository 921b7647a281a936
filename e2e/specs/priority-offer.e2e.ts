// Issue 13, the priority offer in a browser: the operator offers an artist the priority account
// on the Offers desk; the artist opens the portal (the profile step is skipped: the portal
// set-up gave names and an address; the step itself is in offer-dialogs.test.tsx), signs with
// mouse strokes on the signature box ("Submit contract" only once something is drawn), exits, and finds the signed agreement among their documents. Screenshots:
// e2e/artifacts/priority-*.png (desktop, 375 px and dark).
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { e2eEnv, screenshot } from '../support/index.js';
import { createSessionJourney, type Session } from '../support/steps.js';
import { apiToken, confirmedAccountToken, DEMO_OPERATOR, newAccount, type TestAccount } from '../support/app.js';

const journey = createSessionJourney('priority');
const { step, open, shot } = journey;
let operator: Session;
let artist: Session;
let artistAccount: TestAccount;

describe('priority offer journey', () => {
  beforeAll(async () => {
    e2eEnv();
    artistAccount = { ...newAccount('prio'), firstName: 'Mara', lastName: 'Quell', type: 'artist' };
    await journey.launch();
  });

  afterAll(async () => {
    await journey.close();
  });

  step('set-up: a new artist and the demo operator', async () => {
    const [operatorToken, artistToken] = await Promise.all([
      apiToken(DEMO_OPERATOR.email, DEMO_OPERATOR.password),
      confirmedAccountToken(artistAccount, { completeSetup: true }),
    ]);
    [operator, artist] = await Promise.all([journey.signedIn(operatorToken), journey.signedIn(artistToken)]);
  });

  step('the operator offers the artist the priority account on the Offers desk', async () => {
    const page = await open(operator, '/user-portal/admin/offers');
    await page.getByLabel('Find the account by e-mail or name').fill(artistAccount.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Choose ${artistAccount.email}` }).click();
    await page.getByRole('button', { name: 'Offer priority' }).click();
    await expect.poll(() => page.getByText('Offered, not signed yet').count()).toBe(1);
    await shot(page, '1-operator-offers');
  });

  step(
    'the artist sees the offer; the set-up already gave the profile the contract needs, so the contract comes next',
    async () => {
      const page = await open(artist, '/user-portal');
      const dialog = page.getByRole('dialog', { name: 'Priority account' });
      await dialog.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await dialog.textContent()).toContain('Your royalties stay at 100%');
      await screenshot(page, 'priority-2-offer');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      // Names, display name and address came with the portal set-up: the profile step is skipped.
      await dialog.getByRole('button', { name: 'Submit contract' }).waitFor({ state: 'visible' });
      expect(await dialog.getByLabel('Address').count()).toBe(0);
    },
  );

  step('Submit contract waits for a signature; mouse strokes on the box enable it', async () => {
    const page = artist.page;
    const dialog = page.getByRole('dialog', { name: 'Priority account' });
    const submit = dialog.getByRole('button', { name: 'Submit contract' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await dialog.textContent()).toContain('To proceed, please sign your name in the area above');
    const pad = dialog.getByRole('img', { name: /Signature area/ });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
    await page.mouse.down();
    for (let i = 1; i <= 24; i += 1)
      await page.mouse.move(box.x + 30 + i * 10, box.y + box.height * (0.5 + 0.25 * Math.sin(i / 2)), { steps: 2 });
    await page.mouse.up();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await screenshot(page, 'priority-3-signed');
    await page.setViewportSize({ width: 375, height: 812 });
    // Full screen on a phone: nothing (the cookie bar) may lie over the button.
    await submit.click({ trial: true, timeout: 5_000 });
    await screenshot(page, 'priority-3-signed-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await submit.click();
    await dialog.getByText(/your account is now a priority account/).waitFor({ timeout: 20_000 });
    await screenshot(page, 'priority-4-submitted');
    await dialog.getByRole('button', { name: 'Exit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText('Priority Account').count(), { timeout: 15_000 }).toBe(1);
    await shot(page, '5-dashboard-chip');
  });

  step('the signed agreement is among the documents of the profile', async () => {
    const page = await open(artist, '/user-portal/profile');
    await expect
      .poll(() => page.getByText('Priority account agreement').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.getByText('Priority account agreement').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'priority-6-documents');
  });
});
