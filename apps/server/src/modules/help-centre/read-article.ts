import type { HelpArticle, HelpArticlePreview, OperatorHelpArticle } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { requireArticle, requirePublishedArticle } from './find-article.js';
import { presentArticle, presentOperatorArticle } from './present-article.js';
import { renderArticle } from './render-article.js';

/** GET api/help-centre/articles/{slug}: a published article; a draft's or an unknown address answers 404. */
export async function readPublishedArticle(deps: AppDeps, slug: string): Promise<HelpArticle> {
  return presentArticle(await requirePublishedArticle(deps.db, slug));
}

/** GET admin/help-centre/articles/{id}: any article, as the editor opens it. */
export async function readArticleForOperator(deps: AppDeps, id: number): Promise<OperatorHelpArticle> {
  return presentOperatorArticle(deps.db, await requireArticle(deps.db, id));
}

/** POST admin/help-centre/preview: what the markdown would publish, saving nothing. */
export function previewArticle(body: string): HelpArticlePreview {
  return { html: renderArticle(body).html };
}
