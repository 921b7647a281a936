import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { RejectPayoutDialog } from './reject-payout-dialog.js';

describe('RejectPayoutDialog', () => {
  it('asks for the reason the artist will read, then rejects with it', async () => {
    const api = fakeApi({
      'POST /api/admin/payouts/9/reject': () => ({
        id: 9,
        amount: '25.00',
        fee: '1.00',
        withheld: '0.00',
        net: '24.00',
        date: '2026-11-24',
        type: 'paypal',
        status: 'rejected',
        reason: 'Details do not match',
        destination: 'a***@example.com',
        paidAt: null,
        returnedAt: null,
      }),
    });
    const onClose = vi.fn();
    renderAt(<RejectPayoutDialog id={9} onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Reason'), '   ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Give a reason')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    await user.type(screen.getByLabelText('Reason'), 'Details do not match');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(api.sent('POST /api/admin/payouts/9/reject')[0]?.body).toEqual({ reason: 'Details do not match' });
  });

  it('marks a sent payout returned with the reason', async () => {
    const api = fakeApi({
      'POST /api/admin/payouts/4/returned': () => ({
        id: 4,
        amount: '50.00',
        fee: '1.00',
        withheld: '0.00',
        net: '49.00',
        date: '2026-11-24',
        type: 'bank',
        status: 'returned',
        reason: 'Account closed',
        destination: 'Test •••• 5432',
        paidAt: null,
        returnedAt: '2026-11-25',
      }),
    });
    const onClose = vi.fn();
    renderAt(<RejectPayoutDialog id={4} action="return" onClose={onClose} />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Mark payout returned #4' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'Account closed');
    await user.click(screen.getByRole('button', { name: 'Mark returned' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(api.sent('POST /api/admin/payouts/4/returned')[0]?.body).toEqual({ reason: 'Account closed' });
  });
});
