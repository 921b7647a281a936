import { describe, expect, it } from 'vitest';
import {
  BUILTIN_TEST_CARDS,
  CreateSubscriptionRequest,
  feePlanOf,
  paymentPlanLabel,
  SUBSCRIPTION_PLAN_IDS,
  UpdatePlanRequest,
} from './billing.js';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('billing contracts', () => {
  it('labels the eight known plan ids "Subscription" and anything else "Usage Discovery"', () => {
    expect(SUBSCRIPTION_PLAN_IDS).toHaveLength(8);
    for (const id of SUBSCRIPTION_PLAN_IDS) expect(paymentPlanLabel(id)).toBe('Subscription');
    expect(paymentPlanLabel('cover-license')).toBe('Usage Discovery');
    expect(paymentPlanLabel(null)).toBe('Usage Discovery');
    expect(feePlanOf('legacy-label-monthly')).toBe('label');
    expect(feePlanOf('artist-yearly')).toBe('yearly');
  });

  it('takes a built-in card with spaces, keeps only digits, and refuses bad fields with messages', () => {
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
    const parsed = CreateSubscriptionRequest.parse({
      planId: 'artist-monthly',
      paymentMethod: { provider: 'builtin', card },
    });
    expect(parsed.paymentMethod).toEqual({
      provider: 'builtin',
      card: { ...card, number: BUILTIN_TEST_CARDS.succeeds },
    });
    const bad = CreateSubscriptionRequest.safeParse({
      planId: '',
      paymentMethod: { provider: 'builtin', card: { number: '42', expMonth: 13, expYear: 2030, cvc: 'x' } },
    });
    expect(issues(bad)).toEqual({
      planId: 'Choose a plan',
      'paymentMethod.card.number': 'A card number is 12 to 19 digits',
      'paymentMethod.card.expMonth': 'Give the expiry month, 1 to 12',
      'paymentMethod.card.cvc': 'The security code is 3 or 4 digits',
    });
    expect(
      issues(
        CreateSubscriptionRequest.safeParse({
          planId: 'x',
          paymentMethod: { provider: 'stripe', paymentMethodId: 'tok' },
        }),
      ),
    ).toEqual({ 'paymentMethod.paymentMethodId': 'The card was not set up; enter it again' });
  });

  it('reads an empty Stripe price as none on the operator plan form', () => {
    const plan = {
      name: 'Artist',
      priceCents: 999,
      currency: 'usd',
      trialDays: 0,
      status: 'active',
      stripePriceId: '',
    };
    expect(UpdatePlanRequest.parse(plan)).toMatchObject({ currency: 'USD', stripePriceId: null });
    expect(issues(UpdatePlanRequest.safeParse({ ...plan, priceCents: 9.5 }))).toEqual({
      priceCents: 'Give a price in cents from 0 to 10000000',
    });
  });
});
