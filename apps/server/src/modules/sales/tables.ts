import { bigint, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Monthly sales rollups per user, kept in step with sales_lines by the import (and when unmatched
 * lines are resolved), so the sales endpoints never scan raw lines.
 *
 * One narrow table, many small cubes: `dimension` names which grouping a row belongs to, and
 * only that grouping's columns are filled (the others are 0 / ''):
 *   month                               user x month
 *   store | territory | artist          user x month x key
 *   release | track                     user x month x release (x track)
 *   release-store | release-territory   user x month x release x key
 *   track-store | track-territory       user x month x track x key
 * An account with a million lines then has a few thousand rows per dimension at most, and every
 * endpoint reads one index range: (user, dimension, release, track, key, month).
 * Amounts are micro-units of the install's account currency (what the user is paid).
 */
export const salesRollups = pgTable(
  'sales_rollups',
  {
    userId: integer('user_id').notNull(),
    dimension: text('dimension').notNull(),
    releaseId: integer('release_id').notNull().default(0),
    trackId: integer('track_id').notNull().default(0),
    key: text('key').notNull().default(''),
    /** First day of the sale month. */
    month: date('month', { mode: 'string' }).notNull(),
    lines: integer('lines').notNull(),
    units: bigint('units', { mode: 'bigint' }).notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    /** Stream use only, for the stream rates (amount per stream by store). */
    streamUnits: bigint('stream_units', { mode: 'bigint' }).notNull(),
    streamMicros: bigint('stream_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [uniqueIndex('sales_rollups_key').on(t.userId, t.dimension, t.releaseId, t.trackId, t.key, t.month)],
);

/**
 * Rollup rows waiting to be added to sales_rollups, by batch (`statement:<id>` for an import):
 * staged in short steps, then moved into sales_rollups a few thousand at a time, each move one
 * statement (upsert-rollups.ts), so a large import never holds the database for seconds and a
 * batch cut short by a crash is moved on, never twice. Nobody reads them here.
 */
export const salesRollupsPending = pgTable(
  'sales_rollups_pending',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    batch: text('batch').notNull(),
    userId: integer('user_id').notNull(),
    dimension: text('dimension').notNull(),
    releaseId: integer('release_id').notNull(),
    trackId: integer('track_id').notNull(),
    key: text('key').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    lines: integer('lines').notNull(),
    units: bigint('units', { mode: 'bigint' }).notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    streamUnits: bigint('stream_units', { mode: 'bigint' }).notNull(),
    streamMicros: bigint('stream_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('sales_rollups_pending_batch_idx').on(t.batch, t.id)],
);
