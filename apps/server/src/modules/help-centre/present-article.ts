import {
  type HelpArticle,
  type HelpArticleSummary,
  type HelpSnippetPart,
  type OperatorHelpArticle,
  type OperatorHelpArticleSummary,
  resolveDisplayName,
} from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { findUsersByIds } from '../auth/index.js';
import type { StoredArticle } from './find-article.js';

export function presentArticleSummary(row: StoredArticle, snippet: HelpSnippetPart[] | null): HelpArticleSummary {
  return {
    slug: row.slug,
    title: row.title,
    category: row.category,
    summary: row.summary,
    updated_at: row.updatedAt.toISOString(),
    snippet,
  };
}

export function presentArticle(row: StoredArticle): HelpArticle {
  return {
    slug: row.slug,
    title: row.title,
    category: row.category,
    summary: row.summary,
    html: row.bodyHtml,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Articles as the operator's list shows them, with who wrote each. */
export async function presentOperatorSummaries(
  db: DbExecutor,
  rows: StoredArticle[],
): Promise<OperatorHelpArticleSummary[]> {
  const authorIds = rows.map((row) => row.authorId).filter((id): id is number => id !== null);
  const authors = new Map(
    (await findUsersByIds(db, authorIds)).map((user) => [user.id, { id: user.id, name: resolveDisplayName(user) }]),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    summary: row.summary,
    published: row.published,
    position: row.position,
    author: row.authorId === null ? null : (authors.get(row.authorId) ?? null),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  }));
}

/** One article as the editor opens it: the markdown written and the html readers get. */
export async function presentOperatorArticle(db: DbExecutor, row: StoredArticle): Promise<OperatorHelpArticle> {
  const [summary] = await presentOperatorSummaries(db, [row]);
  return { ...summary, body: row.bodyMarkdown, html: row.bodyHtml };
}
