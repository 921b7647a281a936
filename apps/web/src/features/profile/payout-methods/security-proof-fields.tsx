import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../app/session.js';
import { errorMessages } from '../../../ui/server-errors.js';
import { TextInput } from '../../../ui/text-input.js';
import { useSendPayoutCodeMutation, type SecurityProof } from './api.js';

interface Props {
  value: SecurityProof;
  onChange(value: SecurityProof): void;
  errors: Record<string, string[]>;
}

/** The form fields a proof can fail on (the server answers 422 on these names). */
export const PROOF_FIELDS = ['password', 'twoFactorCode', 'emailCode'] as const;

/**
 * Changing payout details asks for the current password, or the second factor when one is on: a
 * code from the authenticator app, or a code e-mailed for this change on request. Labelled
 * "Account password" so it never clashes with the password section's "Current password" on the
 * same settings page.
 */
export function SecurityProofFields({ value, onChange, errors }: Props) {
  const { user } = useSession();
  const factor = user?.twoFactor.confirmed ? user.twoFactor.type : null;
  const alternative =
    factor === 'google' ? ' or an authenticator code' : factor === 'email' ? ' or a code we e-mail you' : '';
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        To protect your money, confirm it is you with your password{alternative}.
      </Typography>
      <TextInput
        label="Account password"
        type="password"
        autoComplete="current-password"
        fullWidth
        value={value.password ?? ''}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        error={!!errors.password}
        helperText={errors.password?.join('\n')}
      />
      {factor === 'google' && (
        <TextInput
          label="Authenticator code"
          fullWidth
          inputProps={{ inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' }}
          value={value.twoFactorCode ?? ''}
          onChange={(event) => onChange({ ...value, twoFactorCode: digits(event.target.value) })}
          error={!!errors.twoFactorCode}
          helperText={errors.twoFactorCode?.join('\n') ?? 'Instead of the password, if you prefer.'}
        />
      )}
      {factor === 'email' && (
        <EmailCodeField value={value} onChange={onChange} errors={errors} email={user?.email ?? ''} />
      )}
    </Stack>
  );
}

/** "Send code" mails a code for this change; its secret travels in the proof with the typed code. */
function EmailCodeField({ value, onChange, errors, email }: Props & { email: string }) {
  const send = useSendPayoutCodeMutation();
  const [sendError, setSendError] = useState<string[]>([]);
  const sent = !!value.emailCodeSecret;
  const request = async () => {
    setSendError([]);
    try {
      const answer = await send.mutateAsync();
      onChange({ ...value, emailCode: '', emailCodeSecret: answer.emailCodeSecret });
    } catch (error) {
      setSendError(errorMessages(error));
    }
  };
  const problems = [...(errors.emailCode ?? []), ...sendError];
  const hint = sent
    ? `We sent a 6-digit code to ${email}. It works once, for 10 minutes.`
    : 'Instead of the password, if you prefer.';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextInput
        label="E-mailed code"
        fullWidth
        disabled={!sent}
        inputProps={{ inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' }}
        value={value.emailCode ?? ''}
        onChange={(event) => onChange({ ...value, emailCode: digits(event.target.value) })}
        error={problems.length > 0}
        helperText={problems.length > 0 ? problems.join('\n') : hint}
      />
      <Button variant="outlined" onClick={() => void request()} loading={send.isPending} sx={{ mt: 1, flexShrink: 0 }}>
        {sent ? 'Send again' : 'Send code'}
      </Button>
    </Stack>
  );
}

const digits = (text: string) => text.replace(/\D/g, '');

/** Sends only what was typed: the server accepts any one proof. */
export function proofOf(value: SecurityProof): SecurityProof {
  const emailCode =
    value.emailCode && value.emailCodeSecret
      ? { emailCode: value.emailCode, emailCodeSecret: value.emailCodeSecret }
      : {};
  return { password: value.password || undefined, twoFactorCode: value.twoFactorCode || undefined, ...emailCode };
}

/** Checked before sending: the server's own message for a missing proof is a generic one. */
export function missingProof(value: SecurityProof): Record<string, string[]> | null {
  if (value.password || value.twoFactorCode || (value.emailCode && value.emailCodeSecret)) return null;
  return { password: ['Enter your current password or a code'] };
}
