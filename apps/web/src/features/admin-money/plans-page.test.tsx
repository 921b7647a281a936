import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type AdminBillingPlan, type AdminPlansResponse, PLAN_MESSAGES } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { meFixture, markSignedIn } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import { priceToCents } from './plan-form-values.js';
import PlansPage from './plans-page.js';

const plan = (overrides: Partial<AdminBillingPlan> = {}): AdminBillingPlan => ({
  id: 'artist-monthly',
  name: 'Artist monthly',
  audience: 'artist',
  interval: 'month',
  priceCents: 999,
  currency: 'USD',
  trialDays: 14,
  status: 'active',
  stripePriceId: null,
  subscribers: 3,
  ...overrides,
});
const plans = (overrides: Partial<AdminPlansResponse> = {}): AdminPlansResponse => ({
  plans: [
    plan(),
    plan({
      id: 'legacy-artist-monthly',
      name: 'Artist monthly (2024)',
      status: 'legacy',
      priceCents: 499,
      trialDays: 0,
    }),
  ],
  gracePeriodDays: 7,
  subscriptionRequired: false,
  provider: 'builtin',
  ...overrides,
});
const PATH = '/user-portal/admin/plans';

describe('PlansPage', () => {
  it('lists the plans and saves a new price, trial and legacy flag (price typed in dollars, sent in cents)', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/subscription-plans': () => plans(),
      'PUT /api/admin/subscription-plans/artist-monthly': (request) => ({
        message: PLAN_MESSAGES.saved,
        plan: plan({ priceCents: 1299 }),
        ...(request.body as object),
      }),
    });
    renderAt(<PlansPage />, { path: PATH });
    const table = await screen.findByRole('table', { name: 'Plans' });
    expect(within(table).getByText('$9.99 / month')).toBeInTheDocument();
    expect(within(table).getByText('Legacy')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Edit Artist monthly' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit artist-monthly' });
    const price = within(dialog).getByLabelText(/Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '12.5');
    const trial = within(dialog).getByLabelText(/Trial days/);
    await userEvent.clear(trial);
    await userEvent.type(trial, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await vi.waitFor(() => expect(api.sent('PUT /api/admin/subscription-plans/artist-monthly')).toHaveLength(1), WAIT);
    expect(api.sent('PUT /api/admin/subscription-plans/artist-monthly')[0]?.body).toEqual({
      name: 'Artist monthly',
      priceCents: 1250,
      currency: 'USD',
      trialDays: 30,
      status: 'active',
      stripePriceId: null,
    });
    expect(await screen.findByText(PLAN_MESSAGES.saved)).toBeInTheDocument();
  });

  it('refuses a price with three decimals and shows a server field message on its field', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/subscription-plans': () => plans(),
      'PUT /api/admin/subscription-plans/artist-monthly': () =>
        answer(422, { message: 'Validation Error', errors: { priceCents: [PLAN_MESSAGES.price] } }),
    });
    renderAt(<PlansPage />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Artist monthly' }));
    const dialog = screen.getByRole('dialog');
    const price = within(dialog).getByLabelText(/Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '9.999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await within(dialog).findByText('Give the price like 9.99, with at most 2 decimals')).toBeInTheDocument();
    expect(api.sent('PUT /api/admin/subscription-plans/artist-monthly')).toHaveLength(0);

    await userEvent.clear(price);
    await userEvent.type(price, '9.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await within(dialog).findByText(PLAN_MESSAGES.price)).toBeInTheDocument();
  });

  it('saves the grace period and turns the subscription requirement on', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/subscription-plans': () => plans(),
      'PUT /api/admin/subscription-settings': () => ({ message: PLAN_MESSAGES.settingsSaved }),
      'PUT /api/admin/settings/subscription-required': (request) => request.body,
    });
    renderAt(<PlansPage />, { path: PATH });
    const grace = await screen.findByLabelText(/Grace period/);
    await userEvent.clear(grace);
    await userEvent.type(grace, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save grace period' }));
    await vi.waitFor(
      () => expect(api.sent('PUT /api/admin/subscription-settings')[0]?.body).toEqual({ gracePeriodDays: 10 }),
      WAIT,
    );
    await userEvent.click(screen.getByRole('switch', { name: /Artists need a subscription/ }));
    await vi.waitFor(
      () => expect(api.sent('PUT /api/admin/settings/subscription-required')[0]?.body).toEqual({ required: true }),
      WAIT,
    );
  });

  it('shows nothing of it to a non-operator', async () => {
    markSignedIn();
    fakeApi({ 'GET /api/auth/me': () => meFixture() });
    renderAt(<PlansPage />, { path: PATH });
    expect(await screen.findByText('This page is for Liner operators only.')).toBeInTheDocument();
  });

  it('reads prices on their digits', () => {
    expect(priceToCents('9.99')).toBe(999);
    expect(priceToCents('12.5')).toBe(1250);
    expect(priceToCents('0')).toBe(0);
    expect(priceToCents('1.005')).toBeNull();
    expect(priceToCents('-1')).toBeNull();
  });
});
