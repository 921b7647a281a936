import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  type: text('type', { enum: ['artist', 'label', 'collaborator'] }).notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  displayName: text('display_name'),
  artistName: text('artist_name'),
  profileImage: text('profile_image'),
  confirmedAt: ts('confirmed_at'),
  bannedAt: ts('banned_at'),
  isAdmin: boolean('is_admin').notNull().default(false),
  allowedAdminRoutes: jsonb('allowed_admin_routes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  legacy: boolean('legacy').notNull().default(false),
  hasCompletedInit: boolean('has_completed_init').notNull().default(false),
  completeLater: boolean('complete_later').notNull().default(false),
  restrictRelease: boolean('restrict_release').notNull().default(false),
  restrictNewRelease: boolean('restrict_new_release').notNull().default(false),
  priorityMember: boolean('priority_member').notNull().default(false),
  priorityAccepted: boolean('priority_accepted').notNull().default(false),
  instantAdvance: boolean('instant_advance').notNull().default(false),
  instantAdvanceConfirmed: boolean('instant_advance_confirmed').notNull().default(false),
  promoActive: boolean('promo_active').notNull().default(false),
  promoExists: boolean('promo_exists').notNull().default(false),
  /** End of the latest redeemed promo code's free period; `promoActive` is computed from it. */
  promoActiveUntil: ts('promo_active_until'),
  /** The Google account (OpenID `sub`) linked to this user; a Google-only account has no usable password. */
  googleSubject: text('google_subject').unique(),
  payoutFeeType: text('payout_fee_type', { enum: ['international', 'domestic'] })
    .notNull()
    .default('international'),
  /** Base32 TOTP secret once the authenticator app is confirmed; pending one while setting up. */
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabledAt: ts('totp_enabled_at'),
  /** Last accepted TOTP time step: a code is never accepted twice. */
  totpLastStep: integer('totp_last_step'),
  emailTwoFactorEnabledAt: ts('email_two_factor_enabled_at'),
  changelogReadAt: ts('changelog_read_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const userDetails = pgTable('user_details', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  zip: text('zip'),
  country: text('country'),
  countryCode: text('country_code'),
  fullAddress: text('full_address'),
  fromSearch: boolean('from_search').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Bearer sessions: the token itself is never stored, only its SHA-256. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    device: text('device'),
    browser: text('browser'),
    os: text('os'),
    country: text('country'),
    city: text('city'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Every sign-in attempt: the login history and the throttle both read it. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    userAgent: text('user_agent'),
    device: text('device'),
    browser: text('browser'),
    os: text('os'),
    /** sha256 of the device cookie the attempt came with (null: no cookie, e.g. an API client that drops it). */
    deviceHash: text('device_hash'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_user_idx').on(t.userId, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_device_idx').on(t.userId, t.deviceHash),
  ],
);

/** Pending second-factor step of a login: `secretHash` is handed to the client. */
export const loginChallenges = pgTable('login_challenges', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull().unique(),
  /** 'google' / 'email': the second step of a sign-in; 'payout-change': a code confirming new payout details. */
  kind: text('kind', { enum: ['google', 'email', 'payout-change'] }).notNull(),
  codeHash: text('code_hash'),
  attempts: integer('attempts').notNull().default(0),
  ip: text('ip'),
  userAgent: text('user_agent'),
  expiresAt: ts('expires_at').notNull(),
  consumedAt: ts('consumed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Single-use tokens: e-mail confirmation, password recovery, e-mail 2FA set-up codes. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'recover-password', 'email-2fa-setup'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * One Google sign-in in progress, tied to the browser that started it by a random cookie (only
 * its SHA-256 is kept). After the answer from Google it holds the verified identity until it
 * signs in or, for a new person, until the registration form is sent.
 */
export const googleSignIns = pgTable('google_sign_ins', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  browserHash: text('browser_hash').notNull().unique(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  subject: text('subject'),
  email: text('email'),
  emailVerified: boolean('email_verified'),
  givenName: text('given_name'),
  familyName: text('family_name'),
  identifiedAt: ts('identified_at'),
  consumedAt: ts('consumed_at'),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Captcha solutions already accepted (SHA-256 of the signed challenge): a solution works once. */
export const usedCaptchaSolutions = pgTable('used_captcha_solutions', {
  solutionHash: text('solution_hash').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});

/** Operator-made promotional codes: each grants `durationDays` without the subscription check. */
export const promoCodes = pgTable('promo_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  durationDays: integer('duration_days').notNull(),
  /** null: no limit. */
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  /** null: never expires. */
  expiresAt: ts('expires_at'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activeUntil: ts('active_until').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_redemptions_code_user_idx').on(t.promoCodeId, t.userId)],
);
