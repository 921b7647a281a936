import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HELP_CENTRE_LIMITS, HelpArticle, HelpArticlePage, type HelpCategory } from '@liner/domain';
import { http } from '../../lib/http.js';

/** The help centre as anyone reads it (server: modules/help-centre, api/help-centre). */
const BASE = '/api/help-centre/articles';

/** What /support asks for: every article of the list on one page, or a search. */
export interface ArticleListFilters {
  q?: string;
  category?: HelpCategory;
  page?: number;
}

export const helpCentreApi = {
  list: (filters: ArticleListFilters) =>
    http.get(BASE, HelpArticlePage, { ...filters, per_page: HELP_CENTRE_LIMITS.maxPerPage }),
  single: (slug: string) => http.get(`${BASE}/${encodeURIComponent(slug)}`, HelpArticle),
};

const keys = {
  list: (filters: ArticleListFilters) => ['help-centre', 'list', filters] as const,
  one: (slug: string) => ['help-centre', 'one', slug] as const,
};

export function useHelpArticlesQuery(filters: ArticleListFilters) {
  return useQuery({
    queryKey: keys.list(filters),
    queryFn: () => helpCentreApi.list(filters),
    placeholderData: keepPreviousData,
  });
}

export function useHelpArticleQuery(slug: string) {
  return useQuery({ queryKey: keys.one(slug), queryFn: () => helpCentreApi.single(slug), enabled: slug !== '' });
}
