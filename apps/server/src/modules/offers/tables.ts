import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../auth/tables.js';
import { userDocuments } from '../documents/tables.js';
import { ledgerTransactions } from '../ledger/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A signed priority account agreement: one per account. The signature image is a stored file,
 * the rendered contract one of the account's documents (documents area); the offer and
 * acceptance flags stay on the user row (auth area).
 */
export const priorityAgreements = pgTable('priority_agreements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  signedAt: ts('signed_at').notNull(),
  /** The name printed under the signature, as the account read when it signed. */
  signedName: text('signed_name').notNull(),
  signatureKey: text('signature_key').notNull(),
  /** The contract among the account's documents; set in the same transaction as the row. */
  documentId: integer('document_id').references(() => userDocuments.id, { onDelete: 'set null' }),
  /** The agreement's end date (YYYY-MM-DD), fixed at signing. */
  endsOn: text('ends_on').notNull(),
});

/**
 * A royalty advance offered by an operator at the estimate of that day. Accepting books it in
 * the ledger once (the transaction id is kept); later statement earnings repay it. At most one
 * offer per account is open or unrepaid at a time (checked by the operation, which locks the user).
 */
export const advanceOffers = pgTable(
  'advance_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    /** The trailing 12 months of earnings the amount was worked out from. */
    basisMicros: bigint('basis_micros', { mode: 'bigint' }).notNull(),
    offeredBy: integer('offered_by').references(() => users.id, { onDelete: 'set null' }),
    offeredAt: ts('offered_at').notNull(),
    withdrawnAt: ts('withdrawn_at'),
    acceptedAt: ts('accepted_at'),
    ledgerTransactionId: integer('ledger_transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [
    index('advance_offers_user_idx').on(t.userId),
    // One live offer (neither withdrawn nor accepted) per account.
    uniqueIndex('advance_offers_open_idx')
      .on(t.userId)
      .where(sql`${t.withdrawnAt} is null and ${t.acceptedAt} is null`),
  ],
);
