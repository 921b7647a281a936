import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VerifyLoginRequest } from '@liner/domain';
import { useToasts } from '../../ui/toasts.js';
import { useResendAuthCodeMutation, useVerifyLoginMutation } from './api.js';
import { EmailCodeInstead } from './email-code-instead.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors, errorMessages } from '../../ui/server-errors.js';

export interface SecondFactorChallenge {
  kind: 'google' | 'email';
  secretHash: string;
  email: string;
  /** The account also takes codes by e-mail: the authenticator step offers one instead. */
  hasEmail?: boolean;
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
  const [emailSent, setEmailSent] = useState(false);
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
    challenge.kind === 'email'
      ? `We sent a code to ${challenge.email}`
      : emailSent
        ? `Enter the code we sent to ${challenge.email}, or the one from your authenticator app`
        : 'Enter the 6-digit code from your authenticator app';

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
        {challenge.kind === 'google' && challenge.hasEmail && (
          <EmailCodeInstead
            secretHash={secretHash}
            sent={emailSent}
            onSent={() => setEmailSent(true)}
            onError={setMessages}
          />
        )}
      </Stack>
    </Stack>
  );
}
