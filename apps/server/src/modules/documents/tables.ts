import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DocumentKind } from '@liner/domain';
import { users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A document kept for an account (a signed contract, a tax form, anything else an area files
 * there). The file lives in storage under `storage_key`; the row is written only once it is stored.
 */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    title: text('title').notNull(),
    /** The name the download is offered under, already cleaned of path and control characters. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('user_documents_user_idx').on(t.userId, t.createdAt)],
);

export type UserDocumentRow = typeof userDocuments.$inferSelect;
