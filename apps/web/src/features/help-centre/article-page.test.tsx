import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import ArticlePage from './article-page.js';
import { articleFixture, articlePageOf, summaryFixture } from './help-centre-fixtures.js';

const PATH = '/support/articles/:slug';

describe('ArticlePage', () => {
  it('shows the article with its category, the server’s html, and more of its category', async () => {
    const api = fakeApi({
      'GET /api/help-centre/articles/when-payouts-happen': () => articleFixture(),
      'GET /api/help-centre/articles': () =>
        articlePageOf([
          summaryFixture(),
          summaryFixture({ slug: 'reading-statements', title: 'Reading your statements' }),
        ]),
    });
    renderAt(<ArticlePage />, { path: PATH, at: '/support/articles/when-payouts-happen' });
    expect(await screen.findByRole('heading', { level: 1, name: 'When payouts happen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Withdrawing' })).toBeInTheDocument();
    expect(screen.getByText('15th').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Royalties & payments' })).toHaveAttribute(
      'href',
      '/support?topic=royalties-payments',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support/contact');
    const more = await screen.findByRole('navigation', { name: 'More in Royalties & payments' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reading your statements']);
    expect(api.sent('GET /api/help-centre/articles')[0].query).toMatchObject({ category: 'royalties-payments' });
    expect(document.title).toBe('When payouts happen | Liner');
  });

  it('says the article does not exist, with a way back, for an unknown or unpublished address', async () => {
    fakeApi({ 'GET /api/help-centre/articles/gone': () => answer(404, { message: 'No such article' }) });
    renderAt(<ArticlePage />, { path: PATH, at: '/support/articles/gone' });
    expect(await screen.findByRole('link', { name: 'Back to the help centre' })).toHaveAttribute('href', '/support');
  });
});
