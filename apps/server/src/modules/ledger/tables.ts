import { bigint, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per (user, purpose) or per system key. `key` ("user:12:earnings", "system:fee-income")
 * is the unique natural key: it lets accounts be created lazily with ON CONFLICT DO NOTHING and
 * is the row spending operations lock. There is no balance column on purpose (decision 004).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    systemKey: text('system_key'),
    purpose: text('purpose').notNull(),
    currency: text('currency').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_accounts_user_idx').on(t.userId),
    check('ledger_accounts_owner_check', sql`(${t.userId} is null) <> (${t.systemKey} is null)`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    occurredAt: ts('occurred_at').notNull(),
    saleDate: date('sale_date', { mode: 'string' }),
    accountingDate: date('accounting_date', { mode: 'string' }),
    reference: text('reference'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transactions_occurred_idx').on(t.occurredAt),
    index('ledger_transactions_reference_idx').on(t.reference),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    memo: text('memo'),
  },
  (t) => [
    // Balances are sums by account: this index makes them an index-only scan.
    index('ledger_entries_account_idx').on(t.accountId, t.amountMicros),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);
