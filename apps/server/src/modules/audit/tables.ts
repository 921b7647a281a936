import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Every change made in an account through the API: who made it, for which account, which call. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    /** The route's pattern (`/api/portal/release/:id`), not the URL: no query string is kept. */
    path: text('path').notNull(),
    action: text('action').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('audit_entries_account_idx').on(t.accountId, t.at)],
);
