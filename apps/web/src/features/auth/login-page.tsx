import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoginRequest } from '@liner/domain';
import { useSession } from '../../app/session.js';
import { useLoginMutation } from './api.js';
import { AuthLayout } from './auth-layout.js';
import { GoogleSignInButton } from './google-sign-in-button.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { LoginCodeStep, type SecondFactorChallenge } from './login-code-step.js';
import { PasswordField } from '../../ui/password-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';

export default function LoginPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const login = useLoginMutation();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm({ resolver: zodResolver(LoginRequest), defaultValues: { email: '', password: '' } });

  // The sign-in answer set the session cookie; the token in its body is for API clients.
  const finish = async () => {
    await signIn();
    void navigate('/user-portal', { replace: true });
  };

  const submit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      const answer = await login.mutateAsync(values);
      if ('token' in answer) await finish();
      else if ('googleAuth' in answer)
        setChallenge({
          kind: 'google',
          secretHash: answer.secretHash,
          email: answer.email,
          hasEmail: answer.hasEmail,
        });
      else setChallenge({ kind: 'email', secretHash: answer.secretHash, email: answer.email });
    } catch (error) {
      setMessages(applyFieldErrors(error, form.setError, ['email', 'password']));
    }
  });

  if (challenge) {
    return (
      <AuthLayout title="Two-factor verification">
        <LoginCodeStep
          challenge={challenge}
          onVerified={finish}
          onBack={() => {
            setChallenge(null);
            form.resetField('password');
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your releases and earnings."
      footer={
        <Typography variant="body2">
          New to Liner?{' '}
          <Link component={RouterLink} to="/register" underline="always">
            Create an account
          </Link>
        </Typography>
      }
    >
      <GoogleSignInButton />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Sign in">
        <ErrorAlert messages={messages} />
        <FormTextField
          control={form.control}
          name="email"
          label="Email or username"
          autoComplete="username"
          autoFocus
          fullWidth
        />
        <PasswordField
          control={form.control}
          name="password"
          label="Password"
          autoComplete="current-password"
          fullWidth
        />
        <Link component={RouterLink} to="/recover" variant="body2" sx={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </Link>
        <Button type="submit" variant="contained" size="large" fullWidth loading={form.formState.isSubmitting}>
          Sign in
        </Button>
      </Stack>
    </AuthLayout>
  );
}
