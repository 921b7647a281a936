import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PLAN_STATUSES, SUBSCRIPTION_PLANS } from '@liner/domain';
import { users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Until billing exists an operator grants subscriptions; billing will write the same rows. */
export const subscriptions = pgTable('subscriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  source: text('source', { enum: ['operator-grant', 'billing'] }).notNull(),
  /** The plan paid for (or granted); its distribution fee applies unless the account has its own. */
  plan: text('plan', { enum: SUBSCRIPTION_PLANS }),
  legacy: boolean('legacy').notNull().default(false),
  startsAt: ts('starts_at').notNull().defaultNow(),
  endsAt: ts('ends_at'),
  gracePeriodEndsAt: ts('grace_period_ends_at'),
  cancelledAt: ts('cancelled_at'),
  grantedBy: integer('granted_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** Billing: the plan id of billing_plans; null for an operator grant. */
  planId: text('plan_id'),
  /** Billing: the start of the period paid for (endsAt is its end). */
  periodStartsAt: ts('period_starts_at'),
  trialEndsAt: ts('trial_ends_at'),
  /** Billing: cancelled by its owner, runs to endsAt and does not renew. */
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
});

/**
 * The operator's prices of the eight known plans (ids in the domain). Rows are written with
 * the defaults on first read, then only changed.
 */
export const billingPlans = pgTable(
  'billing_plans',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    status: text('status', { enum: PLAN_STATUSES }).notNull(),
    stripePriceId: text('stripe_price_id'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('billing_plans_price_check', sql`${t.priceCents} >= 0 and ${t.trialDays} >= 0`)],
);

/** Operator settings of this install (key/value), e.g. require-artist-subscription. */
export const operatorSettings = pgTable('operator_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Distribution fee (commission) in basis points, per plan or per account; an account's own rate
 * wins over its plan's. No row: 0 %.
 */
export const distributionFeeRates = pgTable(
  'distribution_fee_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    plan: text('plan', { enum: SUBSCRIPTION_PLANS }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('distribution_fee_rates_plan_idx').on(t.plan).where(sql`${t.plan} is not null`),
    uniqueIndex('distribution_fee_rates_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
    check('distribution_fee_rates_scope_check', sql`(${t.plan} is null) <> (${t.userId} is null)`),
    check('distribution_fee_rates_range_check', sql`${t.rateBasisPoints} between 0 and 10000`),
  ],
);
