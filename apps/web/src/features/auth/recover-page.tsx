import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecoverRequest } from '@liner/domain';
import { useRecoverMutation } from './api.js';
import { AuthLayout } from './auth-layout.js';
import { FormCaptcha } from '../../ui/form-captcha.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';

const RECOVER_SENT_MESSAGE =
  'If an account exists for that e-mail address, we sent it a link to choose a new password. The link works for one hour.';

/** /recover — ask for a password-reset link. The answer never says whether the account exists. */
export default function RecoverPage() {
  const recover = useRecoverMutation();
  const [messages, setMessages] = useState<string[]>([]);
  const [isSent, setSent] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useForm({ resolver: zodResolver(RecoverRequest), defaultValues: { email: '', captcha: '' } });

  const submit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      await recover.mutateAsync(values);
      setSent(true);
    } catch (error) {
      // Whatever the server said, the solution is spent: the widget solves a new challenge.
      setCaptchaKey((key) => key + 1);
      setMessages(applyFieldErrors(error, form.setError, ['email']));
    }
  });

  const footer = (
    <Typography variant="body2">
      Remembered it?{' '}
      <Link component={RouterLink} to="/login" underline="always">
        Back to sign in
      </Link>
    </Typography>
  );

  if (isSent) {
    return (
      <AuthLayout title="Check your inbox" footer={footer}>
        <Alert severity="success" role="status">
          {RECOVER_SENT_MESSAGE}
        </Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={footer}
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Recover your account">
        <ErrorAlert messages={messages} />
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
        />
        <FormCaptcha control={form.control} name="captcha" resetKey={captchaKey} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={form.formState.isSubmitting}>
          Send reset link
        </Button>
      </Stack>
    </AuthLayout>
  );
}
