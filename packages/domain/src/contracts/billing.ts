import { z } from 'zod';
import { paginated } from './common.js';
import { ACCOUNT_TYPES } from './user.js';
import { boundedInt, idParam, lineText, text } from './primitives.js';
import type { SubscriptionPlan } from '../payouts/commission.js';

/**
 * Subscription billing (api/subscription, api/profile/getBillingHistory, download/invoice/{id})
 * and the operator's plan desk. Money here is whole cents of the plan's currency (the ledger keeps
 * micro-units; a cent is 10,000 of them). See docs/product/subscriptions.md.
 */

// ---- plans ----

/** `builtin`: the offline provider of a self-hosted install (test cards). `stripe`: Stripe. */
export const PAYMENT_PROVIDERS = ['builtin', 'stripe'] as const;
export const PaymentProviderName = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

/**
 * The eight plan ids the install knows. The operator prices them but cannot invent others, so a
 * payment whose plan id is one of these is a subscription payment in the billing history, and
 * anything else (a one-off charge: usage discovery, cover licensing) is not.
 */
export const SUBSCRIPTION_PLAN_IDS = [
  'artist-monthly',
  'artist-yearly',
  'label-monthly',
  'label-yearly',
  'legacy-artist-monthly',
  'legacy-artist-yearly',
  'legacy-label-monthly',
  'legacy-label-yearly',
] as const;
export type SubscriptionPlanId = (typeof SUBSCRIPTION_PLAN_IDS)[number];

