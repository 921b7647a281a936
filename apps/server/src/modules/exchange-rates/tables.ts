import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';

/**
 * The operator's monthly reference rates: 1 unit of `currency` is `rate` units of `account_currency`
 * for sale lines of `month`. The rate is the decimal text the operator gave, converted as an exact
 * fraction (never a float): docs/product/exchange-rates.md.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    currency: text('currency').notNull(),
    accountCurrency: text('account_currency').notNull(),
    /** yyyy-mm */
    month: text('month').notNull(),
    rate: text('rate').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exchange_rates_pair_month_unique').on(t.currency, t.accountCurrency, t.month)],
);
