import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentRow } from '@liner/domain';
import { paymentRow } from '../../testing/billing-fixtures.js';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import BillingHistoryPage from './billing-history-page.js';

const PATH = '/user-portal/billing-history';

// jsdom has no object URLs and no navigation: the download gets a made-up URL and its link click is caught.
const urlStatics = URL as unknown as {
  createObjectURL?: (blob: Blob) => string;
  revokeObjectURL?: (url: string) => void;
};
afterEach(() => {
  delete urlStatics.createObjectURL;
  delete urlStatics.revokeObjectURL;
});
const page = (data: PaymentRow[], current = 1, total = data.length) => ({
  data,
  current_page: current,
  last_page: Math.max(1, Math.ceil(total / 10)),
  total,
  per_page: 10,
});

describe('BillingHistoryPage', () => {
  it('lists paid charges (cents / 100, the plan label), pages, and downloads an invoice PDF by POST', async () => {
    const api = fakeApi({
      'GET /api/profile/getBillingHistory': (request) =>
        request.query.page === '2'
          ? page(
              [paymentRow({ id: 3, amount: 1499, planName: 'Usage Discovery', description: 'Cover licence' })],
              2,
              11,
            )
          : page(
              Array.from({ length: 10 }, (_, index) => paymentRow({ id: 100 - index })),
              1,
              11,
            ),
      'POST /api/profile/download/invoice/3': () => answer(200, '%PDF-'),
    });
    urlStatics.createObjectURL = vi.fn(() => 'blob:invoice');
    urlStatics.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt(<BillingHistoryPage />, { path: PATH });
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getAllByText('Subscription')).toHaveLength(10);
    expect(within(table).getAllByText('$9.99')).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await within(table).findByText('$14.99')).toBeInTheDocument();
    expect(within(table).getByText('Usage Discovery')).toBeInTheDocument();
    expect(api.sent('GET /api/profile/getBillingHistory').at(-1)?.query).toEqual({ page: '2', per_page: '10' });

    await userEvent.click(within(table).getByRole('button', { name: /Download the invoice of/ }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled(), WAIT);
    expect(api.sent('POST /api/profile/download/invoice/3')).toHaveLength(1);
  });

  it('says when nothing was paid yet', async () => {
    fakeApi({ 'GET /api/profile/getBillingHistory': () => page([]) });
    renderAt(<BillingHistoryPage />, { path: PATH });
    expect(await screen.findByText(/No payments yet/)).toBeInTheDocument();
  });

  it('shows the error of a failed load', async () => {
    fakeApi({ 'GET /api/profile/getBillingHistory': () => answer(500, { message: 'Server error' }) });
    renderAt(<BillingHistoryPage />, { path: PATH });
    expect(screen.getByLabelText('Loading your billing history')).toBeInTheDocument();
    expect(await screen.findByText('Server error')).toBeInTheDocument();
  });
});
