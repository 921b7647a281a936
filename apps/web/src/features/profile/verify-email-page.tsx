import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../app/session.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useVerifyEmailMutation } from './settings-api.js';

/** /user-portal/profile/verify/{token}: opening the mailed link confirms the address once. */
export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const { refresh } = useSession();
  const verify = useVerifyEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: React's development double effect must not spend the link twice.
    if (sent.current) return;
    sent.current = true;
    verify.mutate({ token }, { onSuccess: () => void refresh() });
  }, [token, verify, refresh]);

  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 560 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
        Confirm e-mail address
      </Typography>
      {verify.isPending && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography>Confirming the address…</Typography>
        </Stack>
      )}
      {verify.isSuccess && <Alert severity="success">{verify.data.message}</Alert>}
      {verify.isError && <Alert severity="error">{errorMessages(verify.error).join('\n')}</Alert>}
      <Button
        component={RouterLink}
        to="/user-portal/profile#additional-emails"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        Back to settings
      </Button>
    </Stack>
  );
}
