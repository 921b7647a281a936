import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Album from '@mui/icons-material/Album';
import Inbox from '@mui/icons-material/Inbox';
import SupportAgent from '@mui/icons-material/SupportAgent';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import { useSession } from '../../app/session.js';
import { useDashboardReleasesQuery, useDashboardSubmissionsQuery, useDashboardTicketsQuery } from './api.js';
import { ConfirmEmailBanner } from './confirm-email-banner.js';
import { DashboardListCard } from './dashboard-list-card.js';
import { greeting } from './greeting.js';
import { SupportSearch } from './support-search.js';
import { WalletCard } from './wallet-card.js';

/** /user-portal — the dashboard. */
export default function DashboardPage() {
  const { user } = useSession();
  const releases = useDashboardReleasesQuery();
  const submissions = useDashboardSubmissionsQuery();
  const tickets = useDashboardTicketsQuery();

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Stack useFlexGap direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
            {greeting(user)}
          </Typography>
          {user?.priorityMember && (
            <Chip icon={<WorkspacePremium />} label="Priority Account" color="secondary" size="small" />
          )}
        </Stack>
        <Stack sx={{ width: { xs: '100%', md: 360 } }}>
          <SupportSearch />
        </Stack>
      </Stack>
      {user && !user.confirmed && <ConfirmEmailBanner email={user.email} />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6, lg: 3 }}>
          <WalletCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 3 }}>
          <DashboardListCard title="Latest releases" icon={<Album />} query={releases} errorText="Something went wrong" />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 3 }}>
          <DashboardListCard title="Submissions" icon={<Inbox />} query={submissions} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 3 }}>
          <DashboardListCard title="Support tickets" icon={<SupportAgent />} query={tickets} />
        </Grid>
      </Grid>
    </Stack>
  );
}
