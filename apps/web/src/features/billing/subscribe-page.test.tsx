import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BILLING_ERROR_CODES, SUBSCRIPTION_BILLING_MESSAGES } from '@liner/domain';
import { activeBilling, builtinInit, noBilling, PLANS } from '../../testing/billing-fixtures.js';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import SubscribePage from './subscribe-page.js';

const refusal = (code: string, field: string, message: string) =>
  answer(422, { message, code, errors: { [field]: [message] } });

async function fillCard(number: string, expiry = '12/30', cvc = '123') {
  await userEvent.type(screen.getByLabelText(/Card number/), number);
  await userEvent.type(screen.getByLabelText(/Expiry/), expiry);
  await userEvent.type(screen.getByLabelText(/CVC/), cvc);
}

describe('SubscribePage', () => {
  it('shows the plans with prices and trial, and subscribes with the chosen plan and the built-in card', async () => {
    const api = fakeApi({
      'GET /api/subscription/billing': () => noBilling(),
      'POST /api/subscription/init': () => builtinInit(),
      'POST /api/subscription/create': () => ({
        message: SUBSCRIPTION_BILLING_MESSAGES.subscribed,
        billing: activeBilling({ plan: PLANS[1]! }),
      }),
    });
    renderAt(<SubscribePage />, { path: '/subscribe' });
    const monthly = await screen.findByRole('radio', { name: /Artist monthly/ });
    expect(monthly).toBeChecked();
    expect(screen.getByText('$9.99 / month')).toBeInTheDocument();
    expect(screen.getByText('14-day free trial')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Artist yearly/ }));
    expect(screen.getByText(/You pay \$99\.00 \/ year today/)).toBeInTheDocument();
    await fillCard('4242424242424242');
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    await vi.waitFor(() => expect(api.sent('POST /api/subscription/create')).toHaveLength(1), WAIT);
    const [sent] = api.sent('POST /api/subscription/create');
    expect(sent?.body).toEqual({
      planId: 'artist-yearly',
      paymentMethod: {
        provider: 'builtin',
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      },
    });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByLabelText('Other page')).toBeInTheDocument();
  });

  it("shows the server's declined-card message, keeps the card, and retries with a new key", async () => {
    const api = fakeApi({
      'GET /api/subscription/billing': () => noBilling(),
      'POST /api/subscription/init': () => builtinInit(),
      'POST /api/subscription/create': () =>
        refusal(BILLING_ERROR_CODES.CARD_DECLINED, 'paymentMethod', SUBSCRIPTION_BILLING_MESSAGES.cardDeclined),
    });
    renderAt(<SubscribePage />, { path: '/subscribe' });
    await screen.findByRole('radio', { name: /Artist monthly/ });
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBSCRIPTION_BILLING_MESSAGES.cardDeclined);
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    await vi.waitFor(() => expect(api.sent('POST /api/subscription/create')).toHaveLength(2), WAIT);
    const [first, second] = api.sent('POST /api/subscription/create');
    expect(first?.headers['idempotency-key']).not.toBe(second?.headers['idempotency-key']);
  });

  it("shows the server's expired-card message", async () => {
    fakeApi({
      'GET /api/subscription/billing': () => noBilling(),
      'POST /api/subscription/init': () => builtinInit(),
      'POST /api/subscription/create': () =>
        refusal(BILLING_ERROR_CODES.CARD_EXPIRED, 'paymentMethod', SUBSCRIPTION_BILLING_MESSAGES.cardExpired),
    });
    renderAt(<SubscribePage />, { path: '/subscribe' });
    await screen.findByRole('radio', { name: /Artist monthly/ });
    await fillCard('4000000000000069');
    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBSCRIPTION_BILLING_MESSAGES.cardExpired);
  });

  it('refuses a past expiry, a mistyped number and a short CVC before sending anything', async () => {
    const api = fakeApi({
      'GET /api/subscription/billing': () => noBilling(),
      'POST /api/subscription/init': () => builtinInit(),
    });
    renderAt(<SubscribePage />, { path: '/subscribe' });
    await screen.findByRole('radio', { name: /Artist monthly/ });
    await fillCard('4242424242424241', '01/20', '12');
    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(screen.getByText('Check the card number: it is not a valid one')).toBeInTheDocument();
    expect(screen.getByText('This card has expired')).toBeInTheDocument();
    expect(screen.getByText('The security code is 3 or 4 digits')).toBeInTheDocument();
    expect(api.sent('POST /api/subscription/create')).toHaveLength(0);
  });

  it('on an unknown plan shows the message and reloads the plans on sale', async () => {
    let plans = PLANS;
    const api = fakeApi({
      'GET /api/subscription/billing': () => noBilling(),
      'POST /api/subscription/init': () => builtinInit(plans),
      'POST /api/subscription/create': () => {
        plans = PLANS.slice(1);
        return refusal(BILLING_ERROR_CODES.UNKNOWN_PLAN, 'planId', SUBSCRIPTION_BILLING_MESSAGES.unknownPlan);
      },
    });
    renderAt(<SubscribePage />, { path: '/subscribe' });
    await screen.findByRole('radio', { name: /Artist monthly/ });
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    await vi.waitFor(() => expect(api.sent('POST /api/subscription/init')).toHaveLength(2), WAIT);
    await vi.waitFor(() => expect(screen.queryByRole('radio', { name: /Artist monthly/ })).toBeNull(), WAIT);
  });

  it('says when no plan is on sale', async () => {
    fakeApi({
      'GET /api/subscription/billing': () => noBilling(),
      'POST /api/subscription/init': () => builtinInit([]),
    });
    renderAt(<SubscribePage />, { path: '/subscribe' });
    expect(await screen.findByText(/No plan is on sale yet/)).toBeInTheDocument();
  });

  it('sends a subscriber to the billing page instead of a second subscription', async () => {
    fakeApi({ 'GET /api/subscription/billing': () => activeBilling() });
    renderAt(<SubscribePage />, { path: '/subscribe' });
    expect(await screen.findByText(/You already have a subscription/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/user-portal/billing');
  });

  it('shows loading, then an error with another try', async () => {
    let fail = true;
    fakeApi({
      'GET /api/subscription/billing': () => (fail ? answer(500, { message: 'Server error' }) : noBilling()),
      'POST /api/subscription/init': () => builtinInit(),
    });
    renderAt(<SubscribePage />, { path: '/subscribe' });
    expect(screen.getByLabelText('Loading your subscription')).toBeInTheDocument();
    expect(await screen.findByText('Server error')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Artist monthly/ })).toBeInTheDocument();
  });
});
