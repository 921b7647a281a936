import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { pathTo } from '../routes.js';
import { useSession } from '../session.js';

/**
 * Across the portal while a renewal has failed and the grace period runs: the portal stays open,
 * and this says so and leads to the card. Not on the billing page itself, which shows the same
 * state in full.
 */
export function GracePeriodBanner() {
  const { me } = useSession();
  const { pathname } = useLocation();
  const billing = pathTo('portal.billing');
  if (!me?.subscription.gracePeriod || pathname === billing) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      action={
        <Button component={RouterLink} to={billing} color="inherit" variant="outlined" size="small">
          Update card
        </Button>
      }
      sx={{ mb: 2, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
    >
      <AlertTitle sx={{ mb: 0 }}>Your last payment did not go through</AlertTitle>
      Your portal stays open for a few days while we try again. Update your card to keep your subscription.
    </Alert>
  );
}
