import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYOUT_MESSAGES } from '@liner/domain';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { TextInput } from '../../../ui/text-input.js';
import { useToasts } from '../../../ui/toasts.js';
import { usePaypalInitMutation, usePaypalVerifyMutation, type SecurityProof } from './api.js';
import { splitFieldErrors } from '../../../ui/field-errors.js';
import { missingProof, PROOF_FIELDS, proofOf, SecurityProofFields } from './security-proof-fields.js';

/** PayPal: e-mail (+ password or code) -> a 6-digit code sent to that address -> verified. */
export function PaypalDialog({ open, startAtCode, onClose }: { open: boolean; startAtCode: boolean; onClose(): void }) {
  const toasts = useToasts();
  const init = usePaypalInitMutation();
  const verify = usePaypalVerifyMutation();
  const [step, setStep] = useState<'email' | 'code'>(startAtCode ? 'code' : 'email');
  const [email, setEmail] = useState('');
  const [proof, setProof] = useState<SecurityProof>({});
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [rest, setRest] = useState<string[]>([]);

  const fail = (error: unknown, fields: string[]) => {
    const split = splitFieldErrors(error, fields);
    setErrors(split.fields);
    setRest(split.rest);
  };

  const sendCode = async () => {
    setErrors({});
    setRest([]);
    const missing = missingProof(proof);
    if (missing) {
      setErrors(missing);
      return;
    }
    try {
      const answer = await init.mutateAsync({ email, ...proofOf(proof) });
      toasts.push({ message: answer.message || PAYOUT_MESSAGES.paypalCodeSent, type: 'success' });
      setStep('code');
    } catch (error) {
      fail(error, ['email', ...PROOF_FIELDS]);
    }
  };

  const confirmCode = async () => {
    setErrors({});
    setRest([]);
    try {
      const answer = await verify.mutateAsync({ code });
      toasts.push({ message: answer.message || PAYOUT_MESSAGES.paypalVerified, type: 'success' });
      onClose();
    } catch (error) {
      fail(error, ['code']);
    }
  };

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
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void (step === 'email' ? sendCode() : confirmCode());
        }}
      >
        <DialogContent>
          <Stack spacing={2}>
            <ErrorAlert messages={rest} />
            {step === 'email' ? (
              <>
                <TextInput
                  label="PayPal e-mail"
                  type="email"
                  autoComplete="email"
                  fullWidth
                  autoFocus
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  error={!!errors.email}
                  helperText={errors.email?.join('\n')}
                />
                <SecurityProofFields value={proof} onChange={setProof} errors={errors} />
              </>
            ) : (
              <>
                <Typography variant="body2" color="text.secondary">
                  {PAYOUT_MESSAGES.paypalCodeSent}.
                </Typography>
                <TextInput
                  label="Verification code"
                  fullWidth
                  autoFocus
                  value={code}
                  inputProps={{ inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' }}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                  error={!!errors.code}
                  helperText={errors.code?.join('\n')}
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
