import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { MonthlyStatementCard } from './monthly-statement-card.js';

describe('MonthlyStatementCard', () => {
  it('refuses a month that is not a month without asking the server', async () => {
    const api = fakeApi({});
    renderAt(<MonthlyStatementCard />);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Generate statement' }));
    expect(await screen.findByText('Use yyyy-mm')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('generates the chosen month and offers the download once it is ready', async () => {
    const api = fakeApi({
      'POST /api/portal/reports/statement': () => ({ reportId: 31, status: 'queued' }),
      'GET /api/portal/reports/status/31': () => ({ reportId: 31, status: 'ready' }),
      'GET /api/portal/reports': () => ({ data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 }),
    });
    renderAt(<MonthlyStatementCard />);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-09' } });
    await userEvent.click(screen.getByRole('button', { name: 'Generate statement' }));
    expect(await screen.findByRole('button', { name: 'Download statement' })).toBeInTheDocument();
    expect(api.sent('POST /api/portal/reports/statement')[0]?.body).toEqual({ month: '2026-09' });
  });
});
