import { desc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { applyHostedOutcome } from './hosted-outcome.js';
import { identityServicesOf } from './provider-of.js';
import { outcomeOfSession } from './stripe-identity-client.js';
import { identityVerifications } from './tables.js';

export const BAD_SIGNATURE = 'The webhook signature does not match';

const SESSION_EVENTS: ReadonlySet<string> = new Set([
  'identity.verification_session.verified',
  'identity.verification_session.requires_input',
  'identity.verification_session.processing',
  'identity.verification_session.canceled',
]);

/**
 * POST api/webhooks/stripe/identity: Stripe tells a session's outcome. The signature over the raw
 * body is checked with the endpoint's secret, and its timestamp must be recent (the SDK's five
 * minutes), so a recorded delivery cannot be replayed later; one replayed sooner changes nothing
 * (an outcome applies to an open check only). Events of unknown sessions are acknowledged.
 */
export async function receiveStripeWebhook(
  deps: AppDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<{ received: true }> {
  const { stripe, webhookSecret } = identityServicesOf(deps);
  if (!stripe || !webhookSecret) throw new AppError('NOT_FOUND');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
  } catch {
    throw new AppError('BAD_REQUEST', { message: BAD_SIGNATURE, reason: 'BAD_SIGNATURE' });
  }
  if (!SESSION_EVENTS.has(event.type)) return { received: true };
  const session = event.data.object as Stripe.Identity.VerificationSession;
  const [check] = await deps.db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.providerReference, session.id))
    .orderBy(desc(identityVerifications.id))
    .limit(1);
  if (check) await applyHostedOutcome(deps, check, outcomeOfSession(session));
  return { received: true };
}
