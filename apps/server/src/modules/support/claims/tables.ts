import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DmcaClaimState, SupportClaimDetails, SupportClaimKind } from '@liner/domain';
import { users } from '../../auth/tables.js';
import { releases } from '../../releases/tables.js';
import { supportTickets } from '../tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A DMCA notice, YouTube dispute or account dispute sent through its public form: pending until
 * the e-mailed code comes back, then the support ticket it became. The form's fields are kept as
 * they were sent (details), so the operator reads them structured, not only as the ticket's text.
 */
export const supportClaims = pgTable(
  'support_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Random and unguessable: what the code step names the claim by. */
    reference: text('reference').notNull(),
    kind: text('kind').$type<SupportClaimKind>().notNull(),
    details: jsonb('details').$type<SupportClaimDetails>().notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** The account signed in when the form was sent; null for a guest. */
    accountId: integer('account_id').references(() => users.id, { onDelete: 'set null' }),
    /** "salt$sha256(salt+code)"; null once used. */
    codeHash: text('code_hash'),
    codeExpiresAt: ts('code_expires_at').notNull(),
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** The release of the catalog the claim names (by UPC, else ISRC), when one was found. */
    matchedReleaseId: integer('matched_release_id').references(() => releases.id, { onDelete: 'set null' }),
    matchedBy: text('matched_by', { enum: ['upc', 'isrc'] }),
    /** An account dispute: the account its e-mail or username names. */
    disputedAccountId: integer('disputed_account_id').references(() => users.id, { onDelete: 'set null' }),
    ticketId: integer('ticket_id').references(() => supportTickets.id, { onDelete: 'cascade' }),
    verifiedAt: ts('verified_at'),
    /** A DMCA notice's operator decisions move it (allowedDmcaDecisions); null for the disputes. */
    state: text('state').$type<DmcaClaimState>(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('support_claims_reference_uq').on(t.reference),
    uniqueIndex('support_claims_ticket_uq').on(t.ticketId),
    index('support_claims_pending_idx').on(t.createdAt),
  ],
);

export type SupportClaimRow = typeof supportClaims.$inferSelect;
