import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { ledgerTransactions } from '../ledger/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A transfer between users: transfers/init writes an 'initiated' row (nothing moves yet);
 * transfers/{id}/confirm moves the money through the ledger and marks it 'confirmed'.
 */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    feeMicros: bigint('fee_micros', { mode: 'bigint' }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['initiated', 'confirmed'] }).notNull(),
    ledgerTransactionId: integer('ledger_transaction_id').references(() => ledgerTransactions.id),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    confirmedAt: ts('confirmed_at'),
  },
  (t) => [
    index('wallet_transfers_sender_idx').on(t.senderId, t.createdAt),
    index('wallet_transfers_receiver_idx').on(t.receiverId, t.createdAt),
  ],
);
