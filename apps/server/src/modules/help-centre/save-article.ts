import { eq, like, or } from 'drizzle-orm';
import {
  HELP_CENTRE_MESSAGES,
  type HelpArticleSaved,
  numberedSlug,
  type SaveHelpArticleInput,
  slugify,
} from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { requireArticle, storedArticleColumns } from './find-article.js';
import { presentOperatorArticle } from './present-article.js';
import { renderArticle } from './render-article.js';
import { helpArticles } from './tables.js';

const SLUG_UNIQUE = 'help_articles_slug_uq';

/** The slug a title makes, numbered (-2, -3, …) when another article has it already. */
async function freeSlugFor(db: DbExecutor, title: string): Promise<string> {
  const base = slugify(title);
  // The base is only a-z, 0-9 and hyphens: nothing LIKE reads as a wildcard.
  const taken = new Set(
    (
      await db
        .select({ slug: helpArticles.slug })
        .from(helpArticles)
        .where(or(eq(helpArticles.slug, base), like(helpArticles.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(numberedSlug(base, n))) n += 1;
  return numberedSlug(base, n);
}

/** Two saves that pick the same slug at once: the unique index decides, the second is told on its slug. */
async function orSlugTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, SLUG_UNIQUE)) throw fieldError('slug', HELP_CENTRE_MESSAGES.slugTaken);
    throw error;
  }
}

/**
 * POST admin/help-centre/articles. A slug typed by the operator must be free (422 on slug); one
 * made from the title is numbered until it is.
 */
export async function createArticle(
  deps: AppDeps,
  authorId: number,
  input: SaveHelpArticleInput,
): Promise<HelpArticleSaved> {
  const rendered = renderArticle(input.body);
  const slug = input.slug || (await freeSlugFor(deps.db, input.title));
  const now = deps.clock.now();
  const [row] = await orSlugTaken(() =>
    deps.db
      .insert(helpArticles)
      .values({
        slug,
        title: input.title,
        category: input.category,
        summary: input.summary,
        bodyMarkdown: input.body,
        bodyHtml: rendered.html,
        bodyText: rendered.text,
        published: input.published,
        position: input.position,
        authorId,
        createdAt: now,
        updatedAt: now,
        publishedAt: input.published ? now : null,
      })
      .returning(storedArticleColumns),
  );
  return { message: HELP_CENTRE_MESSAGES.created, article: await presentOperatorArticle(deps.db, row) };
}

/**
 * PUT admin/help-centre/articles/{id}: every field as the editor sends it. An empty slug keeps the
 * article's address (links to it keep working when the title changes).
 */
export async function updateArticle(deps: AppDeps, id: number, input: SaveHelpArticleInput): Promise<HelpArticleSaved> {
  const existing = await requireArticle(deps.db, id);
  const rendered = renderArticle(input.body);
  const now = deps.clock.now();
  const [row] = await orSlugTaken(() =>
    deps.db
      .update(helpArticles)
      .set({
        slug: input.slug || existing.slug,
        title: input.title,
        category: input.category,
        summary: input.summary,
        bodyMarkdown: input.body,
        bodyHtml: rendered.html,
        bodyText: rendered.text,
        published: input.published,
        position: input.position,
        updatedAt: now,
        publishedAt: input.published ? (existing.publishedAt ?? now) : null,
      })
      .where(eq(helpArticles.id, id))
      .returning(storedArticleColumns),
  );
  return { message: HELP_CENTRE_MESSAGES.updated, article: await presentOperatorArticle(deps.db, row) };
}
