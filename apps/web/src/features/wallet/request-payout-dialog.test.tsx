import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AMOUNT_MESSAGES,
  CONFIRM_EMAIL_FIRST_MESSAGE,
  type PayoutMethodsResponse,
  type PayoutQuoteResponse,
} from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { RequestPayoutDialog } from './request-payout-dialog.js';

const METHODS = 'GET /api/profile/payout-methods';
const paypal = {
  id: 1,
  type: 'paypal',
  status: 'verified',
  destination: 'a***@example.com',
  verifiedAt: null,
} as const;
const bank = { id: 2, type: 'bank', status: 'verified', destination: '•••• 5432', verifiedAt: null } as const;
const quote: PayoutQuoteResponse = {
  amount: '25.50',
  fee: '1.00',
  withheld: '0.00',
  withholdingRate: '0.00',
  net: '24.50',
  feeType: 'international',
  currency: 'USD',
  minimum: '10.00',
};

function open(methods: PayoutMethodsResponse, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [METHODS]: () => methods, ...handlers });
  const onClose = vi.fn();
  renderAt(<RequestPayoutDialog available="100.00" currency="USD" onClose={onClose} />);
  return { api, onClose, user: userEvent.setup() };
}

describe('RequestPayoutDialog', () => {
  it('sends to settings when no method is verified, and cannot be submitted', async () => {
    open({ data: [{ ...paypal, status: 'pending' }], payoutsBlockedUntil: null });
    expect(await screen.findByText(/Connect and verify PayPal or a bank account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/user-portal/profile#payout-methods',
    );
    expect(screen.getByRole('button', { name: 'See fee' })).toBeDisabled();
  });

  it('holds payouts while a recent change of details blocks them', async () => {
    open({ data: [paypal], payoutsBlockedUntil: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await screen.findByText(/Your payout details changed recently/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See fee' })).toBeDisabled();
  });

  it('shows the fee and what arrives before the payout is confirmed', async () => {
    const { api, user, onClose } = open(
      { data: [paypal, bank], payoutsBlockedUntil: null },
      {
        'POST /api/portal/wallet/withdrawals/quote': () => quote,
        'POST /api/portal/wallet/withdrawals': () => ({
          id: 9,
          amount: '25.50',
          fee: '1.00',
          withheld: '0.00',
          net: '24.50',
          date: '2026-11-24',
          type: 'bank',
          status: 'pending',
          reason: null,
          destination: '•••• 5432',
          paidAt: null,
          returnedAt: null,
        }),
      },
    );
    await user.click(await screen.findByLabelText(/Bank transfer/));
    await user.type(screen.getByLabelText('Amount'), '25.50');
    await user.click(screen.getByRole('button', { name: 'See fee' }));
    const summary = await screen.findByRole('status', { name: 'Payout quote' });
    expect(within(summary).getByText('$1.00')).toBeInTheDocument();
    expect(within(summary).getByText('$24.50')).toBeInTheDocument();
    expect(api.sent('POST /api/portal/wallet/withdrawals')).toHaveLength(0);
    expect(api.sent('POST /api/portal/wallet/withdrawals/quote')[0]?.body).toEqual({ methodId: 2, amount: '25.50' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    const [sent] = api.sent('POST /api/portal/wallet/withdrawals');
    expect(sent?.body).toEqual({ methodId: 2, amount: '25.50' });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an empty amount without asking for a quote', async () => {
    const { api, user } = open({ data: [paypal], payoutsBlockedUntil: null });
    await user.click(await screen.findByRole('button', { name: 'See fee' }));
    expect(await screen.findByText(AMOUNT_MESSAGES.required)).toBeInTheDocument();
    expect(api.sent('POST /api/portal/wallet/withdrawals/quote')).toHaveLength(0);
  });

  it('tells a person whose e-mail address is not confirmed to confirm it first', async () => {
    const { user } = open(
      { data: [paypal], payoutsBlockedUntil: null },
      {
        'POST /api/portal/wallet/withdrawals/quote': () =>
          answer(403, { code: 'EMAIL_NOT_CONFIRMED', message: CONFIRM_EMAIL_FIRST_MESSAGE }),
      },
    );
    await user.type(await screen.findByLabelText('Amount'), '25.50');
    await user.click(screen.getByRole('button', { name: 'See fee' }));
    expect(await screen.findByText(CONFIRM_EMAIL_FIRST_MESSAGE)).toBeInTheDocument();
  });
});
