import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { HelpDeskProvider } from '@liner/domain';
import { users } from '../../auth/tables.js';

/**
 * The install's help desk: one row (id 1), absent until an operator first saves. The Zendesk
 * details stay when the operator switches back to the built-in desk, so switching again needs no
 * retyping; the API token is sealed with the install's secret box and never answered.
 */
export const helpDeskSettings = pgTable(
  'help_desk_settings',
  {
    id: integer('id').primaryKey().default(1),
    provider: text('provider').$type<HelpDeskProvider>().notNull(),
    subdomain: text('subdomain'),
    email: text('email'),
    tokenSealed: text('token_sealed'),
    /** The token's last four characters, so the operator can tell which token is stored. */
    tokenLast4: text('token_last4'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('help_desk_settings_one_row', sql`${t.id} = 1`)],
);

export type HelpDeskSettingsRow = typeof helpDeskSettings.$inferSelect;
