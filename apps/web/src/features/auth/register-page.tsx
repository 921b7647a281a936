import { Link as RouterLink, useNavigate } from 'react-router';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH, RegisterRequest, type RegisterRequest as RegisterValues } from '@liner/domain';
import { useSession } from '../../app/session.js';
import { useToasts } from '../../ui/toasts.js';
import { useRegisterMutation } from './api.js';
import { AuthLayout } from './auth-layout.js';
import { RegistrationFields } from './registration-fields.js';
import { GoogleSignInButton } from './google-sign-in-button.js';
import { FormCaptcha } from '../../ui/form-captcha.js';
import { AvailabilityField, type RegisterInput } from './availability-field.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { PasswordField } from '../../ui/password-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';

const CHECK_INBOX_MESSAGE = 'Check your inbox to confirm your e-mail';
const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords; a few unrelated words work well.`;
// A captcha refusal shows above the form: the widget solves a new challenge at once, which would clear a field message.
const FIELDS = ['email', 'username', 'password', 'type', 'firstName', 'lastName'] as const;

export default function RegisterPage() {
  const navigate = useNavigate();
  const toasts = useToasts();
  const { signIn } = useSession();
  const register = useRegisterMutation();
  const [messages, setMessages] = useState<string[]>([]);
  const [taken, setTaken] = useState({ username: false, email: false });
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(RegisterRequest),
    defaultValues: { type: 'artist', firstName: '', lastName: '', username: '', email: '', password: '', captcha: '' },
  });
  const onUsernameTaken = useCallback(
    (isTaken: boolean) => setTaken((current) => ({ ...current, username: isTaken })),
    [],
  );
  const onEmailTaken = useCallback((isTaken: boolean) => setTaken((current) => ({ ...current, email: isTaken })), []);

  const submit = form.handleSubmit(async (values: RegisterValues) => {
    setMessages([]);
    if (taken.username || taken.email) {
      if (taken.username)
        form.setError('username', { message: 'This username is already taken' }, { shouldFocus: true });
      if (taken.email)
        form.setError(
          'email',
          { message: 'An account with this e-mail already exists' },
          { shouldFocus: !taken.username },
        );
      return;
    }
    try {
      await register.mutateAsync(values);
      await signIn();
      toasts.push({ message: CHECK_INBOX_MESSAGE, type: 'info', timeout: 8000 });
      void navigate('/user-portal', { replace: true, state: { justRegistered: true } });
    } catch (error) {
      // Whatever the server said, the solution is spent: the widget solves a new challenge.
      setCaptchaKey((key) => key + 1);
      setMessages(applyFieldErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Distribute your music to streaming stores and keep 100% of your royalties."
      footer={
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to="/login" underline="always">
            Sign in
          </Link>
        </Typography>
      }
    >
      <GoogleSignInButton />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Create account">
        <ErrorAlert messages={messages} />
        <RegistrationFields control={form.control} idPrefix="register" />
        <AvailabilityField control={form.control} kind="username" label="Username" onTakenChange={onUsernameTaken} />
        <AvailabilityField control={form.control} kind="email" label="Email" onTakenChange={onEmailTaken} />
        <PasswordField
          control={form.control}
          name="password"
          label="Password"
          autoComplete="new-password"
          helperText={PASSWORD_HINT}
          fullWidth
        />
        <FormCaptcha control={form.control} name="captcha" resetKey={captchaKey} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={form.formState.isSubmitting}>
          Create account
        </Button>
      </Stack>
    </AuthLayout>
  );
}
