import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One member of an account's audience: a fan the account added or imported ('custom', known by
 * e-mail address, one per address), or a profile's followers on a platform brought by a refresh
 * ('platform', known by the platform's own id). E-mail addresses are stored lower case.
 */
export const audienceMembers = pgTable(
  'audience_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['custom', 'platform'] }).notNull(),
    name: text('name'),
    email: text('email'),
    countryCode: text('country_code'),
    /** A platform slug of the analytics catalog. */
    service: text('service'),
    /** The platform's id of a 'platform' member (an artist id), so a refresh updates it in place. */
    externalId: text('external_id'),
    subscriptionType: text('subscription_type', { enum: ['free', 'premium'] }),
    image: text('image'),
    followers: integer('followers'),
    age: integer('age'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    youtube: text('youtube'),
    xTwitter: text('x_twitter'),
    spotify: text('spotify'),
    blastEmailSubscribed: boolean('blast_email_subscribed').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('audience_members_account_idx').on(t.accountId, t.type, t.id),
    uniqueIndex('audience_members_email_uq').on(t.accountId, t.email).where(sql`${t.email} is not null`),
    uniqueIndex('audience_members_external_uq')
      .on(t.accountId, t.service, t.externalId)
      .where(sql`${t.externalId} is not null`),
  ],
);

/**
 * The account's latest refresh from its platforms (one row per account, replaced by the next):
 * its state for refresh-status and what it did.
 */
export const audienceRefreshes = pgTable('audience_refreshes', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['running', 'finished', 'failed'] }).notNull(),
  startedAt: ts('started_at').notNull(),
  finishedAt: ts('finished_at'),
  added: integer('added').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  message: text('message'),
});
