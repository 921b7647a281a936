import { eq } from 'drizzle-orm';
import { HELP_CENTRE_MESSAGES, type HelpArticleSaved } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { articleNotFound, requireArticle, storedArticleColumns } from './find-article.js';
import { presentOperatorArticle } from './present-article.js';
import { helpArticles } from './tables.js';

/**
 * POST admin/help-centre/articles/{id}/publish and /unpublish. Publishing an article already
 * published keeps its publication time; "updated" is about the content, so neither changes it.
 */
export async function setArticlePublished(deps: AppDeps, id: number, published: boolean): Promise<HelpArticleSaved> {
  const existing = await requireArticle(deps.db, id);
  const [row] = await deps.db
    .update(helpArticles)
    .set({ published, publishedAt: published ? (existing.publishedAt ?? deps.clock.now()) : null })
    .where(eq(helpArticles.id, id))
    .returning(storedArticleColumns);
  if (!row) throw articleNotFound();
  const message = published ? HELP_CENTRE_MESSAGES.publishDone : HELP_CENTRE_MESSAGES.unpublishDone;
  return { message, article: await presentOperatorArticle(deps.db, row) };
}
