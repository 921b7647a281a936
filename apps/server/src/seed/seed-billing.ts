import { BUILTIN_TEST_CARDS } from '@liner/domain';
import { paymentProviderFor } from '../modules/payments/index.js';
import { createSubscription, renewDueSubscriptions } from '../modules/subscriptions/index.js';
import type { DemoContext } from './demo-context.js';

/** The label has paid for its plan by card since about six months ago (before, an operator grant). */
export const LABEL_BILLING_STARTED_DAYS_AGO = 170;
/** Six monthly charges fit between then and now: the first one and five renewals. */
export const DEMO_LABEL_INVOICES = 6;
const ARTIST_SUBSCRIBED_DAYS_AGO = 20;

/** `months` calendar months after `date`, a minute past it so the period that ends then is due. */
function monthsAfter(date: Date, months: number): Date {
  const later = new Date(date);
  later.setUTCMonth(later.getUTCMonth() + months);
  return new Date(later.getTime() + 60_000);
}

const demoCard = (ctx: DemoContext) => ({
  provider: 'builtin' as const,
  card: {
    number: BUILTIN_TEST_CARDS.succeeds,
    expMonth: 12,
    expYear: ctx.clock.now().getUTCFullYear() + 4,
    cvc: '123',
  },
});

/**
 * Billing through the built-in provider: the label subscribed to the label monthly plan when its
 * operator grant ended and the renewal job charged it every month since (six paid invoices, the
 * next one due in about two weeks); the artist is on the artist monthly plan, paid once. A
 * Stripe install takes no test card, so its demo keeps only the operator grant.
 */
export async function seedBilling(ctx: DemoContext): Promise<void> {
  if (paymentProviderFor(ctx.deps).name !== 'builtin') return;
  const { artist, label } = ctx.accounts;
  ctx.clock.setDaysAgo(LABEL_BILLING_STARTED_DAYS_AGO);
  const started = ctx.clock.now();
  await createSubscription(
    ctx.deps,
    label.id,
    { planId: 'label-monthly', paymentMethod: demoCard(ctx) },
    'demo-label-plan',
  );
  for (let month = 1; month < DEMO_LABEL_INVOICES; month += 1) {
    ctx.clock.setDate(monthsAfter(started, month));
    await renewDueSubscriptions(ctx.deps);
  }
  ctx.clock.setDaysAgo(ARTIST_SUBSCRIBED_DAYS_AGO);
  await createSubscription(
    ctx.deps,
    artist.id,
    { planId: 'artist-monthly', paymentMethod: demoCard(ctx) },
    'demo-artist-plan',
  );
}

/** The end of the label's operator grant: the day its billing starts. */
export function labelGrantEnd(ctx: DemoContext): Date {
  const back = ctx.clock.now();
  ctx.clock.setDaysAgo(LABEL_BILLING_STARTED_DAYS_AGO);
  const end = ctx.clock.now();
  ctx.clock.setDate(back);
  return end;
}
