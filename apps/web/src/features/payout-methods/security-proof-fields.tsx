import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../app/session.js';
import { TextInput } from '../../ui/text-input.js';
import type { SecurityProof } from './api.js';

interface Props {
  value: SecurityProof;
  onChange(value: SecurityProof): void;
  errors: Record<string, string[]>;
}

/**
 * Changing payout details asks for the current password, or a code from the authenticator app
 * when two-factor is on. Labelled "Account password" so it never clashes with the password
 * section's "Current password" on the same settings page.
 */
export function SecurityProofFields({ value, onChange, errors }: Props) {
  const { user } = useSession();
  const hasAuthenticator = user?.twoFactor.confirmed && user.twoFactor.type === 'google';
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        To protect your money, confirm it is you{hasAuthenticator ? ' with your password or an authenticator code' : ' with your password'}.
      </Typography>
      <TextInput label="Account password" type="password" autoComplete="current-password" fullWidth
        value={value.password ?? ''} onChange={(event) => onChange({ ...value, password: event.target.value })}
        error={!!errors.password} helperText={errors.password?.join('\n')} />
      {hasAuthenticator && (
        <TextInput label="Authenticator code" fullWidth inputProps={{ inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' }}
          value={value.twoFactorCode ?? ''} onChange={(event) => onChange({ ...value, twoFactorCode: event.target.value.replace(/\D/g, '') })}
          error={!!errors.twoFactorCode} helperText={errors.twoFactorCode?.join('\n') ?? 'Instead of the password, if you prefer.'} />
      )}
    </Stack>
  );
}

/** Sends only what was typed: the server accepts either proof. */
export function proofOf(value: SecurityProof): SecurityProof {
  return { password: value.password || undefined, twoFactorCode: value.twoFactorCode || undefined };
}

/** Checked before sending: the server's own message for a missing proof is a generic one. */
export function missingProof(value: SecurityProof): Record<string, string[]> | null {
  if (value.password || value.twoFactorCode) return null;
  return { password: ['Enter your current password or a code from your authenticator app'] };
}
