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
import { PaypalVerifyRequest } from '@liner/domain';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { FormTextField } from '../../../ui/form-text-field.js';
import { applyFieldErrors } from '../../../ui/server-errors.js';
import { useToasts } from '../../../ui/toasts.js';
import { usePayoutMethodMutation } from './api.js';
import { PROOF_FIELDS, SecurityProofFields } from './security-proof-fields.js';

type VerifyInput = z.input<typeof PaypalVerifyRequest>;
type VerifyOutput = z.output<typeof PaypalVerifyRequest>;
/** The first step's form: the address or number, and the proof fields. */
type DestinationValues = { [field: string]: string | undefined };

export interface CodeMethodCopy {
  /** Dialog titles of the two steps: "Connect PayPal", "Verify PayPal". */
  connectTitle: string;
  verifyTitle: string;
  /** The one destination field: its name in the contract, label and input hints. */
  field: 'email' | 'phone';
  fieldLabel: string;
  fieldType: 'email' | 'tel';
  fieldHelp?: string;
  /** Under the code field: where the code went. */
  codeSent: string;
  /** The button that goes back to the first step. */
  changeLabel: string;
}

interface Props {
  copy: CodeMethodCopy;
  /** The contract of the first step (destination + proof), checked before anything is sent. */
  schema: z.ZodType<DestinationValues, DestinationValues>;
  initPath: string;
  verifyPath: string;
  startAtCode: boolean;
  onClose(): void;
}

/**
 * A method proved by a 6-digit code: the destination (with the password or a second factor)
 * sends the code there, the code verifies it. PayPal and Manifest send it by e-mail, Venmo by SMS.
 */
export function CodeMethodDialog({ copy, schema, initPath, verifyPath, startAtCode, onClose }: Props) {
  const toasts = useToasts();
  const init = usePayoutMethodMutation<DestinationValues>(initPath);
  const verify = usePayoutMethodMutation<VerifyOutput>(verifyPath);
  const [step, setStep] = useState<'destination' | 'code'>(startAtCode ? 'code' : 'destination');
  const [rest, setRest] = useState<string[]>([]);
  const destinationForm = useForm<DestinationValues>({
    resolver: zodResolver(schema),
    defaultValues: { [copy.field]: '' },
  });
  const codeForm = useForm<VerifyInput, unknown, VerifyOutput>({
    resolver: zodResolver(PaypalVerifyRequest),
    defaultValues: { code: '' },
  });

  const sendCode = destinationForm.handleSubmit(async (values) => {
    setRest([]);
    try {
      const answer = await init.mutateAsync(values);
      toasts.push({ message: answer.message, type: 'success' });
      setStep('code');
    } catch (error) {
      setRest(applyFieldErrors(error, destinationForm.setError, [copy.field, ...PROOF_FIELDS]));
    }
  });

  const confirmCode = codeForm.handleSubmit(async (values) => {
    setRest([]);
    try {
      const answer = await verify.mutateAsync(values);
      toasts.push({ message: answer.message, type: 'success' });
      onClose();
    } catch (error) {
      setRest(applyFieldErrors(error, codeForm.setError, ['code']));
    }
  });

  const busy = init.isPending || verify.isPending;
  const titleId = `${copy.field}-${initPath.replace(/\W+/g, '-')}-title`;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{step === 'destination' ? copy.connectTitle : copy.verifyTitle}</DialogTitle>
      <Stack component="form" noValidate onSubmit={step === 'destination' ? sendCode : confirmCode}>
        <DialogContent>
          <Stack spacing={2}>
            <ErrorAlert messages={rest} />
            {step === 'destination' ? (
              <FormProvider {...destinationForm}>
                <FormTextField
                  control={destinationForm.control}
                  name={copy.field}
                  label={copy.fieldLabel}
                  type={copy.fieldType}
                  autoComplete={copy.fieldType === 'tel' ? 'tel' : 'email'}
                  helperText={copy.fieldHelp}
                  fullWidth
                  autoFocus
                />
                <SecurityProofFields />
              </FormProvider>
            ) : (
              <>
                <Typography variant="body2" color="text.secondary">
                  {copy.codeSent}.
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
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {step === 'code' && (
            <Button onClick={() => setStep('destination')} disabled={busy}>
              {copy.changeLabel}
            </Button>
          )}
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {step === 'destination' ? 'Send code' : 'Verify'}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
