import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GoogleRegisterRequest } from '@liner/domain';
import { useSession } from '../../app/session.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useGoogleRegisterMutation } from './api.js';
import { AuthLayout } from './auth-layout.js';
import { RegistrationFields } from './registration-fields.js';
import { AvailabilityField } from './availability-field.js';
import { nameFromSegment } from './google-register-path.js';

const FIELDS = ['username', 'type', 'firstName', 'lastName'] as const;

/**
 * /register/google/:email/:fn/:ln — the sign-up form for a Google identity without an account,
 * prefilled with what Google told. The address is the one Google verified, so it is shown, not
 * asked, and the account starts confirmed.
 */
export default function GoogleRegisterPage() {
  const { email = '', fn, ln } = useParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const register = useGoogleRegisterMutation();
  const [messages, setMessages] = useState<string[]>([]);
  const [isUsernameTaken, setUsernameTaken] = useState(false);
  const onUsernameTaken = useCallback((isTaken: boolean) => setUsernameTaken(isTaken), []);
  const form = useForm({
    resolver: zodResolver(GoogleRegisterRequest),
    defaultValues: {
      type: 'artist' as const,
      firstName: nameFromSegment(fn),
      lastName: nameFromSegment(ln),
      username: '',
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setMessages([]);
    if (isUsernameTaken) {
      form.setError('username', { message: 'This username is already taken' }, { shouldFocus: true });
      return;
    }
    try {
      await register.mutateAsync(values);
      await signIn();
      void navigate('/user-portal', { replace: true });
    } catch (error) {
      // A `google` message (the sign-in expired) has no field: it shows above the form.
      setMessages(applyFieldErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <AuthLayout
      title="Finish signing up with Google"
      subtitle="Choose your account type and a username. Your e-mail address is the one Google confirmed."
      footer={
        <Typography variant="body2">
          Not you?{' '}
          <Link component={RouterLink} to="/register" underline="always">
            Sign up with an e-mail address instead
          </Link>
        </Typography>
      }
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Create account with Google">
        <ErrorAlert messages={messages} />
        <TextField label="Email" value={email} slotProps={{ input: { readOnly: true } }} fullWidth />
        <RegistrationFields control={form.control} idPrefix="google" />
        <AvailabilityField
          // The availability field is written for the sign-up form; it reads the username only.
          control={form.control as unknown as Parameters<typeof AvailabilityField>[0]['control']}
          kind="username"
          label="Username"
          onTakenChange={onUsernameTaken}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={form.formState.isSubmitting}>
          Create account
        </Button>
      </Stack>
    </AuthLayout>
  );
}
