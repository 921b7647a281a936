import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';

/** Where a finished (or abandoned) connection returns: the settings page's Connected platforms card. */
export const SETTINGS_PLATFORMS = '/user-portal/profile#platforms';

interface CallbackScreenProps {
  /** The service's name as a person reads it: "Spotify", "PayPal". */
  provider: string;
  /** Sends what the service put in the address (code, state, error) to the server; answers the success message. */
  complete(params: URLSearchParams): Promise<string>;
}

/**
 * The screen a service sends the browser back to after its consent page (one per service, same
 * look): it hands the address's parameters to the server once, then returns to the settings with
 * a toast, or says what went wrong with a way back.
 */
export function CallbackScreen({ provider, complete }: CallbackScreenProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [failure, setFailure] = useState<string[] | null>(null);
  // The state is single-use: StrictMode's second effect run must not send it twice.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    if (!params.get('state')) {
      setFailure([`This page is opened by ${provider} after you agree there. Start again from your settings.`]);
      return;
    }
    complete(params)
      .then((message) => {
        toasts.push({ message, type: 'success' });
        void navigate(SETTINGS_PLATFORMS, { replace: true });
      })
      .catch((error: unknown) => setFailure(errorMessages(error)));
  }, [complete, navigate, params, provider, toasts]);

  return (
    <Stack component="main" sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, width: '100%', maxWidth: 440 }}>
        <Stack spacing={2.5}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {failure ? `${provider} was not connected` : `Connecting ${provider}`}
          </Typography>
          {failure ? (
            <>
              <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
                {failure.join('\n')}
              </Alert>
              <Button
                component={RouterLink}
                to={SETTINGS_PLATFORMS}
                variant="contained"
                sx={{ alignSelf: 'flex-start' }}
              >
                Back to settings
              </Button>
            </>
          ) : (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={24} aria-hidden />
              <Typography>One moment while we finish connecting your {provider} account…</Typography>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
