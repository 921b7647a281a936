import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HelpArticle,
  HelpArticleIdParams,
  HelpArticleListQuery,
  HelpArticlePage,
  HelpArticleParams,
  HelpArticlePreview,
  HelpArticlePreviewRequest,
  HelpArticleSaved,
  OkResponse,
  OperatorHelpArticle,
  OperatorHelpArticlePage,
  OperatorHelpArticleQuery,
  SaveHelpArticleRequest,
} from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import { deleteArticle } from './delete-article.js';
import { listArticlesForOperator, listPublishedArticles } from './list-articles.js';
import { setArticlePublished } from './publish-article.js';
import { previewArticle, readArticleForOperator, readPublishedArticle } from './read-article.js';
import { createArticle, updateArticle } from './save-article.js';

/**
 * The help centre: published articles for anyone (api/help-centre), and the operator's editor
 * (api/admin/help-centre): drafts, writes, publication and a preview of the markdown.
 */
export async function registerHelpCentreRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['help centre'];
  const open = { access: 'public' } as const;

  app.get(
    '/api/help-centre/articles',
    { config: open, schema: { tags, querystring: HelpArticleListQuery, response: { 200: HelpArticlePage } } },
    async (req) => listPublishedArticles(app.deps, req.query),
  );
  app.get(
    '/api/help-centre/articles/:slug',
    { config: open, schema: { tags, params: HelpArticleParams, response: { 200: HelpArticle } } },
    async (req) => readPublishedArticle(app.deps, req.params.slug),
  );

  const base = '/api/admin/help-centre';
  const config = { access: 'operator' } as const;
  const admin = { tags: ['admin help centre'], security: [{ bearer: [] }] };
  const saved = { 200: HelpArticleSaved };

  app.get(
    `${base}/articles`,
    { config, schema: { ...admin, querystring: OperatorHelpArticleQuery, response: { 200: OperatorHelpArticlePage } } },
    async (req) => listArticlesForOperator(app.deps, req.query),
  );
  app.get(
    `${base}/articles/:id`,
    { config, schema: { ...admin, params: HelpArticleIdParams, response: { 200: OperatorHelpArticle } } },
    async (req) => readArticleForOperator(app.deps, req.params.id),
  );
  app.post(
    `${base}/articles`,
    { config, schema: { ...admin, body: SaveHelpArticleRequest, response: saved } },
    async (req) => createArticle(app.deps, actorOf(req).user.id, req.body),
  );
  app.put(
    `${base}/articles/:id`,
    { config, schema: { ...admin, params: HelpArticleIdParams, body: SaveHelpArticleRequest, response: saved } },
    async (req) => updateArticle(app.deps, req.params.id, req.body),
  );
  app.post(
    `${base}/articles/:id/publish`,
    { config, schema: { ...admin, params: HelpArticleIdParams, response: saved } },
    async (req) => setArticlePublished(app.deps, req.params.id, true),
  );
  app.post(
    `${base}/articles/:id/unpublish`,
    { config, schema: { ...admin, params: HelpArticleIdParams, response: saved } },
    async (req) => setArticlePublished(app.deps, req.params.id, false),
  );
  app.delete(
    `${base}/articles/:id`,
    { config, schema: { ...admin, params: HelpArticleIdParams, response: { 200: OkResponse } } },
    async (req) => deleteArticle(app.deps, req.params.id),
  );
  app.post(
    `${base}/preview`,
    { config, schema: { ...admin, body: HelpArticlePreviewRequest, response: { 200: HelpArticlePreview } } },
    async (req) => previewArticle(req.body.body),
  );
}
