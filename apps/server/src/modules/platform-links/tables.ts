import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authSessions, users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The Spotify account an account connected (one per account). The tokens are sealed with the
 * install's secret box: a database dump alone must not let anyone act on Spotify for the artist.
 */
export const spotifyLinks = pgTable('spotify_links', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  spotifyUserId: text('spotify_user_id').notNull(),
  displayName: text('display_name').notNull(),
  uri: text('uri').notNull(),
  type: text('type').notNull(),
  href: text('href').notNull(),
  accessTokenSealed: text('access_token_sealed').notNull(),
  refreshTokenSealed: text('refresh_token_sealed'),
  tokenExpiresAt: ts('token_expires_at').notNull(),
  scope: text('scope').notNull().default(''),
  connectedAt: ts('connected_at').notNull().defaultNow(),
});

/**
 * One started OAuth authorization: the state travels to Spotify and back, only its hash is kept;
 * the PKCE verifier is sealed. Bound to the session that started it and used at most once.
 */
export const spotifyConnectAttempts = pgTable(
  'spotify_connect_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stateHash: text('state_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    usedAt: ts('used_at'),
  },
  (t) => [index('spotify_connect_attempts_account_idx').on(t.accountId, t.createdAt)],
);

/** The Audiomack artist page an account linked (one per account). */
export const audiomackLinks = pgTable('audiomack_links', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull(),
  url: text('url').notNull(),
  connectedAt: ts('connected_at').notNull().defaultNow(),
});

/** Per-account platform settings; no row means every setting is off. */
export const platformSettings = pgTable('platform_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  spotifyDiscoveryMode: boolean('spotify_discovery_mode').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Requests for Spotify for Artists access, granted or rejected by an operator. */
export const spotifyForArtistsRequests = pgTable(
  'spotify_for_artists_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spotifyArtistId: text('spotify_artist_id').notNull(),
    spotifyArtistUrl: text('spotify_artist_url').notNull(),
    upc: text('upc').notNull(),
    releaseTitle: text('release_title').notNull(),
    status: text('status', { enum: ['pending', 'granted', 'rejected'] })
      .notNull()
      .default('pending'),
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('spotify_for_artists_requests_account_idx').on(t.accountId, t.createdAt),
    // One waiting request per account: a second submit while one waits is refused, and two racing submits cannot both land.
    uniqueIndex('spotify_for_artists_requests_one_pending').on(t.accountId).where(sql`${t.status} = 'pending'`),
  ],
);
