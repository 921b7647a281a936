import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_BILLING_MESSAGES } from '@liner/domain';
import { activeBilling, builtinInit, noBilling, PLANS, paymentRow } from '../../testing/billing-fixtures.js';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import BillingPage from './billing-page.js';

const PATH = '/user-portal/billing';

describe('BillingPage', () => {
  it('shows plan, account type, dates, next billing, card and provider, and the latest invoices', async () => {
    fakeApi({ 'GET /api/subscription/billing': () => activeBilling() });
    renderAt(<BillingPage />, { path: PATH });
    const section = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(section).getByText('Active')).toBeInTheDocument();
    expect(within(section).getByText('Artist monthly · $9.99 / month')).toBeInTheDocument();
    expect(within(section).getByText('Artist')).toBeInTheDocument();
    expect(within(section).getByText(/Nov 25, 2026 · \$9\.99|25 Nov 2026 · \$9\.99/)).toBeInTheDocument();
    expect(within(section).getByText('Visa ending 4242 · expires 04/2030')).toBeInTheDocument();
    expect(within(section).getByText('Built-in test provider')).toBeInTheDocument();
    const invoices = screen.getByRole('table', { name: 'Latest invoices' });
    expect(within(invoices).getByText('Subscription')).toBeInTheDocument();
    expect(within(invoices).getByText('$9.99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Billing history' })).toHaveAttribute(
      'href',
      '/user-portal/billing-history',
    );
  });

  it('cancels after the confirm dialog, then offers to reinstate', async () => {
    const api = fakeApi({
      'GET /api/subscription/billing': () => activeBilling(),
      'POST /api/subscription/cancel': () => ({
        message: SUBSCRIPTION_BILLING_MESSAGES.cancelled,
        billing: activeBilling({
          state: 'cancelling',
          endsAt: '2026-11-25T09:00:00.000Z',
          nextBillingDate: null,
          nextAmountCents: null,
          actions: { ...activeBilling().actions, cancel: false, reinstate: true, upgradeYearly: false },
        }),
      }),
      'POST /api/subscription/reinstate': () => ({
        message: SUBSCRIPTION_BILLING_MESSAGES.reinstated,
        billing: activeBilling(),
      }),
    });
    renderAt(<BillingPage />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(api.sent('POST /api/subscription/cancel')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel your subscription?' })).getByRole('button', {
        name: 'Cancel subscription',
      }),
    );
    expect(await screen.findByText(SUBSCRIPTION_BILLING_MESSAGES.cancelled)).toBeInTheDocument();
    expect(await screen.findByText(/Your subscription is cancelled and ends on/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reinstate subscription' }));
    expect(await screen.findByText(SUBSCRIPTION_BILLING_MESSAGES.reinstated)).toBeInTheDocument();
    expect(api.sent('POST /api/subscription/reinstate')).toHaveLength(1);
  });

  it('upgrades to yearly and shows the prorated charge and the credit', async () => {
    const api = fakeApi({
      'GET /api/subscription/billing': () => activeBilling(),
      'POST /api/subscription/upgrade/yearly': () => ({
        message: SUBSCRIPTION_BILLING_MESSAGES.upgradedYearly,
        billing: activeBilling({ plan: PLANS[1]!, actions: { ...activeBilling().actions, upgradeYearly: false } }),
        chargedCents: 9234,
        creditCents: 666,
      }),
    });
    renderAt(<BillingPage />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to yearly' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to yearly?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade to yearly' }));
    const done = await screen.findByRole('dialog', { name: 'You are on the yearly plan' });
    expect(within(done).getByText('$92.34')).toBeInTheDocument();
    expect(within(done).getByText(/less \$6\.66 for the unused part/)).toBeInTheDocument();
    expect(api.sent('POST /api/subscription/upgrade/yearly')[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await userEvent.click(within(done).getByRole('button', { name: 'Done' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Upgrade to yearly' })).toBeNull(), WAIT);
  });

  it('updates the card with the built-in form; a declined card keeps the dialog open with the message', async () => {
    let declines = true;
    const api = fakeApi({
      'GET /api/subscription/billing': () => activeBilling(),
      'POST /api/subscription/init': () => builtinInit(),
      'POST /api/subscription/update-payment': () =>
        declines
          ? answer(422, {
              message: SUBSCRIPTION_BILLING_MESSAGES.cardDeclined,
              code: 'CARD_DECLINED',
              errors: { paymentMethod: [SUBSCRIPTION_BILLING_MESSAGES.cardDeclined] },
            })
          : {
              message: SUBSCRIPTION_BILLING_MESSAGES.paymentUpdated,
              billing: activeBilling({ card: { brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2031 } }),
            },
    });
    renderAt(<BillingPage />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Update card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update card' });
    await userEvent.type(await within(dialog).findByLabelText(/Card number/), '4000000000000002');
    await userEvent.type(within(dialog).getByLabelText(/Expiry/), '0131');
    await userEvent.type(within(dialog).getByLabelText(/CVC/), '321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SUBSCRIPTION_BILLING_MESSAGES.cardDeclined);

    declines = false;
    await userEvent.clear(within(dialog).getByLabelText(/Card number/));
    await userEvent.type(within(dialog).getByLabelText(/Card number/), '5555555555554444');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Mastercard ending 4444 · expires 01/2031')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Update card' })).toBeNull();
    expect(api.sent('POST /api/subscription/update-payment')[1]?.body).toEqual({
      paymentMethod: {
        provider: 'builtin',
        card: { number: '5555555555554444', expMonth: 1, expYear: 2031, cvc: '321' },
      },
    });
  });

  it('in a grace period says until when the portal stays open', async () => {
    fakeApi({
      'GET /api/subscription/billing': () => activeBilling({ state: 'grace', graceEndsAt: '2026-12-02T09:00:00.000Z' }),
    });
    renderAt(<BillingPage />, { path: PATH });
    expect(await screen.findByText('Your last renewal did not go through')).toBeInTheDocument();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText('Grace period ends')).toBeInTheDocument();
  });

  it('without a subscription offers to subscribe and says there are no invoices', async () => {
    fakeApi({ 'GET /api/subscription/billing': () => noBilling() });
    renderAt(<BillingPage />, { path: PATH });
    expect(await screen.findByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByText(/No payments yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('tells a collaborator, sent here by Upgrade Account, what a plan makes of their account', async () => {
    fakeApi({ 'GET /api/subscription/billing': () => ({ ...noBilling(), accountType: 'collaborator' as const }) });
    renderAt(<BillingPage />, { path: PATH });
    const section = await screen.findByRole('region', { name: 'Subscription' });
    expect(
      within(section).getByText(
        'Your account is a collaborator account. An artist plan makes it an artist account, a label plan a label account.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
  });

  it('tells a manager without the billing permission that the account holder manages it', async () => {
    fakeApi({ 'GET /api/subscription/billing': () => answer(403, { message: 'Forbidden' }) });
    renderAt(<BillingPage />, { path: PATH });
    expect(await screen.findByText(/Billing is managed by the account holder/)).toBeInTheDocument();
  });

  it('labels a one-off payment by the rule and shows the cents as dollars', async () => {
    fakeApi({
      'GET /api/subscription/billing': () =>
        activeBilling({
          invoices: [
            paymentRow({
              id: 40,
              amount: 1499,
              planName: 'Usage Discovery',
              planId: null,
              description: 'Cover licence',
            }),
          ],
        }),
    });
    renderAt(<BillingPage />, { path: PATH });
    const invoices = await screen.findByRole('table', { name: 'Latest invoices' });
    expect(within(invoices).getByText('Usage Discovery')).toBeInTheDocument();
    expect(within(invoices).getByText('$14.99')).toBeInTheDocument();
  });
});
