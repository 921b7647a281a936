import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUILTIN_TEST_CARDS } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TextInput } from '../../ui/text-input.js';
import type { CardFormProps } from './card-form-props.js';
import {
  cardBrand,
  cardDigits,
  cardNumberError,
  cvcError,
  expiryError,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from './card-rules.js';

type Field = 'number' | 'expiry' | 'cvc';
const BRAND_NAMES = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

function fieldErrors(values: Record<Field, string>): Record<Field, string | null> {
  return {
    number: cardNumberError(values.number),
    expiry: expiryError(values.expiry, new Date()),
    cvc: cvcError(values.cvc, values.number),
  };
}

/**
 * The built-in provider's card form (a self-hosted install without Stripe): checked while typing,
 * sent as the contract's `builtin` payment method. The provider keeps brand, last four and expiry.
 */
export function BuiltinCardForm({ submitLabel, onPaymentMethod, disabled = false }: CardFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ number: '', expiry: '', cvc: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ number: false, expiry: false, cvc: false });
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const errors = fieldErrors(values);
  const shown = (field: Field) => (touched[field] ? errors[field] : null);
  const brand = cardBrand(values.number);

  const change = (field: Field, value: string) => {
    setFailure(null);
    setValues((previous) => ({ ...previous, [field]: value }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ number: true, expiry: true, cvc: true });
    const expiry = parseExpiry(values.expiry);
    if (errors.number || errors.expiry || errors.cvc || !expiry) return;
    setBusy(true);
    setFailure(null);
    try {
      await onPaymentMethod({
        provider: 'builtin',
        card: { number: cardDigits(values.number), expMonth: expiry.month, expYear: expiry.year, cvc: values.cvc },
      });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} aria-label="Card">
      <Alert severity="info" variant="outlined" role="note">
        This install takes payments with its built-in test provider: no real card is charged. Use{' '}
        <strong>{formatCardNumber(BUILTIN_TEST_CARDS.succeeds)}</strong> with any future expiry and any CVC;{' '}
        {formatCardNumber(BUILTIN_TEST_CARDS.declined)} is declined.
      </Alert>
      <TextInput
        label="Card number"
        name="cardNumber"
        value={values.number}
        onChange={(event) => change('number', formatCardNumber(event.target.value))}
        onBlur={() => setTouched((previous) => ({ ...previous, number: true }))}
        autoComplete="cc-number"
        inputProps={{ inputMode: 'numeric' }}
        placeholder="1234 1234 1234 1234"
        required
        fullWidth
        error={!!shown('number')}
        helperText={shown('number') ?? (brand === 'unknown' ? ' ' : BRAND_NAMES[brand])}
      />
      <Stack direction="row" spacing={2}>
        <TextInput
          label="Expiry"
          name="cardExpiry"
          value={values.expiry}
          onChange={(event) => change('expiry', formatExpiry(event.target.value))}
          onBlur={() => setTouched((previous) => ({ ...previous, expiry: true }))}
          autoComplete="cc-exp"
          inputProps={{ inputMode: 'numeric' }}
          placeholder="MM/YY"
          required
          fullWidth
          error={!!shown('expiry')}
          helperText={shown('expiry') ?? 'MM/YY'}
        />
        <TextInput
          label="CVC"
          name="cardCvc"
          value={values.cvc}
          onChange={(event) => change('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
          onBlur={() => setTouched((previous) => ({ ...previous, cvc: true }))}
          autoComplete="cc-csc"
          inputProps={{ inputMode: 'numeric' }}
          placeholder={brand === 'amex' ? '1234' : '123'}
          required
          fullWidth
          error={!!shown('cvc')}
          helperText={shown('cvc') ?? ' '}
        />
      </Stack>
      <ErrorAlert error={failure ?? undefined} />
      <Typography variant="body2" color="text.secondary">
        Only the card's brand, last four digits and expiry are kept.
      </Typography>
      <Button type="submit" variant="contained" size="large" loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
