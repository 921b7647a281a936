import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** A bad row of a trend file: its line number and what is wrong with it. */
export interface TrendRowProblem {
  line: number;
  message: string;
}

/**
 * One batch of analytics facts: an uploaded or picked-up trend file, the streams derived from an
 * imported statement, or one pull from a platform's API. `fingerprint` is unique (a file's
 * SHA-256, `statement:<id>`, `pull:<platform>:<account>:<day>`): the same batch never counts twice.
 */
export const analyticsImports = pgTable(
  'analytics_imports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'upload' | 'folder' | 'statement' | 'pull' | 'seed' */
    source: text('source').notNull(),
    platform: text('platform').notNull(),
    /** The trend-file layout read (docs/analytics-trend-layouts.md), or the source's name. */
    layout: text('layout').notNull(),
    fingerprint: text('fingerprint').notNull(),
    fileName: text('file_name'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'queued' | 'importing' | 'done' | 'failed' */
    status: text('status').notNull().default('importing'),
    rowsRead: integer('rows_read').notNull().default(0),
    factsWritten: bigint('facts_written', { mode: 'number' }).notNull().default(0),
    badRows: integer('bad_rows').notNull().default(0),
    /** The first bad rows with their line numbers (the count is in bad_rows). */
    problems: jsonb('problems').$type<TrendRowProblem[]>().notNull().default(sql`'[]'::jsonb`),
    error: text('error'),
    firstDay: day('first_day'),
    lastDay: day('last_day'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('analytics_imports_fingerprint_key').on(t.fingerprint),
    index('analytics_imports_created_idx').on(t.createdAt),
  ],
);

/**
 * The facts: one count per day, platform, account, track, country, metric and (optionally) one
 * dimension's value. `dimension` '' is the total; a row with a dimension is that slice of it, so
 * totals never add the slices. `country` '' is unknown. Release and track 0: the platform reported
 * the account's total only, or (a trend import) the account's slices per country. A slice with
 * country '*' is a track's (or release's) in every country: it adds to the release and track
 * rollups only, its account's share being in the account's slices (forEachRollupLevel). A trend
 * import writes its slices so, not per track and country: one fact per rollup row it feeds first.
 *
 * On PostgreSQL the table is partitioned by month of `day` (migration 0042, partitions created by
 * the writer before it copies); on PGlite the same columns are one plain table. Nobody reads it on
 * a page: every endpoint reads analytics_daily.
 */
export const analyticsFacts = pgTable(
  'analytics_facts',
  {
    day: day('day').notNull(),
    platform: text('platform').notNull(),
    userId: integer('user_id').notNull(),
    releaseId: integer('release_id').notNull().default(0),
    trackId: integer('track_id').notNull().default(0),
    country: text('country').notNull().default(''),
    dimension: text('dimension').notNull().default(''),
    value: text('value').notNull().default(''),
    metric: text('metric').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    importId: bigint('import_id', { mode: 'number' }).notNull(),
  },
  // BRIN, not a B-tree: facts are appended an import at a time, so a block range holds one import's
  // facts and a few bytes per range find them; a B-tree entry per fact cost a trend import a third
  // of its COPY time (migration 0048).
  (t) => [index('analytics_facts_import_idx').using('brin', t.importId).with({ autosummarize: true })],
);

/**
 * Daily rollups of the facts, kept in step by the writer, at the levels the endpoints read:
 *   release 0, track 0, country '*'    the account (per dimension value)
 *   release 0, track 0, country XX     per country (per dimension value; a slice with no country has none)
 *   release R, track 0, country '*'    per release (per dimension value)
 *   release R, track T, country '*'    per track (per dimension value)
 *   release R, track 0|T, country XX   per release or track and country, totals only (dimension '')
 * Its size grows with days x tracks x countries x values, never with the number of facts.
 *
 * Every index here also carries the columns the endpoints read (INCLUDE, migration 0046, which
 * drizzle-kit cannot declare): `amount` on the keys, release, track and amount on the tracks
 * index, country and amount on the countries index. Reads are index-only scans.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    userId: integer('user_id').notNull(),
    platform: text('platform').notNull(),
    metric: text('metric').notNull(),
    dimension: text('dimension').notNull(),
    releaseId: integer('release_id').notNull(),
    trackId: integer('track_id').notNull(),
    country: text('country').notNull(),
    day: day('day').notNull(),
    value: text('value').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    uniqueIndex('analytics_daily_key').on(
      t.userId,
      t.platform,
      t.metric,
      t.dimension,
      t.releaseId,
      t.trackId,
      t.country,
      t.day,
      t.value,
    ),
    // The per-track lists (tracks, top tracks, the 1,000-streams tracker): every track's totals of
    // a country (or '*') over a range of days, whatever its release.
    index('analytics_daily_tracks_idx')
      .on(t.userId, t.platform, t.metric, t.country, t.day)
      .where(sql`dimension = '' AND track_id <> 0`),
    // Territories: every country's totals of one level (account, release or track) over a range of days.
    index('analytics_daily_countries_idx')
      .on(t.userId, t.platform, t.metric, t.releaseId, t.trackId, t.day)
      .where(sql`dimension = '' AND country <> '*'`),
  ],
);

/**
 * The same rollups summed per month (`month` is the month's first day), kept in step by the same
 * writer, with the same indexes and INCLUDE columns. A range reads its whole months here and only
 * its partial months' days from analytics_daily, so 18 months cost about 18 + 60 rows per key
 * instead of 548.
 */
export const analyticsMonthly = pgTable(
  'analytics_monthly',
  {
    userId: integer('user_id').notNull(),
    platform: text('platform').notNull(),
    metric: text('metric').notNull(),
    dimension: text('dimension').notNull(),
    releaseId: integer('release_id').notNull(),
    trackId: integer('track_id').notNull(),
    country: text('country').notNull(),
    month: day('month').notNull(),
    value: text('value').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    uniqueIndex('analytics_monthly_key').on(
      t.userId,
      t.platform,
      t.metric,
      t.dimension,
      t.releaseId,
      t.trackId,
      t.country,
      t.month,
      t.value,
    ),
    index('analytics_monthly_tracks_idx')
      .on(t.userId, t.platform, t.metric, t.country, t.month)
      .where(sql`dimension = '' AND track_id <> 0`),
    index('analytics_monthly_countries_idx')
      .on(t.userId, t.platform, t.metric, t.releaseId, t.trackId, t.month)
      .where(sql`dimension = '' AND country <> '*'`),
  ],
);

/**
 * The streams a statement's batch (source 'statement', statement-streams.ts) derived, per account,
 * platform, metric and sale month: `shown` while its facts count in the rollups, false while the
 * month has trend facts that speak for it (docs/product/analytics.md, statement streams). The
 * account's monthly rollup minus the shown amounts is what trend batches counted.
 */
export const analyticsStatementMonths = pgTable(
  'analytics_statement_months',
  {
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => analyticsImports.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    platform: text('platform').notNull(),
    metric: text('metric').notNull(),
    /** The first day of the sale month. */
    month: day('month').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    shown: boolean('shown').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.userId, t.platform, t.metric, t.month] }),
    index('analytics_statement_months_cell_idx').on(t.userId, t.platform, t.metric, t.month),
  ],
);