export const PLAN_AUDIENCES = ['artist', 'label'] as const;
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];
export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];
/** `active`: sold to new subscribers. `legacy`: no longer sold, kept for those already on it. */
export const PLAN_STATUSES = ['active', 'legacy'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export function isSubscriptionPlanId(value: string): value is SubscriptionPlanId {
  return (SUBSCRIPTION_PLAN_IDS as readonly string[]).includes(value);
}

/** Who a plan is for and how often it renews, read from its id. */
export function planShape(id: SubscriptionPlanId): { audience: PlanAudience; interval: PlanInterval } {
  return {
    audience: id.includes('label') ? 'label' : 'artist',
    interval: id.endsWith('yearly') ? 'year' : 'month',
  };
}

/** The distribution-fee plan (fees-and-tax) a billing plan falls under. */
export function feePlanOf(id: SubscriptionPlanId): SubscriptionPlan {
  const { audience, interval } = planShape(id);
  if (audience === 'label') return 'label';
  return interval === 'year' ? 'yearly' : 'monthly';
}

export const PAYMENT_PLAN_LABELS = { subscription: 'Subscription', other: 'Usage Discovery' } as const;
/** The billing-history label rule: the eight known plan ids are "Subscription", anything else "Usage Discovery". */
export function paymentPlanLabel(planId: string | null): string {
  return planId !== null && isSubscriptionPlanId(planId) ? PAYMENT_PLAN_LABELS.subscription : PAYMENT_PLAN_LABELS.other;
}

export const SubscriptionPlanId = z.enum(SUBSCRIPTION_PLAN_IDS, { message: 'Choose a plan' });

const CurrencyCode = text().regex(/^[A-Z]{3}$/);

/** A plan as a subscriber sees it. */
export const BillingPlan = z.object({
  id: SubscriptionPlanId,
  name: text(),
  audience: z.enum(PLAN_AUDIENCES),
  interval: z.enum(PLAN_INTERVALS),
  /** Whole cents per interval. */
  priceCents: z.number().int(),
  currency: CurrencyCode,
  trialDays: z.number().int(),
  status: z.enum(PLAN_STATUSES),
});
export type BillingPlan = z.infer<typeof BillingPlan>;

/** A plan as the operator sees it: with the Stripe price that bills it when Stripe is the provider. */
export const AdminBillingPlan = BillingPlan.extend({
  stripePriceId: text().nullable(),
  /** Accounts currently on it (active, in grace or cancelling at period end). */
  subscribers: z.number().int(),
});
export type AdminBillingPlan = z.infer<typeof AdminBillingPlan>;

export const MAX_PLAN_PRICE_CENTS = 10_000_000;
export const MAX_TRIAL_DAYS = 365;
export const MAX_GRACE_PERIOD_DAYS = 60;

export const PLAN_MESSAGES = {
  name: 'Give the plan a name of 1 to 80 characters',
  price: `Give a price in cents from 0 to ${MAX_PLAN_PRICE_CENTS}`,
  currency: 'Use a three-letter currency code like USD',
  trialDays: `Give a number of trial days from 0 to ${MAX_TRIAL_DAYS}`,
  status: 'Choose active or legacy',
  stripePrice: 'A Stripe price id starts with price_',
  graceDays: `Give a number of days from 0 to ${MAX_GRACE_PERIOD_DAYS}`,
  saved: 'Plan saved',
  settingsSaved: 'Billing settings saved',
} as const;

/** PUT api/admin/subscription-plans/{planId} (the id is one of the eight). */
export const PlanIdParams = z.object({ planId: SubscriptionPlanId });
export type PlanIdParams = z.infer<typeof PlanIdParams>;

export const UpdatePlanRequest = z.object({
  name: lineText({ error: PLAN_MESSAGES.name }).trim().min(1, PLAN_MESSAGES.name).max(80, PLAN_MESSAGES.name),
  priceCents: z
    .number({ error: PLAN_MESSAGES.price })
    .int({ error: PLAN_MESSAGES.price })
    .min(0, { error: PLAN_MESSAGES.price })
    .max(MAX_PLAN_PRICE_CENTS, { error: PLAN_MESSAGES.price }),
  currency: text({ error: PLAN_MESSAGES.currency })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, PLAN_MESSAGES.currency),
  trialDays: boundedInt(0, MAX_TRIAL_DAYS, PLAN_MESSAGES.trialDays),
  status: z.enum(PLAN_STATUSES, { message: PLAN_MESSAGES.status }),
  /** Empty or null: this plan cannot be sold through Stripe. */
  stripePriceId: text({ error: PLAN_MESSAGES.stripePrice })
    .trim()
    .regex(/^(price_[A-Za-z0-9]{1,200})?$/, PLAN_MESSAGES.stripePrice)
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type UpdatePlanRequest = z.input<typeof UpdatePlanRequest>;

/** GET api/admin/subscription-plans */
export const AdminPlansResponse = z.object({
  plans: z.array(AdminBillingPlan),
  /** Days a subscription stays open after a failed renewal before it expires. */
  gracePeriodDays: z.number().int(),
  /** Whether artists need a subscription at all (the existing operator setting). */
  subscriptionRequired: z.boolean(),
  provider: PaymentProviderName,
});
export type AdminPlansResponse = z.infer<typeof AdminPlansResponse>;

export const UpdatePlanResponse = z.object({ message: text(), plan: AdminBillingPlan });
export type UpdatePlanResponse = z.infer<typeof UpdatePlanResponse>;

/** PUT api/admin/subscription-settings */
export const BillingSettingsRequest = z.object({
  gracePeriodDays: boundedInt(0, MAX_GRACE_PERIOD_DAYS, PLAN_MESSAGES.graceDays),
});
export type BillingSettingsRequest = z.input<typeof BillingSettingsRequest>;

// ---- payment methods ----

/**
 * The built-in provider's test cards (Stripe's documented numbers, so a tester uses the same
 * card on both): any future expiry and any 3-digit CVC.
 */
export const BUILTIN_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  expired: '4000000000000069',
} as const;

export const CARD_MESSAGES = {
  number: 'Enter the card number',
  numberFormat: 'A card number is 12 to 19 digits',
  expMonth: 'Give the expiry month, 1 to 12',
  expYear: 'Give the expiry year, like 2030',
  cvc: 'The security code is 3 or 4 digits',
  paymentMethod: 'Choose how to pay',
  stripePaymentMethod: 'The card was not set up; enter it again',
} as const;

/**
 * A card as typed into the built-in provider's form. Only the built-in provider receives card
 * numbers; it keeps brand, last four digits and expiry, never the number or the CVC.
 */
export const BuiltinCard = z.object({
  number: text({ error: CARD_MESSAGES.number })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(text().regex(/^\d{12,19}$/, CARD_MESSAGES.numberFormat)),
  expMonth: boundedInt(1, 12, CARD_MESSAGES.expMonth),
  expYear: boundedInt(2000, 2100, CARD_MESSAGES.expYear),
  cvc: text({ error: CARD_MESSAGES.cvc }).regex(/^\d{3,4}$/, CARD_MESSAGES.cvc),
});
export type BuiltinCard = z.input<typeof BuiltinCard>;

/**
 * How the browser pays: the built-in provider's card, or the id of a payment method Stripe.js
 * created with the setup intent `init` returned (`pm_...`).
 */
export const PaymentMethodInput = z.discriminatedUnion(
  'provider',
  [
    z.object({ provider: z.literal('builtin'), card: BuiltinCard }),
    z.object({
      provider: z.literal('stripe'),
      paymentMethodId: text({ error: CARD_MESSAGES.stripePaymentMethod }).regex(
        /^pm_[A-Za-z0-9_]{1,200}$/,
        CARD_MESSAGES.stripePaymentMethod,
      ),
    }),
  ],
  { error: CARD_MESSAGES.paymentMethod },
);
export type PaymentMethodInput = z.input<typeof PaymentMethodInput>;

/** The card on file, as much as is ever kept of it. */
export const CardOnFile = z.object({
  brand: text(),
  last4: text(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type CardOnFile = z.infer<typeof CardOnFile>;

// ---- subscriber calls (api/subscription) ----

/** POST init: which provider takes the card, and what its browser side needs. */
export const BillingInitResponse = z.object({
  /** The plans a new subscriber may choose (status active), cheapest first within an audience. */
  plans: z.array(BillingPlan),
  payment: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('builtin') }),
    z.object({
      provider: z.literal('stripe'),
      publishableKey: text(),
      /** Client secret of a setup intent for this account's Stripe customer (confirmCardSetup). */
      clientSecret: text(),
    }),
  ]),
});
export type BillingInitResponse = z.infer<typeof BillingInitResponse>;

