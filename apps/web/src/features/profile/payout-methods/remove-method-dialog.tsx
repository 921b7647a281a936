import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmPayoutChangeRequest, type PayoutMethodType } from '@liner/domain';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { applyFieldErrors } from '../../../ui/server-errors.js';
import { useToasts } from '../../../ui/toasts.js';
import { useRemoveMethodMutation } from './api.js';
import { PROOF_FIELDS, SecurityProofFields } from './security-proof-fields.js';

const METHOD_NAMES: Record<PayoutMethodType, string> = {
  paypal: 'PayPal',
  bank: 'bank account',
  venmo: 'Venmo',
  manifest: 'Manifest',
  tipalti: 'Tipalti',
  stripe: 'bank account (Stripe)',
};

/** Removing a method is a change of payout details too: it asks for the same proof. */
export function RemoveMethodDialog({
  type,
  destination,
  onClose,
}: {
  type: PayoutMethodType;
  destination: string;
  onClose(): void;
}) {
  const toasts = useToasts();
  const remove = useRemoveMethodMutation(type);
  const form = useForm<ConfirmPayoutChangeRequest>({ resolver: zodResolver(ConfirmPayoutChangeRequest) });
  const [rest, setRest] = useState<string[]>([]);

  const submit = form.handleSubmit(async (proof) => {
    setRest([]);
    try {
      const answer = await remove.mutateAsync(proof);
      toasts.push({ message: answer.message, type: 'success' });
      onClose();
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, PROOF_FIELDS));
    }
  });

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="remove-method-title"
    >
      <DialogTitle id="remove-method-title">Remove {METHOD_NAMES[type]}?</DialogTitle>
      <FormProvider {...form}>
        <Stack component="form" noValidate onSubmit={submit}>
          <DialogContent>
            <Stack spacing={2}>
              <Typography>{destination} will no longer receive payouts.</Typography>
              <ErrorAlert messages={rest} />
              <SecurityProofFields />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="error" variant="contained" loading={remove.isPending}>
              Remove
            </Button>
          </DialogActions>
        </Stack>
      </FormProvider>
    </Dialog>
  );
}
