import { type FormEvent, useState } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ErrorAlert } from '../../ui/error-alert.js';
import type { CardFormProps } from './card-form-props.js';

/** One Stripe.js per publishable key for the whole visit: `pure` adds its script tag only when asked. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
  /** The setup intent `init` made for this account's Stripe customer. */
  clientSecret: string;
}

/** Stripe Elements: the card never touches Liner; Stripe.js confirms the setup intent and answers a `pm_…` id. */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCard {...props} />
    </Elements>
  );
}

function StripeCard({
  clientSecret,
  submitLabel,
  onPaymentMethod,
  disabled = false,
}: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useTheme();
  const [failure, setFailure] = useState<unknown>(null);
  const [stripeMessage, setStripeMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A setup intent is confirmed once: a retry after the server refused (an unknown plan) reuses its card.
  const [paymentMethodId, setPaymentMethodId] = useState<string | null>(null);

  const confirmCard = async (): Promise<string | null> => {
    if (paymentMethodId) return paymentMethodId;
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return null;
    const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
    if (result.error) {
      setStripeMessage(result.error.message ?? 'The card could not be set up');
      return null;
    }
    const method = result.setupIntent.payment_method;
    const id = typeof method === 'string' ? method : (method?.id ?? null);
    setPaymentMethodId(id);
    return id;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setStripeMessage(null);
    try {
      const id = await confirmCard();
      if (id) await onPaymentMethod({ provider: 'stripe', paymentMethodId: id });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} aria-label="Card">
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1.75, bgcolor: 'background.paper' }}>
        <CardElement
          onChange={() => {
            setPaymentMethodId(null);
            setStripeMessage(null);
          }}
          options={{
            hidePostalCode: false,
            style: {
              base: {
                color: theme.palette.text.primary,
                fontFamily: theme.typography.fontFamily,
                fontSize: '16px',
                '::placeholder': { color: theme.palette.text.secondary },
              },
              invalid: { color: theme.palette.error.main },
            },
          }}
        />
      </Box>
      <ErrorAlert messages={stripeMessage ? [stripeMessage] : undefined} error={failure ?? undefined} />
      <Typography variant="body2" color="text.secondary">
        Your card is handled by Stripe; Liner keeps only its brand, last four digits and expiry.
      </Typography>
      <Button type="submit" variant="contained" size="large" loading={busy} disabled={disabled || !stripe}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
