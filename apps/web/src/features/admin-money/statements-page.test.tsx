import { screen } from '@testing-library/react';
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
    });
    renderAt(<StatementsPage />);
    expect(await screen.findByText("Nothing here yet ... import a store's sales report above.")).toBeInTheDocument();
    expect(
      await screen.findByText('Nothing learned yet ... resolve an unmatched line and it is remembered here.'),
    ).toBeInTheDocument();
  });
});
