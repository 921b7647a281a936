import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Email from '@mui/icons-material/Email';
import PhonelinkLock from '@mui/icons-material/PhonelinkLock';
import {
  AUTHENTICATOR_ENABLED,
  AUTHENTICATOR_REMOVED,
  EMAIL_2FA_CODE_MINUTES,
  EMAIL_CODES_ENABLED,
  EMAIL_CODES_REMOVED,
  EMAIL_CODE_SENT,
  type User,
} from '@liner/domain';
import { useSession } from '../../app/session.js';
import { useToasts } from '../../ui/toasts.js';
import { errorMessages } from '../../ui/server-errors.js';
import {
  useConfirmEmailAuthMutation,
  useGoogleAuthSetupMutation,
  useInitEmailAuthMutation,
  useRemoveEmailAuthMutation,
  useRemoveGoogleAuthMutation,
  useVerifyGoogleCodeMutation,
} from './api.js';
import { AuthenticatorSetup } from './authenticator-setup.js';
import { CodeConfirmForm } from './code-confirm-form.js';
import { TurnOffTwoFactor } from './turn-off-two-factor.js';

type Mode = 'idle' | 'google' | 'email';

/** Two-factor sign-in: an authenticator app (TOTP) or codes by e-mail; one at a time. */
export function TwoFactorSection({ user }: { user: User }) {
  const { refresh } = useSession();
  const toasts = useToasts();
  const [mode, setMode] = useState<Mode>('idle');
  const googleSetup = useGoogleAuthSetupMutation();
  const verifyGoogle = useVerifyGoogleCodeMutation();
  const removeGoogle = useRemoveGoogleAuthMutation();
  const initEmail = useInitEmailAuthMutation();
  const confirmEmail = useConfirmEmailAuthMutation();
  const removeEmail = useRemoveEmailAuthMutation();
  const active = user.twoFactor.confirmed ? user.twoFactor.type : null;

  const fail = (error: unknown) => toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
  const done = async (message: string) => {
    toasts.push({ message, type: 'success' });
    setMode('idle');
    googleSetup.reset();
    await refresh();
  };

  const startGoogle = async () => {
    try {
      await googleSetup.mutateAsync();
      setMode('google');
    } catch (error) {
      fail(error);
    }
  };
  const startEmail = async () => {
    try {
      const answer = await initEmail.mutateAsync();
      toasts.push({ message: answer.message || EMAIL_CODE_SENT, type: 'info' });
      setMode('email');
    } catch (error) {
      fail(error);
    }
  };

  if (active === 'google' || active === 'email') {
    const isGoogle = active === 'google';
    return (
      <Stack spacing={2}>
        <Stack useFlexGap direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {isGoogle ? <PhonelinkLock color="success" aria-hidden /> : <Email color="success" aria-hidden />}
          <Typography>
            {isGoogle
              ? 'Authenticator app is on.'
              : `E-mail codes are on${user.twoFactor.email ? ` (${user.twoFactor.email})` : ''}.`}
          </Typography>
          <Chip label="On" color="success" size="small" />
        </Stack>
        <TurnOffTwoFactor
          onTurnOff={async (password) => {
            const answer = isGoogle
              ? await removeGoogle.mutateAsync({ password })
              : await removeEmail.mutateAsync({ password });
            await done(answer.message || (isGoogle ? AUTHENTICATOR_REMOVED : EMAIL_CODES_REMOVED));
          }}
        />
      </Stack>
    );
  }

  if (mode === 'google' && googleSetup.data) {
    return (
      <AuthenticatorSetup
        qr={googleSetup.data.qr}
        secretKey={googleSetup.data.key}
        onConfirm={async (code) => {
          const answer = await verifyGoogle.mutateAsync(code);
          await done(answer.message || AUTHENTICATOR_ENABLED);
        }}
        onCancel={() => {
          setMode('idle');
          googleSetup.reset();
        }}
      />
    );
  }

  if (mode === 'email') {
    return (
      <Stack spacing={2}>
        <Typography variant="body2">
          Enter the code we sent to {user.email}. It works for {EMAIL_2FA_CODE_MINUTES} minutes.
        </Typography>
        <CodeConfirmForm
          onConfirm={async (code) => {
            const answer = await confirmEmail.mutateAsync(code);
            await done(answer.message || EMAIL_CODES_ENABLED);
          }}
          onCancel={() => setMode('idle')}
        />
        <Button variant="text" onClick={startEmail} loading={initEmail.isPending} sx={{ alignSelf: 'flex-start' }}>
          Resend code
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Alert severity="info" variant="outlined">
        Two-factor sign-in is off. Turn it on so a stolen password is not enough to get into your account.
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" startIcon={<PhonelinkLock />} onClick={startGoogle} loading={googleSetup.isPending}>
          Set up authenticator app
        </Button>
        <Button variant="outlined" startIcon={<Email />} onClick={startEmail} loading={initEmail.isPending}>
          Use e-mail codes
        </Button>
      </Stack>
    </Stack>
  );
}
