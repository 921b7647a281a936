import { and, eq, getTableColumns } from 'drizzle-orm';
import { HELP_CENTRE_MESSAGES } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { type HelpArticleRow, helpArticles } from './tables.js';

/** An article as the operations read it: every column but the search document, which only the database reads. */
export type StoredArticle = Omit<HelpArticleRow, 'searchDocument'>;

const { searchDocument: _searchDocument, ...columns } = getTableColumns(helpArticles);
export const storedArticleColumns = columns;

export const articleNotFound = () => new AppError('NOT_FOUND', { message: HELP_CENTRE_MESSAGES.notFound });

/** Any article, draft or published, by id; 404 when there is none. */
export async function requireArticle(db: DbExecutor, id: number): Promise<StoredArticle> {
  const [row] = await db.select(storedArticleColumns).from(helpArticles).where(eq(helpArticles.id, id)).limit(1);
  if (!row) throw articleNotFound();
  return row;
}

/** A published article by its address; a draft's address answers 404 like one that never existed. */
export async function requirePublishedArticle(db: DbExecutor, slug: string): Promise<StoredArticle> {
  const [row] = await db
    .select(storedArticleColumns)
    .from(helpArticles)
    .where(and(eq(helpArticles.slug, slug), eq(helpArticles.published, true)))
    .limit(1);
  if (!row) throw articleNotFound();
  return row;
}
