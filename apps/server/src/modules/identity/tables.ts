import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const IDENTITY_STATUSES = ['requested', 'submitted', 'processing', 'approved', 'rejected', 'bypassed'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/**
 * One identity check of an account, newest last: the account's state is its latest row. The
 * built-in provider ('review') keeps the document and selfie in storage for an operator; a hosted
 * provider ('stripe') keeps its session id and answers the outcome itself.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status', { enum: IDENTITY_STATUSES }).notNull(),
    /** ISO 3166-1 alpha-2 country of the identity document. */
    documentCountry: text('document_country'),
    documentType: text('document_type'),
    documentKey: text('document_key'),
    /** The back of a card; a passport has none. */
    documentBackKey: text('document_back_key'),
    selfieKey: text('selfie_key'),
    /** The hosted provider's session id. */
    providerReference: text('provider_reference'),
    /** The provider's outcome code ('verified', 'document_expired', ...) or the operator's decision. */
    responseCode: text('response_code'),
    /** The reason a person reads when the check was rejected. */
    rejectedReason: text('rejected_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    requestedAt: ts('requested_at').notNull(),
    submittedAt: ts('submitted_at'),
  },
  (t) => [
    index('identity_verifications_user_idx').on(t.userId, t.id),
    index('identity_verifications_status_idx').on(t.status),
  ],
);
