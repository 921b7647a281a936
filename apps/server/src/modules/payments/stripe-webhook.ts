import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { stripeClientFor } from './provider-registry.js';
import { paymentMethods, stripeWebhookEvents } from './tables.js';

export const WEBHOOK_MESSAGES = {
  signature: 'The Stripe signature of this event does not verify',
  notStripe: 'Stripe is not the payment provider of this install',
} as const;

/** What an event changes in Liner's rows; events Liner does not act on are acknowledged and ignored. */
async function applyEvent(tx: DbExecutor, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    // A card removed at Stripe (dashboard, customer portal) is no longer on file: the next
    // renewal fails and the subscription enters its grace period instead of charging a ghost.
    case 'payment_method.detached':
      await tx.delete(paymentMethods).where(eq(paymentMethods.providerMethodId, event.data.object.id));
      return;
    case 'customer.deleted':
      await tx.delete(paymentMethods).where(eq(paymentMethods.providerCustomerId, event.data.object.id));
      return;
    // The card network's updater gave the card a new number or expiry: the billing page and the
    // invoices show the card that will actually be charged.
    case 'payment_method.updated':
    case 'payment_method.automatically_updated': {
      const card = event.data.object.card;
      if (!card) return;
      await tx
        .update(paymentMethods)
        .set({ brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year })
        .where(eq(paymentMethods.providerMethodId, event.data.object.id));
      return;
    }
    // Liner keeps the schedule and charges with payment intents it confirms itself, so Stripe's
    // own invoices and subscriptions (and every other event) never describe a Liner row.
    default:
      return;
  }
}

/**
 * POST webhooks/stripe: the event is believed only when its signature verifies with the
 * endpoint's secret (the SDK also refuses a signature older than its tolerance), and handled once:
 * its id is stored in the same transaction as its effect, so a replay changes nothing.
 */
export async function receiveStripeEvent(
  deps: AppDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const stripe = stripeClientFor(deps);
  const secret = deps.config.stripe?.webhookSecret;
  if (!stripe || !secret) throw new AppError('NOT_FOUND', { message: WEBHOOK_MESSAGES.notStripe });
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch {
    throw new AppError('BAD_REQUEST', { message: WEBHOOK_MESSAGES.signature, reason: 'WEBHOOK_SIGNATURE' });
  }
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeWebhookEvents)
      .values({ eventId: event.id, type: event.type, receivedAt: deps.clock.now() })
      .onConflictDoNothing({ target: stripeWebhookEvents.eventId })
      .returning();
    if (!fresh) return { received: true as const, duplicate: true };
    await applyEvent(tx, event);
    return { received: true as const, duplicate: false };
  });
}
