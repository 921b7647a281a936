import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Until billing exists an operator grants subscriptions; billing will write the same rows. */
export const subscriptions = pgTable('subscriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  source: text('source', { enum: ['operator-grant', 'billing'] }).notNull(),
  legacy: boolean('legacy').notNull().default(false),
  startsAt: ts('starts_at').notNull().defaultNow(),
  endsAt: ts('ends_at'),
  gracePeriodEndsAt: ts('grace_period_ends_at'),
  cancelledAt: ts('cancelled_at'),
  grantedBy: integer('granted_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Operator settings of this install (key/value), e.g. require-artist-subscription. */
export const operatorSettings = pgTable('operator_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
