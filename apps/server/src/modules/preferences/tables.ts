import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DefaultArtist, DefaultCredit, DefaultWriter, DeliveryOptions } from '@liner/domain';
import { users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
type Identity = { url: string; id: string } | null;

/**
 * Preferences that pre-fill releases. An artist account has one row of its own
 * (is_label_artist false); a label has one row per artist it manages.
 */
export const artistPreferences = pgTable(
  'artist_preferences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isLabelArtist: boolean('is_label_artist').notNull().default(false),
    artistName: text('artist_name').notNull(),
    about: text('about').notNull().default(''),
    language: text('language').notNull().default('en'),
    profileImg: text('profile_img'),
    primaryGenre: text('primary_genre'),
    secondaryGenre: text('secondary_genre'),
    timeZone: text('time_zone'),
    releaseTime: text('release_time'),
    label: text('label'),
    cLine: text('c_line'),
    pLine: text('p_line'),
    stores: jsonb('stores').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    territories: jsonb('territories').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    defaultRoles: jsonb('default_roles').$type<{ artist: string[]; writer: string[]; credit: string[] }>().notNull(),
    platforms: jsonb('platforms')
      .$type<{ spotify: Identity; apple: Identity; youtube: Identity; audiomack: Identity }>()
      .notNull(),
    socials: jsonb('socials')
      .$type<Record<'facebook' | 'instagram' | 'twitter' | 'youtube', string | null>>()
      .notNull(),
    additionalIds: jsonb('additional_ids')
      .$type<Record<'wikipedia' | 'ddex' | 'musicbrainz' | 'allmusic' | 'isni', string | null>>()
      .notNull(),
    delivery: jsonb('delivery').$type<DeliveryOptions>().notNull(),
    defaultArtists: jsonb('default_artists').$type<DefaultArtist[]>().notNull().default(sql`'[]'::jsonb`),
    defaultWriters: jsonb('default_writers').$type<DefaultWriter[]>().notNull().default(sql`'[]'::jsonb`),
    defaultCredits: jsonb('default_credits').$type<DefaultCredit[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('artist_preferences_user_idx').on(t.userId, t.isLabelArtist),
    uniqueIndex('artist_preferences_own_uq').on(t.userId).where(sql`${t.isLabelArtist} = false`),
  ],
);

/** People an account credits again and again; the default one (the account's own artist) is locked. */
export const artistCollaborators = pgTable(
  'artist_collaborators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-cased trimmed name: "Same Artist name cannot be used" is case-insensitive. */
    nameKey: text('name_key').notNull(),
    type: text('type', { enum: ['artist', 'writer', 'credit'] }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('artist_collaborators_name_uq').on(t.userId, t.nameKey)],
);
