import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../app/session.js';
import { FormTextField } from '../../../ui/form-text-field.js';
import { errorMessages } from '../../../ui/server-errors.js';
import { useSendPayoutCodeMutation, type SecurityProof } from './api.js';

/** The form fields a proof can fail on (the server answers 422 on these names). */
export const PROOF_FIELDS = ['password', 'twoFactorCode', 'emailCode'] as const;

const codeInput = { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' } as const;

/**
 * Changing payout details asks for the current password, or the second factor when one is on: a
 * code from the authenticator app, or a code e-mailed for this change on request. Labelled
 * "Account password" so it never clashes with the password section's "Current password" on the
 * same settings page. The fields belong to the surrounding react-hook-form (FormProvider), whose
 * contract holds the proof fields and checks that one of them is given.
 */
export function SecurityProofFields() {
  const { control } = useFormContext<SecurityProof>();
  const { user } = useSession();
  const factor = user?.twoFactor.confirmed ? user.twoFactor.type : null;
  const alternative =
    factor === 'google' ? ' or an authenticator code' : factor === 'email' ? ' or a code we e-mail you' : '';
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        To protect your money, confirm it is you with your password{alternative}.
      </Typography>
      <FormTextField
        control={control}
        name="password"
        label="Account password"
        type="password"
        autoComplete="current-password"
        fullWidth
        optional
      />
      {factor === 'google' && (
        <FormTextField
          control={control}
          name="twoFactorCode"
          label="Authenticator code"
          fullWidth
          optional
          inputProps={codeInput}
          helperText="Instead of the password, if you prefer."
        />
      )}
      {factor === 'email' && <EmailCodeField email={user?.email ?? ''} />}
    </Stack>
  );
}

/**
 * "E-mail me a code" mails a code for this change; its secret travels in the form with the typed
 * code. Not "Send code": the dialogs around it have a "Send code" button of their own (the code
 * that verifies a PayPal address or a Venmo number).
 */
function EmailCodeField({ email }: { email: string }) {
  const { control, setValue, watch } = useFormContext<SecurityProof>();
  const send = useSendPayoutCodeMutation();
  const [sendError, setSendError] = useState<string[]>([]);
  const sent = !!watch('emailCodeSecret');
  const request = async () => {
    setSendError([]);
    try {
      const answer = await send.mutateAsync();
      setValue('emailCode', undefined);
      setValue('emailCodeSecret', answer.emailCodeSecret);
    } catch (error) {
      setSendError(errorMessages(error));
    }
  };
  const hint =
    sendError.length > 0
      ? sendError.join('\n')
      : sent
        ? `We sent a 6-digit code to ${email}. It works once, for 10 minutes.`
        : 'Instead of the password, if you prefer.';
  // The button above the field, not beside it: in a narrow dialog (375 px) a button beside it
  // squeezed the field and its hint, which holds the e-mail address, to a sliver.
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => void request()} loading={send.isPending}>
        {sent ? 'E-mail a new code' : 'E-mail me a code'}
      </Button>
      <FormTextField
        control={control}
        name="emailCode"
        label="E-mailed code"
        fullWidth
        optional
        disabled={!sent}
        inputProps={codeInput}
        helperText={hint}
        sx={{ '& .MuiFormHelperText-root': { overflowWrap: 'anywhere' } }}
      />
    </Stack>
  );
}
