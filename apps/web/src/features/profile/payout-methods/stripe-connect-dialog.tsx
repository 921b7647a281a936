import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StripeConnectStartRequest } from '@liner/domain';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { FormTextField } from '../../../ui/form-text-field.js';
import { applyFieldErrors } from '../../../ui/server-errors.js';
import { PROOF_FIELDS, SecurityProofFields } from './security-proof-fields.js';
import { stripeBrowser, useStripeConnectMutation } from './stripe-connect-api.js';

type Values = z.input<typeof StripeConnectStartRequest>;
const FIELDS = ['country', ...PROOF_FIELDS] as const satisfies readonly (keyof Values)[];

/**
 * Bank account through Stripe: the bank's country and the proof here, then the browser goes to
 * Stripe's own pages for the bank details (Liner never sees them) and comes back to the outcome.
 * `isReopen`: a connected account is opened again to change its bank details.
 */
export function StripeConnectDialog({ isReopen = false, onClose }: { isReopen?: boolean; onClose(): void }) {
  const connect = useStripeConnectMutation();
  const [rest, setRest] = useState<string[]>([]);
  const [isLeaving, setIsLeaving] = useState(false);
  const form = useForm<Values, unknown, StripeConnectStartRequest>({
    resolver: zodResolver(StripeConnectStartRequest),
    defaultValues: { country: isReopen ? undefined : '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setRest([]);
    try {
      const answer = await connect.mutateAsync(values);
      setIsLeaving(true);
      stripeBrowser.go(answer.url);
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, FIELDS));
    }
  });
  const isBusy = connect.isPending || isLeaving;

  return (
    <Dialog open onClose={isBusy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="stripe-dialog-title">
      <DialogTitle id="stripe-dialog-title">
        {isReopen ? 'Change your bank account at Stripe' : 'Connect a bank account through Stripe'}
      </DialogTitle>
      <FormProvider {...form}>
        <Stack component="form" noValidate onSubmit={submit}>
          <DialogContent>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                Stripe asks for your bank details and identity on its own secure pages, then sends you back here.
              </Typography>
              <ErrorAlert messages={rest} />
              {!isReopen && (
                <FormTextField
                  control={form.control}
                  name="country"
                  label="Bank country"
                  fullWidth
                  inputProps={{ maxLength: 2 }}
                  helperText="Two letters, e.g. FR"
                />
              )}
              <SecurityProofFields />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isBusy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={isBusy}>
              Continue to Stripe
            </Button>
          </DialogActions>
        </Stack>
      </FormProvider>
    </Dialog>
  );
}
