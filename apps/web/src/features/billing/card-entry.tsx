import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { BillingInitResponse } from '@liner/domain';
import { BuiltinCardForm } from './builtin-card-form.js';
import type { CardFormProps } from './card-form-props.js';

/**
 * Stripe.js and its React bindings are only ever needed here: a chunk of their own, loaded when
 * the install's provider is Stripe and a billing page asks for a card.
 */
const StripeCardForm = lazy(() => import('./stripe-card-form.js'));

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
