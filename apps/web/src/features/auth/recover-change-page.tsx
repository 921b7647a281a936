import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PASSWORD_MIN_LENGTH, RecoverSubmitRequest } from '@liner/domain';
import { useRecoverSubmitMutation } from './api.js';
import { AuthLayout } from './auth-layout.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { PasswordField } from '../../ui/password-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';

type RecoverSubmitInput = z.input<typeof RecoverSubmitRequest>;

/** /recover/:token — choose a new password with the single-use link from the e-mail. */
export default function RecoverChangePage() {
  const { token = '' } = useParams();
  const submitPassword = useRecoverSubmitMutation();
  const [messages, setMessages] = useState<string[]>([]);
  const [isDone, setDone] = useState(false);
  const form = useForm<RecoverSubmitInput, unknown, RecoverSubmitRequest>({
    resolver: zodResolver(RecoverSubmitRequest),
    defaultValues: { token, password: '', password_confirmation: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      await submitPassword.mutateAsync({ ...values, token });
      setDone(true);
    } catch (error) {
      setMessages(applyFieldErrors(error, form.setError, ['password', 'password_confirmation']));
    }
  });

  if (isDone) {
    return (
      <AuthLayout title="Password changed">
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success" role="status" sx={{ width: '100%' }}>
            Your password has been changed. Sign in with your new password.
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            Go to sign in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`}
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Choose a new password">
        <ErrorAlert messages={messages} />
        <PasswordField
          control={form.control}
          name="password"
          label="New password"
          autoComplete="new-password"
          autoFocus
          fullWidth
        />
        <PasswordField
          control={form.control}
          name="password_confirmation"
          label="Confirm new password"
          autoComplete="new-password"
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={form.formState.isSubmitting}>
          Change password
        </Button>
        <Button component={RouterLink} to="/recover" variant="text">
          Ask for a new link
        </Button>
      </Stack>
    </AuthLayout>
  );
}
