import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoreLink } from '@liner/domain';
import { users } from '../auth/tables.js';
import { releases } from '../releases/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One smart link per release. The store links are one ordered jsonb list: the editor always
 * reads and reorders them together and no screen queries a single link.
 */
export const quicklinks = pgTable(
  'quicklinks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shortId: text('short_id').notNull(),
    externalId: text('external_id'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    stores: jsonb('stores').$type<StoreLink[]>().notNull().default(sql`'[]'::jsonb`),
    enabledStores: jsonb('enabled_stores').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quicklinks_short_id_idx').on(t.shortId),
    uniqueIndex('quicklinks_release_idx').on(t.releaseId),
    index('quicklinks_user_idx').on(t.userId),
  ],
);

/**
 * What a smart link's visitors did, counted per day: `store` '' counts the public page served,
 * a store's platform counts the visitors sent on to it. Analytics reads it through index.ts.
 */
export const quicklinkDailyEvents = pgTable(
  'quicklink_daily_events',
  {
    quicklinkId: integer('quicklink_id')
      .notNull()
      .references(() => quicklinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    store: text('store').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('quicklink_daily_events_key').on(t.quicklinkId, t.day, t.store)],
);
