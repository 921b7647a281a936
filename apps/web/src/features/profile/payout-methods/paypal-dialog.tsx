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
import { PAYOUT_MESSAGES, PaypalInitRequest, PaypalVerifyRequest } from '@liner/domain';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { FormTextField } from '../../../ui/form-text-field.js';
import { applyFieldErrors } from '../../../ui/server-errors.js';
import { useToasts } from '../../../ui/toasts.js';
import { usePaypalInitMutation, usePaypalVerifyMutation } from './api.js';
import { PROOF_FIELDS, SecurityProofFields } from './security-proof-fields.js';

type VerifyInput = z.input<typeof PaypalVerifyRequest>;

/** PayPal: e-mail (+ password or code) -> a 6-digit code sent to that address -> verified. */
export function PaypalDialog({ open, startAtCode, onClose }: { open: boolean; startAtCode: boolean; onClose(): void }) {
  const toasts = useToasts();
  const init = usePaypalInitMutation();
  const verify = usePaypalVerifyMutation();
  const [step, setStep] = useState<'email' | 'code'>(startAtCode ? 'code' : 'email');
  const [rest, setRest] = useState<string[]>([]);
  const emailForm = useForm<z.input<typeof PaypalInitRequest>, unknown, PaypalInitRequest>({
    resolver: zodResolver(PaypalInitRequest),
    defaultValues: { email: '' },
  });
  const codeForm = useForm<VerifyInput, unknown, z.output<typeof PaypalVerifyRequest>>({
    resolver: zodResolver(PaypalVerifyRequest),
    defaultValues: { code: '' },
  });

  const sendCode = emailForm.handleSubmit(async (values) => {
    setRest([]);
    try {
      const answer = await init.mutateAsync(values);
      toasts.push({ message: answer.message || PAYOUT_MESSAGES.paypalCodeSent, type: 'success' });
      setStep('code');
    } catch (error) {
      setRest(applyFieldErrors(error, emailForm.setError, ['email', ...PROOF_FIELDS]));
    }
  });

  const confirmCode = codeForm.handleSubmit(async (values) => {
    setRest([]);
    try {
      const answer = await verify.mutateAsync(values);
      toasts.push({ message: answer.message || PAYOUT_MESSAGES.paypalVerified, type: 'success' });
      onClose();
    } catch (error) {
      setRest(applyFieldErrors(error, codeForm.setError, ['code']));
    }
  });

  const busy = init.isPending || verify.isPending;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="paypal-dialog-title"
    >
      <DialogTitle id="paypal-dialog-title">{step === 'email' ? 'Connect PayPal' : 'Verify PayPal'}</DialogTitle>
      <Stack component="form" noValidate onSubmit={step === 'email' ? sendCode : confirmCode}>
        <DialogContent>
          <Stack spacing={2}>
            <ErrorAlert messages={rest} />
            {step === 'email' ? (
              <FormProvider {...emailForm}>
                <FormTextField
                  control={emailForm.control}
                  name="email"
                  label="PayPal e-mail"
                  type="email"
                  autoComplete="email"
                  fullWidth
                  autoFocus
                />
                <SecurityProofFields />
              </FormProvider>
            ) : (
              <>
                <Typography variant="body2" color="text.secondary">
                  {PAYOUT_MESSAGES.paypalCodeSent}.
                </Typography>
                <FormTextField
                  control={codeForm.control}
                  name="code"
                  label="Verification code"
                  fullWidth
                  autoFocus
                  inputProps={{ inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' }}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {step === 'code' && (
            <Button onClick={() => setStep('email')} disabled={busy}>
              Use another address
            </Button>
          )}
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {step === 'email' ? 'Send code' : 'Verify'}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
