import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

/**
 * For someone who chose "Do it later" at the portal set-up: what is still missing, and the way
 * back to it. Shown on the dashboard and on every "finish setting up" screen.
 */
export function FinishSetupAlert({ reason }: { reason?: string }) {
  return (
    <Alert
      severity="info"
      variant="outlined"
      action={
        <Button component={RouterLink} to="/user-portal/init" color="inherit" variant="outlined" size="small">
          Finish setting up
        </Button>
      }
      sx={{ alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
    >
      <AlertTitle sx={{ mb: 0 }}>Your portal is not set up yet</AlertTitle>
      {reason ?? 'Add your legal name, your artist or label name and your address to use every part of Liner.'}
    </Alert>
  );
}
