import type { BillingInitResponse, BillingPlan, BillingResponse, PaymentRow } from '@liner/domain';

/** The three plans a fresh install sells, priced as the demo seeds them. */
export const PLANS: BillingPlan[] = [
  {
    id: 'artist-monthly',
    name: 'Artist monthly',
    audience: 'artist',
    interval: 'month',
    priceCents: 999,
    currency: 'USD',
    trialDays: 14,
    status: 'active',
  },
  {
    id: 'artist-yearly',
    name: 'Artist yearly',
    audience: 'artist',
    interval: 'year',
    priceCents: 9900,
    currency: 'USD',
    trialDays: 0,
    status: 'active',
  },
  {
    id: 'label-monthly',
    name: 'Label monthly',
    audience: 'label',
    interval: 'month',
    priceCents: 4999,
    currency: 'USD',
    trialDays: 0,
    status: 'active',
  },
];

export const builtinInit = (plans: BillingPlan[] = PLANS): BillingInitResponse => ({
  plans,
  payment: { provider: 'builtin' },
});

const NO_ACTIONS: BillingResponse['actions'] = {
  subscribe: false,
  cancel: false,
  cancelLegacy: false,
  reinstate: false,
  upgradeYearly: false,
  upgradeLabel: false,
  updatePayment: false,
};

/** An account that never subscribed. */
export function noBilling(): BillingResponse {
  return {
    state: 'none',
    subscriptionId: null,
    plan: null,
    accountType: 'artist',
    createdAt: null,
    endsAt: null,
    nextBillingDate: null,
    nextAmountCents: null,
    trialEndsAt: null,
    graceEndsAt: null,
    card: null,
    provider: null,
    invoices: [],
    actions: { ...NO_ACTIONS, subscribe: true },
  };
}

export function paymentRow(overrides: Partial<PaymentRow> = {}): PaymentRow {
  return {
    id: 31,
    createdAt: '2026-10-25T09:00:00.000Z',
    subscriptionId: 4,
    amount: 999,
    currency: 'USD',
    planName: 'Subscription',
    planId: 'artist-monthly',
    description: 'Artist monthly, 25 Oct – 25 Nov 2026',
    hasInvoice: true,
    ...overrides,
  };
}

/** A paid-up artist on the monthly plan with a Visa on file. */
export function activeBilling(overrides: Partial<BillingResponse> = {}): BillingResponse {
  return {
    state: 'active',
    subscriptionId: 4,
    plan: PLANS[0]!,
    accountType: 'artist',
    createdAt: '2026-09-25T09:00:00.000Z',
    endsAt: null,
    nextBillingDate: '2026-11-25T09:00:00.000Z',
    nextAmountCents: 999,
    trialEndsAt: null,
    graceEndsAt: null,
    card: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 },
    provider: 'builtin',
    invoices: [paymentRow()],
    actions: { ...NO_ACTIONS, cancel: true, upgradeYearly: true, upgradeLabel: true, updatePayment: true },
    ...overrides,
  };
}
