import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import SalesPage from './sales-page.js';

const total = () => ({ currency: 'EUR', units: '1200', total: '345.678901', graph: [] });
const rows = () => ({
  data: [{ id: 5, name: 'Paper Satellites', code: '020000000053', units: '1200', total: '345.678901' }],
  current_page: 1,
  last_page: 1,
  total: 1,
  per_page: 10,
});

describe('SalesPage', () => {
  it("shows the total in the account's currency and the releases it came from", async () => {
    fakeApi({ 'GET /api/portal/sales/total': total, 'GET /api/portal/sales/releases': rows });
    renderAt(<SalesPage />, { path: '/user-portal/sales/:section?', at: '/user-portal/sales' });
    expect(await screen.findByText('Paper Satellites')).toBeInTheDocument();
    // Once as the total, once in the release's row.
    expect(screen.getAllByText('€345.678901')).toHaveLength(2);
    expect(screen.getByText('1200 units')).toBeInTheDocument();
  });

  it('asks for the applied date range, and refuses a reversed one', async () => {
    const api = fakeApi({ 'GET /api/portal/sales/total': total, 'GET /api/portal/sales/releases': rows });
    renderAt(<SalesPage />, { path: '/user-portal/sales/:section?', at: '/user-portal/sales' });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-09-01' } });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-10-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(
      () =>
        expect(api.sent('GET /api/portal/sales/total').map((request) => request.query)).toContainEqual({
          start_date: '2026-10-01',
          end_date: '2026-10-31',
        }),
      WAIT,
    );
  });
});
