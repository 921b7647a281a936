import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { useSession } from '../../app/session.js';
import { pathTo } from '../../app/routes.js';
import { isForbidden } from '../../lib/http.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { PageHeading } from '../../ui/page-heading.js';
import { SectionCard } from '../../ui/section-card.js';
import { useManagerListQuery } from './api.js';
import { InviteForm } from './invite-form.js';
import { ManagerRows } from './manager-rows.js';
import { TeamForm } from './team-form.js';

/** /user-portal/managers — who may act for the account: invite, pending, permissions, team. */
export default function ManagersPage() {
  const { user } = useSession();
  const list = useManagerListQuery();
  const accepted = list.data?.managers ?? [];
  const managers = accepted.filter((row) => row.kind === 'manager');
  const team = accepted.filter((row) => row.kind === 'team-member');
  if (isForbidden(list.error))
    return (
      <Stack spacing={2} sx={{ py: 2 }}>
        <PageHeading title="Managers" />
        <Typography>Only the account owner decides who manages it.</Typography>
      </Stack>
    );
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <PageHeading title="Managers">
        <Typography color="text.secondary">
          People who act for your account, with the permissions you give them. Every change they make is in the{' '}
          <Link component={RouterLink} to={pathTo('portal.audit')}>
            audit trail
          </Link>
          . Money and settings stay yours.
        </Typography>
      </PageHeading>
      <SectionCard id="invite-manager" title="Invite a manager">
        <InviteForm />
      </SectionCard>
      <ErrorAlert error={list.error} />
      {list.isPending ? (
        <Skeleton variant="rounded" height={160} aria-label="Loading managers" />
      ) : (
        list.data && (
          <>
            <SectionCard id="pending-invitations" title="Pending invitations">
              <ManagerRows rows={list.data.pending} pending empty="No invitation waiting" label="Pending invitations" />
            </SectionCard>
            <SectionCard id="managers" title="Managers">
              <ManagerRows rows={managers} pending={false} empty="Nobody manages your account yet" label="Managers" />
            </SectionCard>
          </>
        )
      )}
      {(user?.type === 'label' || team.length > 0) && (
        <SectionCard id="team" title="Team members" description="Your label's staff, each with a role.">
          <Stack spacing={2}>
            {!list.isPending && (
              <ManagerRows rows={team} pending={false} empty="No team member yet" label="Team members" />
            )}
            {user?.type === 'label' && <TeamForm />}
          </Stack>
        </SectionCard>
      )}
    </Stack>
  );
}
