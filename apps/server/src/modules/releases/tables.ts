import { sql } from 'drizzle-orm';
import {
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
import type { DeliveryFlags, ReleaseTerritories, TrackArtist, TrackCredit, TrackWriter } from '@liner/domain';
import { users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

export const releases = pgTable(
  'releases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0-9, see RELEASE_STATUS in @liner/domain; changed only through set-release-status.ts. */
    status: integer('status').notNull().default(0),
    type: text('type').notNull().default('Album'),
    title: text('title').notNull().default(''),
    version: text('version').notNull().default(''),
    versionRemix: boolean('version_remix').notNull().default(false),
    /** Cover songs as a semicolon-joined list. */
    versionCoverSongs: text('version_cover_songs').notNull().default(''),
    label: text('label').notNull().default(''),
    /** True when the label brings its own UPC; otherwise Liner assigns one at publish. */
    upcProvided: boolean('upc_provided').notNull().default(false),
    /** The UPC/EAN as typed or assigned, shown and delivered in this form. */
    upc: text('upc'),
    /** The same code as GTIN-14 (zero-padded), the one form duplicates are judged on. */
    gtin: text('gtin'),
    catalogNumber: text('catalog_number').notNull().default(''),
    primaryGenre: text('primary_genre').notNull().default(''),
    secondaryGenre: text('secondary_genre').notNull().default(''),
    language: text('language').notNull().default(''),
    releaseDate: day('release_date'),
    originalReleaseDate: day('original_release_date'),
    timeZone: text('time_zone').notNull().default(''),
    releaseTime: text('release_time'),
    licensingType: text('licensing_type').notNull().default('Copyright'),
    licensingInfo: text('licensing_info').notNull().default(''),
    pLineYear: integer('p_line_year'),
    pLine: text('p_line').notNull().default(''),
    cLineYear: integer('c_line_year'),
    cLine: text('c_line').notNull().default(''),
    /** Derived from the tracks when they are saved: ERN ParentalWarningType. */
    parentalWarning: text('parental_warning').notNull().default('NotExplicit'),
    /** An uploads-area file id; no foreign key because that table belongs to another area. */
    artworkFileId: integer('artwork_file_id'),
    territories: jsonb('territories')
      .$type<ReleaseTerritories>()
      .notNull()
      .default(sql`'{"worldwide":true,"excluding":[]}'::jsonb`),
    storeIds: jsonb('store_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    deliveryFlags: jsonb('delivery_flags')
      .$type<DeliveryFlags | Record<string, never>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    reviewNote: text('review_note'),
    /** Set when a store acknowledges the release live; otherwise live = release date reached. */
    isLive: boolean('is_live').notNull().default(false),
    restrictTakedown: boolean('restrict_takedown').notNull().default(false),
    submittedAt: ts('submitted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('releases_user_idx').on(t.userId, t.createdAt),
    index('releases_status_idx').on(t.status),
    // Never the same product code on two releases, whoever typed or assigned it and in whichever
    // form (UPC-12, EAN-13, GTIN-14): the index is on the canonical GTIN-14.
    uniqueIndex('releases_gtin_unique').on(t.gtin),
  ],
);

export const releaseArtists = pgTable(
  'release_artists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    roles: jsonb('roles').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    spotifyId: text('spotify_id'),
    appleId: text('apple_id'),
    /** The artist's ISNI as typed (checked with its MOD 11-2 character); '' when none. */
    isni: text('isni').notNull().default(''),
  },
  (t) => [index('release_artists_release_idx').on(t.releaseId, t.position)],
);

/**
 * Track artists, writers and credits are jsonb columns rather than three tables: the wizard
 * always saves and reads a track's people together (save/tracks replaces the whole list), no
 * screen queries them on their own, and it keeps a 20-track save to a few statements.
 */
export const tracks = pgTable(
  'tracks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** An uploads-area file id (no foreign key: another area's table). */
    audioFileId: integer('audio_file_id'),
    title: text('title').notNull().default(''),
    version: text('version').notNull().default(''),
    isrc: text('isrc'),
    iswc: text('iswc').notNull().default(''),
    language: text('language').notNull().default(''),
    explicit: boolean('explicit').notNull().default(false),
    cleanVersion: boolean('clean_version').notNull().default(false),
    /** The TikTok start as "m:ss" (minutes:seconds), as the wizard sends it. */
    tiktokStartTime: text('tiktok_start_time').notNull().default(''),
    lyrics: text('lyrics').notNull().default(''),
    linerNote: text('liner_note').notNull().default(''),
    durationSeconds: integer('duration_seconds'),
    artists: jsonb('artists').$type<TrackArtist[]>().notNull().default(sql`'[]'::jsonb`),
    writers: jsonb('writers').$type<TrackWriter[]>().notNull().default(sql`'[]'::jsonb`),
    credits: jsonb('credits').$type<TrackCredit[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // An ISRC names a recording: one owner may put it on several releases (single, album), once per release.
  (t) => [
    index('tracks_release_idx').on(t.releaseId, t.position),
    uniqueIndex('tracks_release_isrc_unique').on(t.releaseId, t.isrc),
    index('tracks_isrc_idx').on(t.isrc),
  ],
);

/**
 * A draft's claim to an ISRC that belongs to another account's approved recording
 * (isrc-claims.ts). While pending, the claimant's track keeps the code here, not in tracks.isrc
 * (one track per code), and the release cannot be sent; accepting moves the code to the
 * claimant's track, rejecting tells the claimant why.
 */
export const isrcClaims = pgTable(
  'isrc_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    trackId: integer('track_id').references(() => tracks.id, { onDelete: 'set null' }),
    isrc: text('isrc').notNull(),
    claimantUserId: integer('claimant_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    holderUserId: integer('holder_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    holderTrackId: integer('holder_track_id').references(() => tracks.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('isrc_claims_pending_unique').on(t.releaseId, t.isrc).where(sql`status = 'pending'`),
    index('isrc_claims_status_idx').on(t.status, t.createdAt),
  ],
);

/** The release's history: who did what, when. */
export const releaseEvents = pgTable(
  'release_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('release_events_release_idx').on(t.releaseId, t.createdAt)],
);

/** An account's own ISRC registrant prefix (CC + XXX), when it has one from its national agency. */
export const isrcRegistrants = pgTable('isrc_registrants', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  prefix: text('prefix').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Next ISRC designation per registrant prefix and year; one UPDATE ... RETURNING per code. */
export const isrcCounters = pgTable(
  'isrc_counters',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    nextNumber: integer('next_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);

/** The install's identifier settings: one row (id 1), see identifier-settings.ts. */
export const identifierSettings = pgTable('identifier_settings', {
  id: integer('id').primaryKey(),
  defaultIsrcPrefix: text('default_isrc_prefix').notNull(),
  upcCompanyPrefix: text('upc_company_prefix').notNull(),
  upcNextItem: integer('upc_next_item').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
