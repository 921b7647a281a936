import type { BillingInitResponse, CardOnFile, PaymentMethodInput, PaymentProviderName } from '@liner/domain';

/** Why a provider refused a card or a charge: the codes the API answers (BILLING_ERROR_CODES). */
export type CardFailure = 'CARD_DECLINED' | 'CARD_EXPIRED';

/** Thrown by a provider when the card itself is refused (not when the provider is unreachable). */
export class CardRefusedError extends Error {
  constructor(readonly failure: CardFailure) {
    super(failure);
  }
}

/** The card kept for an account once the provider accepted it. */
export interface AttachedCard extends CardOnFile {
  providerCustomerId: string;
  providerMethodId: string;
}

export interface ChargeRequest {
  userId: number;
  providerCustomerId: string;
  providerMethodId: string;
  amountCents: number;
  currency: string;
  description: string;
  /** The same key twice is one charge at the provider too. */
  idempotencyKey: string;
}

export type ChargeResult = { status: 'paid'; chargeId: string } | { status: 'failed'; failure: CardFailure };

/**
 * A card payment provider: the built-in offline one (test cards) or Stripe. Liner keeps the
 * schedule (renewals are Liner's job, with its clock), the provider keeps the cards and moves
 * the money.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the browser needs to take a card (`init`); `existingCustomerId` is reused when there is one. */
  prepare(input: {
    userId: number;
    email: string;
    existingCustomerId: string | null;
  }): Promise<BillingInitResponse['payment'] & { customerId: string | null }>;
  /** Takes the card the browser sent (refusing it with CardRefusedError) and answers what may be kept. */
  attach(input: {
    userId: number;
    email: string;
    existingCustomerId: string | null;
    method: PaymentMethodInput;
    now: Date;
  }): Promise<AttachedCard>;
  /** Charges a card on file off-session. A refused card is a `failed` result, not an error. */
  charge(request: ChargeRequest, now: Date): Promise<ChargeResult>;
}
