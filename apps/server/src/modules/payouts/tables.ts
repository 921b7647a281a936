import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  PAYOUT_BATCH_STATUSES,
  PAYOUT_METHOD_TYPES,
  SENDABLE_METHOD_TYPES,
  PAYOUT_STATUSES,
  TAX_FORMS,
  TAX_SUBMISSION_STATUSES,
} from '@liner/domain';
import { users } from '../auth/tables.js';
import { userDocuments } from '../documents/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface BankDetails {
  accountHolder: string;
  iban: string | null;
  accountNumber: string | null;
  routingNumber: string | null;
  country: string;
  currency: string;
}

/** A way to be paid. PayPal is 'pending' until the e-mailed code is verified; a bank is verified at connect. */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: PAYOUT_METHOD_TYPES }).notNull(),
    status: text('status', { enum: ['pending', 'verified'] }).notNull(),
    paypalEmail: text('paypal_email'),
    bank: jsonb('bank').$type<BankDetails>(),
    /** Venmo: the E.164 phone number the SMS code went to. */
    phone: text('phone'),
    /** Manifest and Tipalti: the e-mail address of the account at the provider. */
    accountEmail: text('account_email'),
    /** Manifest account id / Tipalti payee id (idap), and whether the provider can pay it yet. */
    providerAccountId: text('provider_account_id'),
    providerAccountStatus: text('provider_account_status', { enum: ['pending', 'active'] }),
    /** "salt$sha256(salt+code)" of the PayPal verification code. */
    codeHash: text('code_hash'),
    codeExpiresAt: ts('code_expires_at'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    verifiedAt: ts('verified_at'),
    removedAt: ts('removed_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    // One live method of each type per user; removed ones stay for the payouts that used them.
    uniqueIndex('payout_methods_live_idx').on(t.userId, t.type).where(sql`${t.removedAt} is null`),
  ],
);

/** Every change of payout details: the 48-hour payout block is measured from the latest one. */
export const payoutMethodChanges = pgTable(
  'payout_method_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    methodId: integer('method_id').references(() => payoutMethods.id),
    action: text('action').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('payout_method_changes_user_idx').on(t.userId, t.createdAt)],
);

export const payoutBatches = pgTable('payout_batches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  provider: text('provider').notNull(),
  storageKey: text('storage_key').notNull(),
  providerBatchId: text('provider_batch_id'),
  payoutCount: integer('payout_count').notNull(),
  totalMicros: bigint('total_micros', { mode: 'bigint' }).notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: ts('created_at').notNull(),
  /** 'sending' from export until the operator or the provider confirms the payment. */
  status: text('status', { enum: PAYOUT_BATCH_STATUSES }).notNull().default('sending'),
  paidAt: ts('paid_at'),
  paidBy: integer('paid_by').references(() => users.id),
});

/** A payout request: its amount is held in the user's pending-payout account from the start. */
export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    methodId: integer('method_id')
      .notNull()
      .references(() => payoutMethods.id),
    methodType: text('method_type', { enum: SENDABLE_METHOD_TYPES }).notNull(),
    feeType: text('fee_type', { enum: ['international', 'domestic'] }).notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    feeMicros: bigint('fee_micros', { mode: 'bigint' }).notNull(),
    /** Tax withheld by the payee's tax profile at request time (its rate kept beside it). */
    withheldMicros: bigint('withheld_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    withholdingBasisPoints: integer('withholding_basis_points').notNull().default(0),
    netMicros: bigint('net_micros', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    rejectReason: text('reject_reason'),
    batchId: integer('batch_id').references(() => payoutBatches.id),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    createdAt: ts('created_at').notNull(),
    reviewedAt: ts('reviewed_at'),
    exportedAt: ts('exported_at'),
    paidAt: ts('paid_at'),
    returnedAt: ts('returned_at'),
    returnReason: text('return_reason'),
  },
  (t) => [
    index('payout_requests_user_idx').on(t.userId, t.createdAt),
    index('payout_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** A payee's tax profile, set by the operator: residency, the form received, the withholding rate. */
export const payeeTaxProfiles = pgTable('payee_tax_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  residencyCountry: text('residency_country'),
  taxForm: text('tax_form', { enum: TAX_FORMS }).notNull().default('none'),
  withholdingBasisPoints: integer('withholding_basis_points').notNull().default(0),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * What a payee last sent about their own taxes: residency, the form they filled and its signed
 * document. It never sets withholding: the operator reviews it, marks the form
 * received and records the profile above.
 */
export const payeeTaxSubmissions = pgTable('payee_tax_submissions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  residencyCountry: text('residency_country').notNull(),
  taxForm: text('tax_form', { enum: TAX_FORMS }).notNull(),
  /** The signed form, filed among the account's documents (a later submission files another). */
  documentId: integer('document_id').references(() => userDocuments.id, { onDelete: 'set null' }),
  documentName: text('document_name'),
  documentType: text('document_type'),
  documentBytes: integer('document_bytes'),
  status: text('status', { enum: TAX_SUBMISSION_STATUSES }).notNull(),
  submittedAt: ts('submitted_at').notNull(),
  reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: ts('reviewed_at'),
});
