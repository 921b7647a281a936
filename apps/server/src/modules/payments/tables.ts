import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS } from '@liner/domain';
import { users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The card an account pays with, one per account, as much as is ever kept of it: the provider's
 * ids for the customer and the method, brand, last four digits and expiry. Never the number.
 */
export const paymentMethods = pgTable('payment_methods', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  /** Stripe's customer id (cus_...); the built-in provider's own customer reference. */
  providerCustomerId: text('provider_customer_id').notNull(),
  /** Stripe's payment method id (pm_...); the built-in provider's card token (bpm_...). */
  providerMethodId: text('provider_method_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The built-in provider's cards: which of its test behaviours a token has. The number itself is
 * dropped once its behaviour is known.
 */
export const builtinCards = pgTable('builtin_cards', {
  token: text('token').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  behaviour: text('behaviour', { enum: ['succeeds', 'charge-fails'] }).notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Every card charge, tried or done. Only `paid` ones count: the billing history, the invoices and
 * the ledger see nothing else. `idempotencyKey` makes a repeated charge (a retried request, a
 * renewal job run twice) the same charge.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The subscription it paid for (no foreign key: subscriptions sit above payments). */
    subscriptionId: integer('subscription_id'),
    /** A plan id, or the product of a one-off charge (cover-license, usage-discovery). */
    planId: text('plan_id'),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] }).notNull(),
    failureCode: text('failure_code'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerChargeId: text('provider_charge_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    periodStart: ts('period_start'),
    periodEnd: ts('period_end'),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key_idx').on(t.idempotencyKey),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    check('payments_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/** Stripe events already handled: a replayed event (same id) changes nothing. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
