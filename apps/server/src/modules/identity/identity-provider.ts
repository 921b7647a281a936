import type { IdentityDocumentType } from '@liner/domain';

/** What a provider needs to start a check for one account. */
export interface StartIdentityCheck {
  checkId: number;
  userId: number;
  email: string;
  documentCountry: string;
  documentType: IdentityDocumentType;
  /** Where the hosted page sends the person back. */
  returnUrl: string;
}

/** A started check: the hosted provider's session, or nothing for the built-in review. */
export interface StartedIdentityCheck {
  reference: string | null;
  url: string | null;
  clientSecret: string | null;
}

/** What a hosted provider says about a session, mapped to our statuses. */
export interface HostedIdentityOutcome {
  status: 'requested' | 'processing' | 'approved' | 'rejected';
  /** The provider's code ('verified', 'document_expired', ...); null while nothing is decided. */
  responseCode: string | null;
  /** Words the person reads when the outcome is a rejection. */
  reason: string | null;
}

/**
 * Who checks identity documents. The built-in 'review' provider has the person upload photos
 * here for an operator; a hosted provider shows its own page and answers by webhook.
 */
export interface IdentityProvider {
  readonly name: 'review' | 'stripe';
  start(input: StartIdentityCheck): Promise<StartedIdentityCheck>;
  /** The current outcome of a hosted session (null for the built-in review, which has none). */
  outcome(reference: string): Promise<HostedIdentityOutcome | null>;
}

/** The built-in provider: nothing leaves the server; an operator decides from the uploaded photos. */
export function createReviewIdentityProvider(): IdentityProvider {
  return {
    name: 'review',
    start: async () => ({ reference: null, url: null, clientSecret: null }),
    outcome: async () => null,
  };
}
