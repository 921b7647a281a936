import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../app/routes.js';
import { PageHeading } from '../../ui/page-heading.js';

/**
 * The portal home of a collaborator account: what it can and cannot do, and the way to a full
 * artist or label account (billing).
 */
export function CollaboratorPage() {
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 760 }}>
      <PageHeading title="Collaborator account" />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <Typography>
            Your account is a collaborator account: it has limited access. You can look at the releases you were invited
            to, but not create releases, see earnings, take payouts or use the programmes.
          </Typography>
          <Typography>Upgrade to an artist or label account to distribute your own music.</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" component={RouterLink} to={pathTo('portal.billing')}>
              Upgrade Account
            </Button>
            <Button component={RouterLink} to={pathTo('portal.releases', { page: 1 })}>
              Releases
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
