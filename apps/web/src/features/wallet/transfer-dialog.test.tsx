import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AMOUNT_MESSAGES, type PotentialReceiver, type TransferResponse } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { TransferDialog } from './transfer-dialog.js';

const RECEIVERS = '/api/portal/wallet/transfers/potential-receivers';
const grace: PotentialReceiver = {
  id: 12,
  email: 'grace@example.com',
  name: 'Grace Hopper',
  profileImage: null,
  initials: 'GH',
};
const initiated: TransferResponse = {
  transferId: 5,
  status: 'initiated',
  amount: '10.00',
  fee: '0.00',
  receiver: grace,
  note: null,
  expiresAt: '2026-11-24T12:15:00.000Z',
  confirmedAt: null,
};

function open(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [`GET ${RECEIVERS}`]: () => ({ data: [grace] }), ...handlers });
  const onClose = vi.fn();
  renderAt(<TransferDialog available="120.50" currency="USD" onClose={onClose} />);
  return { api, onClose, user: userEvent.setup() };
}

describe('TransferDialog', () => {
  it('shows the available balance and asks for a receiver before anything is sent', async () => {
    const { api, user } = open();
    expect(screen.getByText('Available: $120.50')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose who receives the money')).toBeInTheDocument();
    expect(api.sent('POST /api/portal/wallet/transfers/init')).toHaveLength(0);
  });

  it('refuses an amount that is not money without asking the server', async () => {
    const { api, user } = open();
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    await user.type(screen.getByLabelText('Amount'), '10.001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(AMOUNT_MESSAGES.decimals)).toBeInTheDocument();
    expect(api.sent('POST /api/portal/wallet/transfers/init')).toHaveLength(0);
  });

  it('sends, shows the fee, and confirms the transfer by its id', async () => {
    const { api, user, onClose } = open({
      'POST /api/portal/wallet/transfers/init': () => initiated,
      'POST /api/portal/wallet/transfers/5/confirm': () => ({ ...initiated, status: 'confirmed' }),
    });
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    await user.type(screen.getByLabelText('Amount'), '10.00');
    await user.type(screen.getByLabelText('Note (optional)'), 'Studio time');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('status');
    expect(within(summary).getByText('$10.00')).toBeInTheDocument();
    expect(api.sent('POST /api/portal/wallet/transfers/init')[0]?.body).toEqual({
      receiverId: 12,
      email: 'grace@example.com',
      amount: '10.00',
      note: 'Studio time',
    });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(api.sent('POST /api/portal/wallet/transfers/5/confirm')).toHaveLength(1);
  });

  it("puts the server's message for the amount under the amount field", async () => {
    const { user } = open({
      'POST /api/portal/wallet/transfers/init': () =>
        answer(422, {
          message: 'Validation Error',
          errors: { amount: ['The amount is more than your available balance of 120.50'] },
        }),
    });
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    await user.type(screen.getByLabelText('Amount'), '500');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const field = screen.getByLabelText('Amount');
    expect(await screen.findByText('The amount is more than your available balance of 120.50')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
