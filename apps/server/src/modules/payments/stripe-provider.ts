import Stripe from 'stripe';
import type { StripeConfig } from '../../platform/config.js';
import { CardRefusedError, type CardFailure, type PaymentProvider } from './payment-provider.js';

/** The fetch the SDK sends its requests through: the real one, or recorded answers in tests. */
export type StripeFetch = (url: string, init: RequestInit) => Promise<Response>;

export function createStripeClient(config: StripeConfig, fetchImpl: StripeFetch): Stripe {
  return new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchImpl as typeof fetch),
    // A retried POST carries the same idempotency key, but a request we never saw answered is
    // better reported than silently repeated.
    maxNetworkRetries: 0,
  });
}

/** Stripe's card error codes in Liner's two: an expired card, or any other refusal. */
function failureOf(error: unknown): CardFailure | null {
  if (!(error instanceof Stripe.errors.StripeCardError)) return null;
  return error.code === 'expired_card' ? 'CARD_EXPIRED' : 'CARD_DECLINED';
}

/**
 * Stripe through its SDK: a customer per account, a setup intent for the browser (Stripe
 * Elements confirms the card with it), the payment method made the customer's default, and
 * off-session payment intents for each charge Liner decides on (first payment, renewals,
 * upgrades, one-off programme fees).
 */
export function createStripeProvider(config: StripeConfig, stripe: Stripe): PaymentProvider {
  async function customerFor(userId: number, email: string, existing: string | null): Promise<string> {
    if (existing?.startsWith('cus_')) return existing;
    const customer = await stripe.customers.create(
      { email, metadata: { linerUserId: String(userId) } },
      { idempotencyKey: `liner-customer-${userId}` },
    );
    return customer.id;
  }

  return {
    name: 'stripe',
    async prepare({ userId, email, existingCustomerId }) {
      const customerId = await customerFor(userId, email, existingCustomerId);
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        allowed_payment_method_types: ['card'],
        usage: 'off_session',
      });
      if (!intent.client_secret) throw new Error('Stripe answered a setup intent without a client secret');
      return {
        provider: 'stripe',
        publishableKey: config.publishableKey,
        clientSecret: intent.client_secret,
        customerId,
      };
    },
    async attach({ userId, email, existingCustomerId, method }) {
      if (method.provider !== 'stripe') throw new CardRefusedError('CARD_DECLINED');
      const customerId = await customerFor(userId, email, existingCustomerId);
      try {
        let paymentMethod = await stripe.paymentMethods.retrieve(method.paymentMethodId);
        // The setup intent attached it already; a method set up for another customer is refused.
        if (!paymentMethod.customer)
          paymentMethod = await stripe.paymentMethods.attach(method.paymentMethodId, { customer: customerId });
        const owner = typeof paymentMethod.customer === 'string' ? paymentMethod.customer : paymentMethod.customer?.id;
        if (owner !== customerId || !paymentMethod.card) throw new CardRefusedError('CARD_DECLINED');
        await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethod.id } });
        return {
          providerCustomerId: customerId,
          providerMethodId: paymentMethod.id,
          brand: paymentMethod.card.brand,
          last4: paymentMethod.card.last4,
          expMonth: paymentMethod.card.exp_month,
          expYear: paymentMethod.card.exp_year,
        };
      } catch (error) {
        const failure = failureOf(error);
        if (failure) throw new CardRefusedError(failure);
        throw error;
      }
    },
    async charge(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            customer: request.providerCustomerId,
            payment_method: request.providerMethodId,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: { linerUserId: String(request.userId), linerCharge: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        // Off-session there is nobody to authenticate: anything but success is a refusal.
        return intent.status === 'succeeded'
          ? { status: 'paid', chargeId: intent.id }
          : { status: 'failed', failure: 'CARD_DECLINED' };
      } catch (error) {
        const failure = failureOf(error);
        if (failure) return { status: 'failed', failure };
        throw error;
      }
    },
  };
}
