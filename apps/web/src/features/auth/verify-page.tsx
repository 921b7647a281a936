import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useSession } from '../../app/session.js';
import { HttpError } from '../../lib/http.js';
import { useVerifyEmailMutation } from './api.js';
import { AuthLayout } from './auth-layout.js';
import { errorMessages } from '../../ui/server-errors.js';

type VerifyState =
  | { kind: 'pending' }
  | { kind: 'confirmed' }
  | { kind: 'failed'; messages: string[]; isLinkProblem: boolean };

/** /register/verify/:token — the link from the confirmation e-mail. */
export default function VerifyPage() {
  const { token = '' } = useParams();
  // Confirming signs nobody in (a mailed link must not skip the second factor): the signed-in go on, others sign in.
  const { status } = useSession();
  const verify = useVerifyEmailMutation();
  const [state, setState] = useState<VerifyState>({ kind: 'pending' });
  // The token is single-use: StrictMode's second effect run must not spend it twice.
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (startedFor.current === token) return;
    startedFor.current = token;
    verify
      .mutateAsync(token)
      .then(() => setState({ kind: 'confirmed' }))
      .catch((error: unknown) => {
        const isLinkProblem = error instanceof HttpError && [400, 404, 409, 410, 422].includes(error.status);
        setState({ kind: 'failed', messages: errorMessages(error), isLinkProblem });
      });
  }, [token, verify]);

  if (state.kind === 'pending') {
    return (
      <AuthLayout title="Confirming your e-mail">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>One moment while we confirm your account…</Typography>
        </Stack>
      </AuthLayout>
    );
  }

  if (state.kind === 'confirmed') {
    return (
      <AuthLayout title="E-mail confirmed">
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
            <CheckCircleOutlined color="success" aria-hidden />
            <Typography>
              {status === 'authenticated'
                ? 'Your e-mail address is confirmed. Your account is ready.'
                : 'Your e-mail address is confirmed. Sign in to continue.'}
            </Typography>
          </Stack>
          {status === 'authenticated' ? (
            <Button component={RouterLink} to="/user-portal" variant="contained" size="large">
              Go to your dashboard
            </Button>
          ) : (
            <Button component={RouterLink} to="/login" variant="contained" size="large">
              Sign in
            </Button>
          )}
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="This link did not work">
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error" role="alert" sx={{ width: '100%', whiteSpace: 'pre-line' }}>
          {state.isLinkProblem
            ? 'This confirmation link has already been used or has expired.'
            : state.messages.join('\n')}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          If you already confirmed your e-mail, just sign in. Otherwise sign in and ask for a new link from your
          dashboard.
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained">
          Go to sign in
        </Button>
      </Stack>
    </AuthLayout>
  );
}
