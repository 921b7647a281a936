import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperatorHelpArticle, OperatorHelpArticlePage } from '@liner/domain';
import { fakeApi, WAIT } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import EditorListPage from './editor-list-page.js';
import { operatorArticleFixture } from './help-centre-fixtures.js';

const PATH = '/user-portal/admin/help-centre';
const ADMIN = '/api/admin/help-centre/articles';
const pageOf = (data: OperatorHelpArticle[]): OperatorHelpArticlePage => ({
  data,
  current_page: 1,
  last_page: 1,
  total: data.length,
  per_page: 20,
});
const draft = operatorArticleFixture({
  id: 9,
  slug: 'splits',
  title: 'Splits draft',
  published: false,
  published_at: null,
});

describe('EditorListPage', () => {
  it('lists drafts and published articles, filters by state, and publishes a draft with its switch', async () => {
    markSignedIn();
    let published = false;
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      [`GET ${ADMIN}`]: (request) =>
        request.query.status === 'draft'
          ? pageOf([{ ...draft, published }])
          : pageOf([operatorArticleFixture(), { ...draft, published }]),
      [`POST ${ADMIN}/9/publish`]: () => {
        published = true;
        return { message: 'Article published', article: { ...draft, published: true } };
      },
    });
    renderAt(<EditorListPage />, { path: PATH });
    const table = await screen.findByRole('table', { name: 'Articles' });
    const row = within(table).getByText('Splits draft').closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Splits draft' })).toHaveAttribute(
      'href',
      '/user-portal/admin/help-centre/9',
    );
    expect(within(row).queryByRole('link', { name: 'View Splits draft' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    await waitFor(() => expect(api.sent(`GET ${ADMIN}`).at(-1)?.query).toMatchObject({ status: 'draft' }), WAIT);
    const toggle = await screen.findByRole('switch', { name: 'Published: Splits draft' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Article published')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Published: Splits draft' })).toBeChecked(), WAIT);
    expect(api.sent(`POST ${ADMIN}/9/publish`)).toHaveLength(1);
  });

  it('deletes an article only after the confirmation', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      [`GET ${ADMIN}`]: () => pageOf([operatorArticleFixture()]),
      [`DELETE ${ADMIN}/7`]: () => ({ message: 'Article deleted' }),
    });
    renderAt(<EditorListPage />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete When payouts happen' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “When payouts happen”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.sent(`DELETE ${ADMIN}/7`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete When payouts happen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete article' }));
    expect(await screen.findByText('Article deleted')).toBeInTheDocument();
    expect(api.sent(`DELETE ${ADMIN}/7`)).toHaveLength(1);
  });

  it('shows nothing of the editor to an account without operator access', async () => {
    markSignedIn();
    fakeApi({ 'GET /api/auth/me': () => meFixture() });
    renderAt(<EditorListPage />, { path: PATH });
    expect(await screen.findByText('This page is for Liner operators only.')).toBeInTheDocument();
  });
});
