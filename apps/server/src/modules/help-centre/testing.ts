// Test helpers of the help centre, for its own tests and the authorisation matrix.
import type { LightMyRequestResponse } from 'fastify';
import type { OperatorHelpArticle, SaveHelpArticleRequest } from '@liner/domain';
import { bearer, type CreatedUser } from '../../../test/factories.js';
import type { TestContext } from '../../../test/harness.js';

export const ADMIN_ARTICLES = '/api/admin/help-centre/articles';
export const PUBLIC_ARTICLES = '/api/help-centre/articles';

/** A call as `who` (null: nobody signed in). */
export function callHelpCentre(
  ctx: TestContext,
  who: CreatedUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
}

export const TEST_ARTICLE: SaveHelpArticleRequest = {
  title: 'When payouts happen',
  category: 'royalties-payments',
  summary: 'The dates money leaves Liner and how long each method takes.',
  body: 'Payouts leave on the **15th** of each month.\n\nPayPal takes up to two working days.',
  published: true,
};

/** Writes an article through the API as `operator` and answers it; a refusal stops the test with the answer. */
export async function writeTestArticle(
  ctx: TestContext,
  operator: CreatedUser,
  fields: Partial<SaveHelpArticleRequest> = {},
): Promise<OperatorHelpArticle> {
  const res = await callHelpCentre(ctx, operator, 'POST', ADMIN_ARTICLES, { ...TEST_ARTICLE, ...fields });
  if (res.statusCode !== 200) throw new Error(`article create answered ${res.statusCode} ${res.body}`);
  return res.json<{ article: OperatorHelpArticle }>().article;
}

/** The articles the authorisation matrix reads ids from: one to edit, one to delete. */
export async function seedHelpCentreResources(ctx: TestContext, operator: CreatedUser) {
  return {
    helpArticle: (await writeTestArticle(ctx, operator, { title: 'Matrix article' })).id,
    deletableHelpArticle: (await writeTestArticle(ctx, operator, { title: 'Matrix article to delete' })).id,
  };
}
