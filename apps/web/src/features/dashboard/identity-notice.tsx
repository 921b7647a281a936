import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { pathTo } from '../../app/routes.js';
import { useSession } from '../../app/session.js';
import { useIdentityStatusQuery } from '../../lib/identity-status.js';

/**
 * A reminder when payouts wait for the identity: always after a rejection, and when the operator
 * requires a verified identity that is not there yet (nothing while photos are being checked).
 * Only the owner verifies, so nothing is asked while acting for another account.
 */
export function IdentityNotice() {
  const { me } = useSession();
  const status = useIdentityStatusQuery({ enabled: !!me && !me.acting });
  const data = status.data;
  if (!data) return null;
  const { flags, check } = data;
  const isWaiting = check?.status === 'submitted' || check?.status === 'processing';
  const isRejected = flags.rejected && !flags.bypassed;
  const isMissing = data.requiredForPayouts && !flags.verified && !flags.bypassed && !isWaiting;
  if (!isRejected && !isMissing) return null;
  return (
    <Alert
      severity={isRejected ? 'error' : 'info'}
      variant="outlined"
      action={
        <Button
          component={RouterLink}
          to={pathTo('portal.verification')}
          color="inherit"
          variant="outlined"
          size="small"
        >
          {isRejected ? 'Try again' : 'Verify identity'}
        </Button>
      }
      sx={{ alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
    >
      <AlertTitle sx={{ mb: 0 }}>
        {isRejected ? 'Your identity verification was not accepted' : 'Verify your identity to receive payouts'}
      </AlertTitle>
      {isRejected
        ? 'Payouts are blocked until a new verification is accepted.'
        : 'Payouts are sent once an identity document and a selfie are checked.'}
    </Alert>
  );
}
