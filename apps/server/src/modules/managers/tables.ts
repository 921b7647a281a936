import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AreaAccess } from '@liner/domain';
import { authSessions, users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Who may act for an account besides its owner: managers the owner invited, and a label's team
 * members (whose role is a preset of the same permissions). An invitation names an e-mail address;
 * `managerUserId` is filled when the person behind it accepts (they may register first).
 */
export const accountManagers = pgTable(
  'account_managers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    managerUserId: integer('manager_user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['manager', 'team-member'] }).notNull(),
    teamRole: text('team_role', { enum: ['admin', 'editor', 'viewer'] }),
    status: text('status', { enum: ['pending', 'accepted'] }).notNull(),
    permissions: jsonb('permissions').$type<AreaAccess>().notNull().default(sql`'{}'::jsonb`),
    invitedAt: ts('invited_at').notNull().defaultNow(),
    acceptedAt: ts('accepted_at'),
  },
  (t) => [
    uniqueIndex('account_managers_account_email_idx').on(t.accountId, t.email),
    index('account_managers_email_idx').on(t.email),
    index('account_managers_manager_idx').on(t.managerUserId),
  ],
);

/**
 * The account a session acts for after a switch. Removing the manager removes the row with it,
 * so a removed manager's sessions fall back to their own account at once.
 */
export const sessionActingAccounts = pgTable('session_acting_accounts', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  managerId: integer('manager_id')
    .notNull()
    .references(() => accountManagers.id, { onDelete: 'cascade' }),
  switchedAt: ts('switched_at').notNull().defaultNow(),
});
