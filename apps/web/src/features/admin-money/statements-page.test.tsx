import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api.js';
import { meFixture, markSignedIn } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import StatementsPage from './statements-page.js';

describe('statements desk', () => {
  it('is for operators only', async () => {
    markSignedIn();
    const api = fakeApi({ 'GET /api/auth/me': () => meFixture() });
    renderAt(<StatementsPage />);
    expect(await screen.findByText('This page is for Liner operators only.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });

  it('tells an operator with no statements to import one', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/statements': () => ({ data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 }),
      'GET /api/admin/statements/mappings': () => ({ data: [] }),
      'GET /api/admin/statements/aliases': () => ({ data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 }),
      'GET /api/admin/accounting-periods': () => ({ data: [], openPeriod: '2026-11' }),
    });
    renderAt(<StatementsPage />);
    expect(await screen.findByText("Nothing here yet ... import a store's sales report above.")).toBeInTheDocument();
    expect(
      await screen.findByText('Nothing learned yet ... resolve an unmatched line and it is remembered here.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No period is closed yet.')).toBeInTheDocument();
  });

  it('closes a period after a confirmation and lists it', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/statements': () => ({ data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 }),
      'GET /api/admin/statements/mappings': () => ({ data: [] }),
      'GET /api/admin/statements/aliases': () => ({ data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 }),
      'GET /api/admin/accounting-periods': () => ({ data: [], openPeriod: '2026-11' }),
      'POST /api/admin/accounting-periods/close': () => ({
        data: [{ period: '2026-10', closedAt: '2026-11-24T10:00:00.000Z', closedBy: 'admin@liner.local' }],
        openPeriod: '2026-11',
      }),
    });
    renderAt(<StatementsPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Period to close'), '2026-1');
    await user.click(screen.getByRole('button', { name: 'Close period' }));
    expect(await screen.findByText('Give the period as yyyy-mm')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Period to close'), '0');
    await user.click(screen.getByRole('button', { name: 'Close period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close 2026-10?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close period' }));
    expect(await screen.findByText('2026-10 closed')).toBeInTheDocument();
    expect(api.sent('POST /api/admin/accounting-periods/close')[0]?.body).toEqual({ period: '2026-10' });
  });
});
