import type { HelpArticle, HelpArticlePage, HelpArticleSummary, OperatorHelpArticle } from '@liner/domain';

// Answers of the help-centre API for this feature's component tests.

export const summaryFixture = (overrides: Partial<HelpArticleSummary> = {}): HelpArticleSummary => ({
  slug: 'when-payouts-happen',
  title: 'When payouts happen',
  category: 'royalties-payments',
  summary: 'The dates money leaves Liner.',
  updated_at: '2026-10-01T10:00:00.000Z',
  snippet: null,
  ...overrides,
});

export const articlePageOf = (data: HelpArticleSummary[]): HelpArticlePage => ({
  data,
  current_page: 1,
  last_page: 1,
  total: data.length,
  per_page: 100,
});

export const articleFixture = (overrides: Partial<HelpArticle> = {}): HelpArticle => ({
  slug: 'when-payouts-happen',
  title: 'When payouts happen',
  category: 'royalties-payments',
  summary: 'The dates money leaves Liner.',
  html: '<h2>Withdrawing</h2>\n<p>Payouts leave on the <strong>15th</strong>.</p>',
  updated_at: '2026-10-01T10:00:00.000Z',
  ...overrides,
});

export const operatorArticleFixture = (overrides: Partial<OperatorHelpArticle> = {}): OperatorHelpArticle => ({
  id: 7,
  slug: 'when-payouts-happen',
  title: 'When payouts happen',
  category: 'royalties-payments',
  summary: 'The dates money leaves Liner.',
  published: true,
  position: 1,
  author: { id: 3, name: 'Olive Operator' },
  created_at: '2026-09-01T10:00:00.000Z',
  updated_at: '2026-10-01T10:00:00.000Z',
  published_at: '2026-09-01T10:00:00.000Z',
  body: 'Payouts leave on the **15th**.',
  html: '<p>Payouts leave on the <strong>15th</strong>.</p>',
  ...overrides,
});
