import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { ReverseStatementDialog } from './reverse-statement-dialog.js';

const reversed = {
  id: 4,
  fileName: 'store.csv',
  sha256: 'ab',
  format: 'generic-csv',
  status: 'reversed',
  failureReason: null,
  store: null,
  currency: 'USD',
  accountCurrency: 'USD',
  exchangeRate: null,
  period: '2026-10',
  linesRead: 2,
  totalLines: 2,
  matchedLines: 2,
  unmatchedLines: 0,
  amount: '25.000000',
  convertedAmount: '25.000000',
  createdAt: '2026-11-24T10:00:00.000Z',
  importedAt: '2026-11-24T10:00:01.000Z',
  reportedPeriod: '2026-10',
  bookedPeriod: '2026-10',
  reversal: { reason: 'Recalled by the store', at: '2026-11-24T11:00:00.000Z', by: 'admin@liner.local' },
  byStore: [],
  byTerritory: [],
  reconciliation: null,
  waitingFor: [],
  rates: [],
};

describe('ReverseStatementDialog', () => {
  it('requires a reason, then reverses with it and closes', async () => {
    const api = fakeApi({ 'POST /api/admin/statements/4/reverse': () => reversed });
    const onClose = vi.fn();
    renderAt(<ReverseStatementDialog id={4} onClose={onClose} />);
    const user = userEvent.setup();
    expect(screen.getByText(/carried deficit/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reverse statement' }));
    expect(await screen.findByText('Give the reason for the reversal')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    await user.type(screen.getByLabelText('Reason'), 'Recalled by the store');
    await user.click(screen.getByRole('button', { name: 'Reverse statement' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(api.sent('POST /api/admin/statements/4/reverse')[0]?.body).toEqual({ reason: 'Recalled by the store' });
  });
});