/** POST create (Idempotency-Key header advised: a retry with the same key charges once). */
export const CreateSubscriptionRequest = z.object({
  /** Checked against the plans on sale: an unknown or legacy id answers UNKNOWN_PLAN. */
  planId: lineText({ error: 'Choose a plan' }).trim().min(1, 'Choose a plan').max(64, 'Choose a plan'),
  paymentMethod: PaymentMethodInput,
});
export type CreateSubscriptionRequest = z.input<typeof CreateSubscriptionRequest>;

/** POST update-payment: the new card for renewals; a subscription in grace is retried with it at once. */
export const UpdatePaymentRequest = z.object({ paymentMethod: PaymentMethodInput });
export type UpdatePaymentRequest = z.input<typeof UpdatePaymentRequest>;

/**
 * `trialing`: in the plan's free trial. `active`: paid up. `grace`: a renewal failed, the portal
 * stays open until `graceEndsAt`. `cancelling`: cancelled, runs to `endsAt` and stops.
 * `expired`: ended (not reinstatable). `none`: never subscribed.
 */
export const SUBSCRIPTION_STATES = ['none', 'trialing', 'active', 'grace', 'cancelling', 'expired'] as const;
export const SubscriptionState = z.enum(SUBSCRIPTION_STATES);
export type SubscriptionState = z.infer<typeof SubscriptionState>;

/** A paid charge, as the billing history and the billing page list it. */
export const PaymentRow = z.object({
  id: z.number().int(),
  createdAt: text(),
  subscriptionId: z.number().int().nullable(),
  /** Whole cents; the page shows amount / 100. */
  amount: z.number().int(),
  currency: CurrencyCode,
  /** "Subscription" for the eight known plan ids, otherwise "Usage Discovery". */
  planName: text(),
  planId: text().nullable(),
  /** What was bought: the plan's name and period, or the one-off product. */
  description: text(),
  /** Whether download/invoice/{id} has a PDF (every paid charge has one). */
  hasInvoice: z.boolean(),
});
export type PaymentRow = z.infer<typeof PaymentRow>;

/** GET billing */
export const BillingResponse = z.object({
  state: SubscriptionState,
  subscriptionId: z.number().int().nullable(),
  plan: BillingPlan.nullable(),
  accountType: z.enum(ACCOUNT_TYPES),
  /** ISO date-times. */
  createdAt: text().nullable(),
  /** When it stops: the end of a cancelled period or of an expired one; null while it renews. */
  endsAt: text().nullable(),
  nextBillingDate: text().nullable(),
  /** The amount of the next renewal, whole cents; null when nothing renews. */
  nextAmountCents: z.number().int().nullable(),
  trialEndsAt: text().nullable(),
  graceEndsAt: text().nullable(),
  card: CardOnFile.nullable(),
  provider: PaymentProviderName.nullable(),
  /** The latest paid charges, newest first (the full list is getBillingHistory). */
  invoices: z.array(PaymentRow),
  /** Which actions the account can take now. */
  actions: z.object({
    subscribe: z.boolean(),
    cancel: z.boolean(),
    cancelLegacy: z.boolean(),
    reinstate: z.boolean(),
    upgradeYearly: z.boolean(),
    upgradeLabel: z.boolean(),
    updatePayment: z.boolean(),
  }),
});
export type BillingResponse = z.infer<typeof BillingResponse>;

