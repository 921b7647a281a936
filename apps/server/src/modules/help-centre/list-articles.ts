import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  HELP_CATEGORIES,
  type HelpArticleListQuery,
  type HelpArticlePage,
  type HelpSnippetPart,
  type OperatorHelpArticlePage,
  type OperatorHelpArticleQuery,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { pageOf } from '../../platform/page-of.js';
import { type StoredArticle, storedArticleColumns } from './find-article.js';
import { presentArticleSummary, presentOperatorSummaries } from './present-article.js';
import { helpArticles } from './tables.js';

type PublicQuery = z.output<typeof HelpArticleListQuery>;
type OperatorQuery = z.output<typeof OperatorHelpArticleQuery>;

/** At most this many words of a search count; the rest of a pasted paragraph is ignored. */
const MAX_SEARCH_WORDS = 12;
/** Marks ts_headline puts around a matched word: private-use characters no article is written with. */
const MATCH_START = '\uE000';
const MATCH_END = '\uE001';
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MinWords=12, MaxWords=28, ShortWord=2`;

/**
 * A search as a text-search query: every word must appear, each as the start of a word of the
 * article ("payo" finds "payouts"), stemmed in English ("delivering" finds "delivery"). Only
 * letters and digits reach to_tsquery, so nothing typed can break its syntax; null when the
 * search has no word at all.
 */
export function textSearchQuery(search: string): string | null {
  const words =
    search
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/** A headline split where ts_headline marked the matched words. */
export function snippetOf(headline: string): HelpSnippetPart[] {
  const parts: HelpSnippetPart[] = [];
  let match = false;
  let text = '';
  const flush = () => {
    if (text) parts.push({ text, match });
    text = '';
  };
  for (const char of headline) {
    if (char === MATCH_START || char === MATCH_END) {
      flush();
      match = char === MATCH_START;
    } else text += char;
  }
  flush();
  return parts;
}

/** The categories in the order the help centre lists them. */
const categoryOrder = sql`CASE ${helpArticles.category} ${sql.join(
  HELP_CATEGORIES.map((category, index) => sql`WHEN ${category} THEN ${index}`),
  sql` `,
)} END`;

interface ListFilters {
  search: string | undefined;
  category: PublicQuery['category'];
  /** Null: drafts and published articles alike. */
  published: boolean | null;
  page: number;
  perPage: number;
}

interface FoundArticle {
  row: StoredArticle;
  snippet: HelpSnippetPart[] | null;
}

/**
 * Articles by category, then position, then title; with a search, the matching ones best first
 * (a match in the title outranks one in the summary, which outranks the body), each with the
 * passage of its body that matched.
 */
async function findArticles(deps: AppDeps, filters: ListFilters): Promise<{ found: FoundArticle[]; total: number }> {
  const search = filters.search?.trim() ? textSearchQuery(filters.search) : undefined;
  if (search === null) return { found: [], total: 0 };
  const conditions: SQL[] = [];
  if (filters.published !== null) conditions.push(eq(helpArticles.published, filters.published));
  if (filters.category) conditions.push(eq(helpArticles.category, filters.category));
  const query = search ? sql`to_tsquery('english'::regconfig, ${search})` : null;
  if (query) conditions.push(sql`${helpArticles.searchDocument} @@ ${query}`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [{ total }] = await deps.db.select({ total: count() }).from(helpArticles).where(where);
  const listed = deps.db
    .select({
      ...storedArticleColumns,
      headline: query
        ? sql<string>`ts_headline('english'::regconfig, ${helpArticles.bodyText}, ${query}, ${HEADLINE_OPTIONS})`
        : sql<null>`NULL`,
    })
    .from(helpArticles)
    .where(where)
    .limit(filters.perPage)
    .offset((filters.page - 1) * filters.perPage);
  const byOrder = [asc(helpArticles.position), asc(helpArticles.title), asc(helpArticles.id)];
  const rows = query
    ? await listed.orderBy(desc(sql`ts_rank_cd(${helpArticles.searchDocument}, ${query})`), ...byOrder)
    : await listed.orderBy(asc(categoryOrder), ...byOrder);
  const found = rows.map(({ headline, ...row }) => ({ row, snippet: headline === null ? null : snippetOf(headline) }));
  return { found, total };
}

/** GET api/help-centre/articles: published articles only. */
export async function listPublishedArticles(deps: AppDeps, query: PublicQuery): Promise<HelpArticlePage> {
  const { found, total } = await findArticles(deps, {
    search: query.q,
    category: query.category,
    published: true,
    page: query.page,
    perPage: query.per_page,
  });
  return pageOf(
    found.map(({ row, snippet }) => presentArticleSummary(row, snippet)),
    total,
    query,
  );
}

/** GET admin/help-centre/articles: drafts too, or only one state. */
export async function listArticlesForOperator(deps: AppDeps, query: OperatorQuery): Promise<OperatorHelpArticlePage> {
  const { found, total } = await findArticles(deps, {
    search: query.q,
    category: query.category,
    published: query.status === 'all' ? null : query.status === 'published',
    page: query.page,
    perPage: query.per_page,
  });
  const summaries = await presentOperatorSummaries(
    deps.db,
    found.map(({ row }) => row),
  );
  return pageOf(summaries, total, query);
}
