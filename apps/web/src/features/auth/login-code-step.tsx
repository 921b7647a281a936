import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VerifyLoginRequest } from '@liner/domain';
import { useToasts } from '../../ui/toasts.js';
import { useResendAuthCodeMutation, useVerifyLoginMutation } from './api.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors, errorMessages } from '../../ui/server-errors.js';

export interface SecondFactorChallenge {
  kind: 'google' | 'email';
  secretHash: string;
  email: string;
}

const CodeForm = VerifyLoginRequest.pick({ code: true });

interface LoginCodeStepProps {
  challenge: SecondFactorChallenge;
  /** The code was right: the answer set the session cookie. */
  onVerified(): Promise<void>;
  onBack(): void;
}

/** Second step of sign-in: the 6-digit code from the authenticator app or from the e-mail. */
export function LoginCodeStep({ challenge, onVerified, onBack }: LoginCodeStepProps) {
  const toasts = useToasts();
  const verify = useVerifyLoginMutation();
  const resend = useResendAuthCodeMutation();
  const [secretHash, setSecretHash] = useState(challenge.secretHash);
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm({ resolver: zodResolver(CodeForm), defaultValues: { code: '' } });

  const submit = form.handleSubmit(async ({ code }) => {
    setMessages([]);
    try {
      await verify.mutateAsync({ secretHash, code });
      await onVerified();
    } catch (error) {
      setMessages(applyFieldErrors(error, form.setError, ['code']));
      form.setFocus('code');
    }
  });

  const resendCode = async () => {
    setMessages([]);
    try {
      const answer = await resend.mutateAsync(secretHash);
      if (answer.secretHash) setSecretHash(answer.secretHash);
      toasts.push({ message: `We sent a new code to ${challenge.email}`, type: 'success' });
    } catch (error) {
      setMessages(errorMessages(error));
    }
  };

  const prompt =
    challenge.kind === 'google'
      ? 'Enter the 6-digit code from your authenticator app'
      : `We sent a code to ${challenge.email}`;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Two-factor verification">
      <Typography variant="body1">{prompt}</Typography>
      <ErrorAlert messages={messages} />
      <FormTextField
        control={form.control}
        name="code"
        label="Code"
        autoFocus
        autoComplete="one-time-code"
        fullWidth
        inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={form.formState.isSubmitting}>
        Verify
      </Button>
      <Stack useFlexGap direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button onClick={onBack} variant="text">
          Use another account
        </Button>
        {challenge.kind === 'email' && (
          <Button onClick={resendCode} variant="text" loading={resend.isPending}>
            Resend code
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
