import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Album from '@mui/icons-material/Album';
import Inbox from '@mui/icons-material/Inbox';
import History from '@mui/icons-material/History';
import SupportAgent from '@mui/icons-material/SupportAgentOutlined';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import { pathTo } from '../../app/routes.js';
import { FinishSetupAlert } from '../../ui/finish-setup-alert.js';
import { useSession } from '../../app/session.js';
import type { DashboardListItem } from '@liner/domain';
import {
  useDashboardActivityQuery,
  useDashboardReleasesQuery,
  useDashboardSubmissionsQuery,
  useDashboardTicketsQuery,
} from './api.js';
import { CollaboratorPage } from './collaborator-page.js';
import { ConfirmEmailBanner } from './confirm-email-banner.js';
import { DashboardListCard } from './dashboard-list-card.js';
import { greeting } from './greeting.js';
import { IdentityNotice } from './identity-notice.js';
import { SupportSearch } from './support-search.js';
import { WalletCard } from './wallet-card.js';

/** /user-portal — the dashboard: wallet, latest releases, submissions, support tickets and recent activity. */
/** Ticket rows are "ticket-{id}": they open the ticket's thread. */
function ticketLink(item: DashboardListItem): string | null {
  const id = /^ticket-(\d+)$/.exec(item.id)?.[1];
  return id ? pathTo('support.message-thread', { id }) : null;
}

export default function DashboardPage() {
  const { user } = useSession();
  // A collaborator's portal is restricted: no account figures, so no dashboard lists to ask for.
  if (user?.type === 'collaborator') return <CollaboratorPage />;
  return <AccountDashboard />;
}

function AccountDashboard() {
  const { user } = useSession();
  const releases = useDashboardReleasesQuery();
  const submissions = useDashboardSubmissionsQuery();
  const activity = useDashboardActivityQuery();
  const tickets = useDashboardTicketsQuery();

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack useFlexGap direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
            {greeting(user)}
          </Typography>
          {user?.priorityMember && user.priorityAccepted && (
            <Chip icon={<WorkspacePremium />} label="Priority Account" color="secondary" size="small" />
          )}
        </Stack>
        <Stack sx={{ width: { xs: '100%', md: 360 } }}>
          <SupportSearch />
        </Stack>
      </Stack>
      {user && !user.confirmed && <ConfirmEmailBanner email={user.email} />}
      {user && !user.hasCompletedInit && <FinishSetupAlert />}
      {user?.hasCompletedInit && <IdentityNotice />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <WalletCard />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <DashboardListCard
            title="Latest releases"
            icon={<Album />}
            query={releases}
            errorText="Something went wrong"
            more={{ label: 'All releases', to: pathTo('portal.releases', { page: 1 }) }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DashboardListCard title="Submissions" icon={<Inbox />} query={submissions} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DashboardListCard
            title="Support tickets"
            icon={<SupportAgent />}
            query={tickets}
            linkOf={ticketLink}
            more={{ label: 'All tickets', to: pathTo('support.index') }}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <DashboardListCard title="Recent activity" icon={<History />} query={activity} />
        </Grid>
      </Grid>
    </Stack>
  );
}
