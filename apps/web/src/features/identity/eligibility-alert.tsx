import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { VERIFICATION_MISSING } from '@liner/domain';
import { pathTo } from '../../app/routes.js';

/**
 * What stands between the person and starting a verification, in the server's words. The
 * document is compared with the profile's legal name and address, so that one links to them.
 */
export function EligibilityAlert({ missing }: { missing: string[] }) {
  const needsProfile = missing.includes(VERIFICATION_MISSING.completeProfile);
  return (
    <Alert
      severity="warning"
      aria-label="Before you verify"
      action={
        needsProfile ? (
          <Button color="inherit" size="small" component={RouterLink} to={`${pathTo('portal.profile')}#address`}>
            Open settings
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>You cannot verify yet</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {missing.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
    </Alert>
  );
}
