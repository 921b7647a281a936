import { z } from 'zod';
import { SLUG_PATTERN } from '../help-centre/slug.js';
import { paginated } from './common.js';
import { idParam, lineText, multilineText, pageNumber, perPage, text } from './primitives.js';

/**
 * The help centre (docs/product/help-centre.md): articles operators write in markdown, read by
 * anyone at /support. Public shapes first, then the operator's.
 */

/** The categories, in the order /support lists them. */
export const HELP_CATEGORIES = [
  'getting-started',
  'releases-delivery',
  'royalties-payments',
  'account-security',
  'rights-takedowns',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const HELP_CATEGORY_LABELS: Record<HelpCategory, string> = {
  'getting-started': 'Getting started',
  'releases-delivery': 'Releases & delivery',
  'royalties-payments': 'Royalties & payments',
  'account-security': 'Account & security',
  'rights-takedowns': 'Rights & takedowns',
};

export const HELP_CENTRE_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  slugMax: 100,
  summaryMax: 300,
  bodyMax: 50_000,
  searchMax: 100,
  positionMax: 9_999,
  perPage: 20,
  maxPerPage: 100,
} as const;

const L = HELP_CENTRE_LIMITS;

export const HELP_CENTRE_MESSAGES = {
  title: `Write a title of ${L.titleMin} to ${L.titleMax} characters`,
  slug: 'Use lowercase letters, digits and single hyphens, like how-to-deliver-a-release',
  slugLength: `Keep the address under ${L.slugMax} characters`,
  slugTaken: 'Another article already uses this address',
  category: `Choose a category: ${HELP_CATEGORIES.join(', ')}`,
  summary: `Write a summary of at most ${L.summaryMax} characters`,
  body: `Write the article: at most ${L.bodyMax.toLocaleString('en')} characters of markdown`,
  bodyNesting: 'Nest quotes and lists less deeply: the article could not be read',
  position: `Give a position from 0 to ${L.positionMax.toLocaleString('en')}`,
  published: 'Say whether the article is published: true or false',
  search: `Search with at most ${L.searchMax} characters`,
  status: 'Choose all, published or draft',
  notFound: 'No such article',
  created: 'Article saved',
  updated: 'Article updated',
  publishDone: 'Article published',
  unpublishDone: 'Article unpublished: only operators see it now',
  deleted: 'Article deleted',
} as const;

const M = HELP_CENTRE_MESSAGES;

export const HelpCategory = z.enum(HELP_CATEGORIES, { error: M.category });

/** GET api/help-centre/articles: published articles, by category, or ranked by a search. */
export const HelpArticleListQuery = z.object({
  q: lineText({ error: M.search }).trim().max(L.searchMax, M.search).optional(),
  category: HelpCategory.optional(),
  page: pageNumber(),
  per_page: perPage(L.maxPerPage, L.perPage),
});
export type HelpArticleListQuery = z.input<typeof HelpArticleListQuery>;

/** GET api/help-centre/articles/{slug}: any text; an address that is no article's answers 404. */
export const HelpArticleParams = z.object({ slug: lineText().max(200, M.notFound) });

/** A piece of a search snippet: the words that matched the search are marked. */
export const HelpSnippetPart = z.object({ text: text(), match: z.boolean() });
export type HelpSnippetPart = z.infer<typeof HelpSnippetPart>;

export const HelpArticleSummary = z.object({
  slug: text(),
  title: text(),
  category: HelpCategory,
  summary: text(),
  updated_at: text(),
  /** Where the body matches a search, its words marked; null without a search. */
  snippet: z.array(HelpSnippetPart).nullable(),
});
export type HelpArticleSummary = z.infer<typeof HelpArticleSummary>;

export const HelpArticlePage = paginated(HelpArticleSummary);
export type HelpArticlePage = z.infer<typeof HelpArticlePage>;

/** One published article: `html` is the server's rendering of the markdown, sanitised. */
export const HelpArticle = z.object({
  slug: text(),
  title: text(),
  category: HelpCategory,
  summary: text(),
  html: text(),
  updated_at: text(),
});
export type HelpArticle = z.infer<typeof HelpArticle>;

// The operator's help centre (api/admin/help-centre).

export const HelpArticleStatus = z.enum(['all', 'published', 'draft'], { error: M.status });
export type HelpArticleStatus = z.infer<typeof HelpArticleStatus>;

/** GET admin/help-centre/articles: drafts included. */
export const OperatorHelpArticleQuery = HelpArticleListQuery.extend({ status: HelpArticleStatus.default('all') });
export type OperatorHelpArticleQuery = z.input<typeof OperatorHelpArticleQuery>;

/** admin/help-centre/articles/{id}[/publish|/unpublish] */
export const HelpArticleIdParams = z.object({ id: idParam() });

export const HelpArticleAuthor = z.object({ id: z.number().int(), name: text() });

export const OperatorHelpArticleSummary = z.object({
  id: z.number().int(),
  slug: text(),
  title: text(),
  category: HelpCategory,
  summary: text(),
  published: z.boolean(),
  position: z.number().int(),
  author: HelpArticleAuthor.nullable(),
  created_at: text(),
  updated_at: text(),
  /** When it was last published; null while a draft. */
  published_at: text().nullable(),
});
export type OperatorHelpArticleSummary = z.infer<typeof OperatorHelpArticleSummary>;

export const OperatorHelpArticlePage = paginated(OperatorHelpArticleSummary);
export type OperatorHelpArticlePage = z.infer<typeof OperatorHelpArticlePage>;

/** One article as the editor opens it: the markdown the operator wrote and the html readers get. */
export const OperatorHelpArticle = OperatorHelpArticleSummary.extend({ body: text(), html: text() });
export type OperatorHelpArticle = z.infer<typeof OperatorHelpArticle>;

const slugField = lineText({ error: M.slug })
  .trim()
  .max(L.slugMax, M.slugLength)
  .refine((value) => value === '' || SLUG_PATTERN.test(value), M.slug);

/**
 * POST admin/help-centre/articles and PUT admin/help-centre/articles/{id}. An empty or missing
 * slug is made from the title on create and kept as it was on update.
 */
export const SaveHelpArticleRequest = z.object({
  title: lineText({ error: M.title }).trim().min(L.titleMin, M.title).max(L.titleMax, M.title),
  slug: slugField.optional(),
  category: HelpCategory,
  summary: lineText({ error: M.summary }).trim().min(1, M.summary).max(L.summaryMax, M.summary),
  body: multilineText({ error: M.body })
    .max(L.bodyMax, M.body)
    .refine((value) => value.trim() !== '', M.body),
  published: z.boolean({ error: M.published }).default(false),
  position: z
    .number({ error: M.position })
    .int({ error: M.position })
    .min(0, M.position)
    .max(L.positionMax, M.position)
    .default(0),
});
export type SaveHelpArticleRequest = z.input<typeof SaveHelpArticleRequest>;
export type SaveHelpArticleInput = z.output<typeof SaveHelpArticleRequest>;

export const HelpArticleSaved = z.object({ message: text(), article: OperatorHelpArticle });
export type HelpArticleSaved = z.infer<typeof HelpArticleSaved>;

/** POST admin/help-centre/preview: the html the markdown would publish, without saving anything. */
export const HelpArticlePreviewRequest = z.object({
  body: multilineText({ error: M.body }).max(L.bodyMax, M.body),
});
export type HelpArticlePreviewRequest = z.infer<typeof HelpArticlePreviewRequest>;

export const HelpArticlePreview = z.object({ html: text() });
export type HelpArticlePreview = z.infer<typeof HelpArticlePreview>;
