import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { HelpCategory } from '@liner/domain';
import { users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PostgreSQL's text-search document; written by the database only (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A help-centre article. The operator writes `body_markdown`; `body_html` (what readers get) and
 * `body_text` (what search and snippets read) are derived from it at each save, sanitised.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    category: text('category').$type<HelpCategory>().notNull(),
    summary: text('summary').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    published: boolean('published').notNull().default(false),
    /** Order within its category, smallest first; ties by title. */
    position: integer('position').notNull().default(0),
    /** The operator who wrote it; null once their account is gone. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    /** When it was last published; null while it is a draft. */
    publishedAt: ts('published_at'),
    /** Title weighs most, then the summary, then the body: a search ranks a title match first. */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "summary"), 'B') || setweight(to_tsvector('english'::regconfig, "body_text"), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex('help_articles_slug_uq').on(t.slug),
    index('help_articles_listing_idx').on(t.published, t.category, t.position),
    index('help_articles_search_idx').using('gin', t.searchDocument),
  ],
);

export type HelpArticleRow = typeof helpArticles.$inferSelect;
