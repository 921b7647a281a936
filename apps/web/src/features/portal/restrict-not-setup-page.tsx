import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FinishSetupAlert } from '../../ui/finish-setup-alert.js';

/** /user-portal/restrict-not-setup — where the guard sends a "do it later" user from a page that needs the set-up. */
export default function RestrictNotSetupPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        Finish setting up
      </Typography>
      <FinishSetupAlert reason="This page needs your legal name and address: payouts, statements and contracts are made out to them. It takes a minute." />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to="/user-portal/init" variant="contained" size="large">
          Set up my portal
        </Button>
        <Button component={RouterLink} to="/user-portal" variant="outlined" size="large">
          Back to the dashboard
        </Button>
      </Stack>
    </Stack>
  );
}
