import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  IDENTITY_PAYOUT_REASONS,
  isSendableMethodType,
  PAYOUT_METHOD_LABELS,
  PayoutQuoteRequest,
  type PayoutQuoteResponse,
} from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { HttpError } from '../../lib/http.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TwoStepDialogActions } from '../../ui/two-step-dialog-actions.js';
import { useToasts } from '../../ui/toasts.js';
import { usePayoutMethodsQuery } from '../../lib/payout-methods.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { usePayoutQuoteMutation, useRequestPayoutMutation } from './api.js';
import { moneyText } from '../../ui/money-text.js';

type PayoutInput = z.input<typeof PayoutQuoteRequest>;

/** A refusal because of the identity check, which the dialog answers with a way to the verification page. */
function identityBlock(error: unknown): string | null {
  const isIdentity =
    error instanceof HttpError && (IDENTITY_PAYOUT_REASONS as readonly (string | undefined)[]).includes(error.code);
  return isIdentity ? error.message : null;
}

/**
 * Request payout: choose a verified method and an amount, see the quote (fee and what arrives)
 * BEFORE confirming; confirming holds the amount at once (the server re-checks everything).
 */
export function RequestPayoutDialog({
  available,
  currency,
  onClose,
}: {
  available: string;
  currency: string;
  onClose(): void;
}) {
  const toasts = useToasts();
  const methods = usePayoutMethodsQuery();
  const quote = usePayoutQuoteMutation();
  const request = useRequestPayoutMutation();
  // Venmo, Manifest and Tipalti are verified in settings but nothing sends to them yet.
  const verified =
    methods.data?.data.filter((method) => method.status === 'verified' && isSendableMethodType(method.type)) ?? [];
  const form = useForm<PayoutInput, unknown, PayoutQuoteRequest>({
    resolver: zodResolver(PayoutQuoteRequest),
    defaultValues: { amount: '' },
  });
  const chosen = form.watch('methodId') ?? verified[0]?.id;
  const [quoted, setQuoted] = useState<PayoutQuoteResponse | null>(null);
  // Made with each quote: every confirm of that quote (a double click, a retry) is one payout.
  const [payoutKey, setPayoutKey] = useState('');
  const [rest, setRest] = useState<string[]>([]);
  const [identityRefusal, setIdentityRefusal] = useState<string | null>(null);
  const showError = (error: unknown) => {
    const refusal = identityBlock(error);
    setIdentityRefusal(refusal);
    setRest(refusal ? [] : applyFieldErrors(error, form.setError, ['amount', 'methodId']));
  };
  const blockedUntil = methods.data?.payoutsBlockedUntil;
  const isBlocked = !!blockedUntil && new Date(blockedUntil).getTime() > Date.now();
  const methodError = form.formState.errors.methodId?.message;

  const getQuote = form.handleSubmit(async (values) => {
    setRest([]);
    setIdentityRefusal(null);
    try {
      setQuoted(await quote.mutateAsync(values));
      setPayoutKey(crypto.randomUUID());
    } catch (error) {
      showError(error);
    }
  });

  const confirm = async () => {
    if (!quoted || chosen === undefined) return;
    try {
      await request.mutateAsync({ methodId: chosen, amount: quoted.amount, idempotencyKey: payoutKey });
      toasts.push({ message: `Payout of ${moneyText(quoted.amount, currency)} requested`, type: 'success' });
      onClose();
    } catch (error) {
      setQuoted(null);
      showError(error);
    }
  };

  const busy = quote.isPending || request.isPending;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="request-payout-title">
      <DialogTitle id="request-payout-title">Request payout</DialogTitle>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (quoted) return void confirm();
          // The first verified method is chosen until the person picks another.
          if (form.getValues('methodId') === undefined && chosen !== undefined) form.setValue('methodId', chosen);
          void getQuote(event);
        }}
      >
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              Available: {moneyText(available, currency)}
            </Typography>
            {methods.isPending && <Skeleton variant="rounded" height={56} />}
            <ErrorAlert error={methods.error} />
            {isBlocked && (
              <Alert severity="warning">
                Your payout details changed recently: payouts are possible again after{' '}
                {new Date(blockedUntil).toLocaleString()}.
              </Alert>
            )}
            {methods.data && verified.length === 0 && (
              <Alert
                severity="info"
                action={
                  <Button component={RouterLink} to="/user-portal/profile#payout-methods" color="inherit" size="small">
                    Settings
                  </Button>
                }
              >
                Connect and verify PayPal or a bank account in your settings first.
              </Alert>
            )}
            {verified.length > 0 && (
              <RadioGroup
                aria-label="Payout method"
                value={String(chosen)}
                onChange={(event) => {
                  form.setValue('methodId', Number(event.target.value));
                  setQuoted(null);
                }}
              >
                {verified.map((method) => (
                  <FormControlLabel
                    key={method.id}
                    value={String(method.id)}
                    control={<Radio />}
                    disabled={!!quoted}
                    label={`${method.type === 'bank' ? 'Bank transfer' : PAYOUT_METHOD_LABELS[method.type]} · ${method.destination}`}
                  />
                ))}
              </RadioGroup>
            )}
            {methodError && (
              <Typography color="error" variant="body2">
                {methodError}
              </Typography>
            )}
            <FormTextField
              control={form.control}
              name="amount"
              label="Amount"
              fullWidth
              disabled={!!quoted}
              inputProps={{ inputMode: 'decimal' }}
              helperText="Up to two decimals, e.g. 25.50"
            />
            <ErrorAlert messages={rest} />
            {identityRefusal && (
              <Alert
                severity="warning"
                role="alert"
                action={
                  <Button component={RouterLink} to={pathTo('portal.verification')} color="inherit" size="small">
                    Verify identity
                  </Button>
                }
              >
                {identityRefusal}
              </Alert>
            )}
            {quoted && <QuoteSummary quote={quoted} />}
          </Stack>
        </DialogContent>
        <TwoStepDialogActions
          confirming={quoted !== null}
          onBack={() => setQuoted(null)}
          backLabel="Change"
          onCancel={onClose}
          busy={busy}
          firstLabel="See fee"
          firstLoading={quote.isPending}
          firstDisabled={verified.length === 0 || isBlocked}
          confirmLoading={request.isPending}
        />
      </Stack>
    </Dialog>
  );
}

function QuoteSummary({ quote }: { quote: PayoutQuoteResponse }) {
  const line = (label: string, value: string, strong = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Stack
      spacing={0.5}
      sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}
      role="status"
      aria-label="Payout quote"
    >
      {line('Amount', moneyText(quote.amount, quote.currency))}
      {line(`Fee (${quote.feeType})`, moneyText(quote.fee, quote.currency))}
      {quote.withheld !== '0.00' &&
        line(`Tax withheld (${quote.withholdingRate} %)`, moneyText(quote.withheld, quote.currency))}
      {line('You receive', moneyText(quote.net, quote.currency), true)}
      <Typography variant="caption" color="text.secondary">
        The amount is set aside at once; an operator approves the payout.
      </Typography>
    </Stack>
  );
}
