import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../app/session.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useGoogleLoginMutation } from './api.js';
import { AuthLayout } from './auth-layout.js';
import { googleRegisterPath } from './google-register-path.js';
import { LoginCodeStep, type SecondFactorChallenge } from './login-code-step.js';

const CANCELLED = 'Google sign-in was cancelled or refused. You can try again or sign in with your password.';

/**
 * /callback/google — where Google sends the browser back. The query goes to login/google as it
 * came; the answer signs in, asks for the second factor, or opens the registration form.
 */
export default function GoogleCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const login = useGoogleLoginMutation();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  // A code works once: the answer must be sent once, even when the effect runs twice.
  const sent = useRef(false);

  const finish = async () => {
    await signIn();
    void navigate('/user-portal', { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the query the page was opened with
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state || params.get('error')) {
      setMessages([CANCELLED]);
      return;
    }
    const iss = params.get('iss') ?? undefined;
    login
      .mutateAsync({ code, state, iss })
      .then(async (answer) => {
        if ('token' in answer) await finish();
        else if ('register' in answer) void navigate(googleRegisterPath(answer), { replace: true });
        else if ('googleAuth' in answer)
          setChallenge({ kind: 'google', secretHash: answer.secretHash, email: answer.email });
        else setChallenge({ kind: 'email', secretHash: answer.secretHash, email: answer.email });
      })
      .catch((error: unknown) => setMessages(errorMessages(error)));
  }, []);

  if (challenge) {
    return (
      <AuthLayout title="Two-factor verification">
        <LoginCodeStep challenge={challenge} onVerified={finish} onBack={() => void navigate('/login')} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Signing in with Google">
      {messages.length > 0 ? (
        <Stack spacing={2}>
          <Alert severity="error">
            {messages.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
          <Typography variant="body2">
            <Link component={RouterLink} to="/login" underline="always">
              Back to sign in
            </Link>
          </Typography>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Checking your Google account…</Typography>
        </Stack>
      )}
    </AuthLayout>
  );
}