/** The answer of create, cancel, cancel-legacy, reinstate, update-payment and both upgrades. */
export const BillingActionResponse = z.object({ message: text(), billing: BillingResponse });
export type BillingActionResponse = z.infer<typeof BillingActionResponse>;

/** What an upgrade charged: the new plan's price less the unused part of the old period. */
export const UpgradeResponse = BillingActionResponse.extend({
  chargedCents: z.number().int(),
  creditCents: z.number().int(),
});
export type UpgradeResponse = z.infer<typeof UpgradeResponse>;

// ---- history and invoices (api/profile) ----

/** GET getBillingHistory?page&per_page: paid charges only, newest first. */
export const BillingHistoryResponse = paginated(PaymentRow);
export type BillingHistoryResponse = z.infer<typeof BillingHistoryResponse>;

/** POST download/invoice/{id}: answers the invoice as application/pdf. */
export const InvoiceIdParams = z.object({ id: idParam('Choose an invoice') });
export type InvoiceIdParams = z.infer<typeof InvoiceIdParams>;
export const INVOICE_CONTENT_TYPE = 'application/pdf';

// ---- errors ----

/** The `code` of a billing error answer, for the web to switch on. */
export const BILLING_ERROR_CODES = {
  /** 422, field paymentMethod. */
  CARD_DECLINED: 'CARD_DECLINED',
  /** 422, field paymentMethod. */
  CARD_EXPIRED: 'CARD_EXPIRED',
  /** 422, field planId: not one of the plans on sale. */
  UNKNOWN_PLAN: 'UNKNOWN_PLAN',
  /** 402: the write needs an active subscription (the operator requires one). */
  SUBSCRIPTION_REQUIRED: 'SUBSCRIPTION_REQUIRED',
  /** 409: create while already subscribed. */
  ALREADY_SUBSCRIBED: 'ALREADY_SUBSCRIBED',
  /** 409: an action that needs a subscription the account does not have (or no longer has). */
  NO_SUBSCRIPTION: 'NO_SUBSCRIPTION',
  /** 409: cancel when already cancelled. */
  ALREADY_CANCELLED: 'ALREADY_CANCELLED',
  /** 409: reinstate when nothing is cancelling (it expired, or was never cancelled). */
  NOT_REINSTATABLE: 'NOT_REINSTATABLE',
  /** 409: upgrade not possible from the current plan. */
  UPGRADE_NOT_AVAILABLE: 'UPGRADE_NOT_AVAILABLE',
  /** 409: cancel-legacy on a plan that is not legacy. */
  NOT_LEGACY: 'NOT_LEGACY',
  /** 409: the card was set up with another provider than the install's. */
  WRONG_PROVIDER: 'WRONG_PROVIDER',
  /** 502: the payment provider could not be reached; nothing was charged. */
  PROVIDER_UNAVAILABLE: 'PROVIDER_UNAVAILABLE',
} as const;
export type BillingErrorCode = keyof typeof BILLING_ERROR_CODES;

export const SUBSCRIPTION_BILLING_MESSAGES = {
  cardDeclined: 'Your card was declined. Try another card',
  cardExpired: 'Your card has expired. Try another card',
  unknownPlan: 'This plan is not available. Choose another plan',
  subscriptionRequired: 'You need an active subscription to do this. Subscribe to continue',
  alreadySubscribed: 'You already have a subscription',
  noSubscription: 'You have no subscription',
  alreadyCancelled: 'Your subscription is already cancelled',
  notReinstatable: 'This subscription cannot be reinstated. Subscribe again',
  upgradeNotAvailable: 'This upgrade is not available on your plan',
  notLegacy: 'Your plan is not a legacy plan',
  wrongProvider: 'This card was set up with another payment provider. Reload the page and enter it again',
  providerUnavailable: 'The payment provider could not be reached. Nothing was charged; try again',
  subscribed: 'Subscription started',
  cancelled: 'Subscription cancelled. It stays active until the end of the period',
  legacyCancelled: 'Legacy subscription cancelled. It stays active until the end of the period',
  reinstated: 'Subscription reinstated',
  upgradedYearly: 'Upgraded to the yearly plan',
  upgradedLabel: 'Upgraded to a label account',
  paymentUpdated: 'Payment method updated',
} as const;
