import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Google from '@mui/icons-material/Google';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useGoogleSignInStatus, useStartGoogleSignInMutation } from './api.js';

/**
 * "Continue with Google", shown only when the server has Google sign-in set up: it sends the
 * browser to Google, which sends it back to /callback/google. Signs in or registers alike.
 */
export function GoogleSignInButton() {
  const status = useGoogleSignInStatus();
  const start = useStartGoogleSignInMutation();
  const [error, setError] = useState<unknown>(null);
  if (!status.data?.enabled) return null;

  const go = async () => {
    setError(null);
    try {
      const { url } = await start.mutateAsync();
      window.location.assign(url);
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <Stack spacing={2.5} sx={{ mb: 2.5 }}>
      <ErrorAlert error={error} />
      <Button variant="outlined" size="large" fullWidth startIcon={<Google />} onClick={go} loading={start.isPending}>
        Continue with Google
      </Button>
      <Divider>or</Divider>
    </Stack>
  );
}
