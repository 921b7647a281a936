import Stripe from 'stripe';
import type { IdentityDocumentType } from '@liner/domain';
import type { HostedIdentityOutcome, IdentityProvider } from './identity-provider.js';

/** The fetch the SDK sends its requests through (tests inject one answering from recorded fixtures). */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

const STRIPE_DOCUMENT_TYPE: Record<IdentityDocumentType, 'passport' | 'id_card' | 'driving_license'> = {
  passport: 'passport',
  'id-card': 'id_card',
  'driving-licence': 'driving_license',
};

type Session = Stripe.Identity.VerificationSession;

/** Stripe's session status in our words; the last error's code and reason explain a rejection. */
export function outcomeOfSession(session: Session): HostedIdentityOutcome {
  switch (session.status) {
    case 'verified':
      return { status: 'approved', responseCode: 'verified', reason: null };
    case 'processing':
      return { status: 'processing', responseCode: null, reason: null };
    case 'requires_input':
      // requires_input with no error: the person has not finished the hosted page yet.
      if (!session.last_error) return { status: 'requested', responseCode: null, reason: null };
      return {
        status: 'rejected',
        responseCode: session.last_error.code ?? 'requires_input',
        reason: session.last_error.reason ?? 'The document could not be verified',
      };
    default:
      // canceled (or a status this code does not know yet): the person starts again.
      return { status: 'rejected', responseCode: session.status, reason: 'The verification was cancelled' };
  }
}

export function createStripeClient(secretKey: string, fetchImpl: FetchLike): Stripe {
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchImpl as typeof fetch),
    // A retried create would open a second session; the person can simply press again.
    maxNetworkRetries: 0,
    appInfo: { name: 'Liner' },
  });
}

/** Stripe Identity: a document check with a matching selfie on Stripe's hosted page. */
export function createStripeIdentityProvider(stripe: Stripe): IdentityProvider {
  return {
    name: 'stripe',
    async start(input) {
      const session = await stripe.identity.verificationSessions.create({
        type: 'document',
        client_reference_id: String(input.userId),
        metadata: { checkId: String(input.checkId), userId: String(input.userId) },
        provided_details: { email: input.email },
        options: {
          document: { allowed_types: [STRIPE_DOCUMENT_TYPE[input.documentType]], require_matching_selfie: true },
        },
        return_url: input.returnUrl,
      });
      return { reference: session.id, url: session.url ?? null, clientSecret: session.client_secret ?? null };
    },
    async outcome(reference) {
      return outcomeOfSession(await stripe.identity.verificationSessions.retrieve(reference));
    },
  };
}
