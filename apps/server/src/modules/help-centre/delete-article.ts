import { eq } from 'drizzle-orm';
import { HELP_CENTRE_MESSAGES, type OkResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { articleNotFound } from './find-article.js';
import { helpArticles } from './tables.js';

/** DELETE admin/help-centre/articles/{id}: gone for good, its address free again. */
export async function deleteArticle(deps: AppDeps, id: number): Promise<OkResponse> {
  const removed = await deps.db.delete(helpArticles).where(eq(helpArticles.id, id)).returning({ id: helpArticles.id });
  if (removed.length === 0) throw articleNotFound();
  return { message: HELP_CENTRE_MESSAGES.deleted };
}
