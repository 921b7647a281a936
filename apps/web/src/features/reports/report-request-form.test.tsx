import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { ReportRequestForm } from './report-request-form.js';

describe('ReportRequestForm', () => {
  it('needs a date range for the sales report', async () => {
    const api = fakeApi({});
    renderAt(<ReportRequestForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Request report' }));
    expect(await screen.findByText('Choose a start date')).toBeInTheDocument();
    expect(screen.getByText('Choose an end date')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('refuses an end date before the start date', async () => {
    const api = fakeApi({});
    renderAt(<ReportRequestForm />);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-10-31' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-10-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Request report' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('orders a sales report for a range as CSV', async () => {
    const api = fakeApi({
      'POST /api/portal/reports/download/sales': () => ({ reportId: 3, status: 'queued' }),
    });
    renderAt(<ReportRequestForm />);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-10-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Request report' }));
    await vi.waitFor(() => expect(api.sent('POST /api/portal/reports/download/sales')).toHaveLength(1), WAIT);
    expect(api.sent('POST /api/portal/reports/download/sales')[0]?.body).toEqual({
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      format: 'csv',
    });
  });

  it('orders a payouts report as XLSX without a range', async () => {
    const api = fakeApi({
      'POST /api/portal/reports/download/payouts': () => ({ reportId: 4, status: 'queued' }),
    });
    renderAt(<ReportRequestForm />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Report'), 'payouts');
    await user.click(screen.getByLabelText('XLSX (Excel)'));
    await user.click(screen.getByRole('button', { name: 'Request report' }));
    await vi.waitFor(() => expect(api.sent('POST /api/portal/reports/download/payouts')).toHaveLength(1), WAIT);
    expect(api.sent('POST /api/portal/reports/download/payouts')[0]?.body).toEqual({ format: 'xlsx' });
  });
});
