import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { BillingInitResponse, PaymentMethodInput } from '@liner/domain';
import { BuiltinCardForm } from './builtin-card-form.js';

/**
 * Stripe.js and its React bindings are only ever needed here: a chunk of their own, loaded when
 * the install's provider is Stripe and a billing page asks for a card.
 */
const StripeCardForm = lazy(() => import('./stripe-card-form.js'));

export interface CardFormProps {
  submitLabel: string;
  /**
   * Called with the payment method the provider's browser side made; what it throws (a declined
   * card, an unknown plan) is shown under the card and the form stays filled for another try.
   */
  onPaymentMethod(method: PaymentMethodInput): Promise<void>;
  /** Something else on the page is not ready (no plan chosen). */
  disabled?: boolean;
}

/** The card entry of the install's payment provider, as `init` named it. */
export function CardEntry({ payment, ...props }: CardFormProps & { payment: BillingInitResponse['payment'] }) {
  if (payment.provider === 'stripe')
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={120} aria-label="Loading the card form" />}>
        <StripeCardForm publishableKey={payment.publishableKey} clientSecret={payment.clientSecret} {...props} />
      </Suspense>
    );
  return <BuiltinCardForm {...props} />;
}
