import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoredAddress } from '@liner/domain';
import { users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The account's settings beyond names and address: artist info, newsletter choice, billing
 * details and the label profile. One row per account, written on the first save.
 */
export const profileSettings = pgTable('profile_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  artistGenre: text('artist_genre'),
  artistAbout: text('artist_about'),
  newsletter: boolean('newsletter').notNull().default(false),
  billingName: text('billing_name'),
  billingCompany: text('billing_company'),
  billingVatNumber: text('billing_vat_number'),
  citizenship: text('citizenship'),
  nationality: text('nationality'),
  labelName: text('label_name'),
  labelAbout: text('label_about'),
  labelImageKey: text('label_image_key'),
  labelImageType: text('label_image_type'),
  instagramUrl: text('instagram_url'),
  facebookUrl: text('facebook_url'),
  xUrl: text('x_url'),
  youtubeUrl: text('youtube_url'),
  updatedAt: ts('updated_at').notNull(),
});

/** A label's company: who signs for it and where it is registered and receives mail. */
export const businessDetails = pgTable('business_details', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  legalEntityName: text('legal_entity_name').notNull(),
  representativeFirstName: text('representative_first_name').notNull(),
  representativeLastName: text('representative_last_name').notNull(),
  companyPosition: text('company_position').notNull(),
  legalAddress: jsonb('legal_address').$type<StoredAddress>(),
  mailingAddress: jsonb('mailing_address').$type<StoredAddress>(),
  mailingSameAsLegal: boolean('mailing_same_as_legal').notNull().default(false),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * More e-mail addresses of a person, each confirmed by a mailed link (only the link's hash is
 * kept). At most one, confirmed, is the communication address.
 */
export const additionalEmails = pgTable(
  'additional_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    confirmedAt: ts('confirmed_at'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: ts('token_expires_at'),
    isCommunication: boolean('is_communication').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('additional_emails_user_email_idx').on(t.userId, t.email),
    index('additional_emails_token_idx').on(t.tokenHash),
  ],
);

export type ProfileSettingsRow = typeof profileSettings.$inferSelect;
export type BusinessDetailsRow = typeof businessDetails.$inferSelect;
export type AdditionalEmailRow = typeof additionalEmails.$inferSelect;
