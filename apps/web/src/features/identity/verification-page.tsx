import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IdentityVerificationStatus } from '@liner/domain';
import { useVerificationEligibilityQuery } from '../../lib/account-checks.js';
import { isForbidden } from '../../lib/http.js';
import { useIdentityStatusQuery } from '../../lib/identity-status.js';
import { PageHeading } from '../../ui/page-heading.js';
import { errorMessages } from '../../ui/server-errors.js';
import { ErrorState } from '../../ui/status-state.js';
import { EligibilityAlert } from './eligibility-alert.js';
import { VerificationForm } from './verification-form.js';
import { VerificationStatusCard } from './verification-status-card.js';

const BACK = { to: '/user-portal', label: 'Dashboard' };

/** Leaving for the hosted provider's page is a real navigation (it comes back to this page). */
const goTo = (url: string) => window.location.assign(url);

/** /user-portal/verification — the person's identity verification: its state, and the way to start or retry it. */
export default function VerificationPage({ onHosted = goTo }: { onHosted?: (url: string) => void }) {
  const status = useIdentityStatusQuery();
  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 760 }}>
      <PageHeading title="Identity verification" />
      {isForbidden(status.error) ? (
        <Alert severity="info">
          Only the account&apos;s owner verifies their identity: a manager or a team member cannot do it for them.
        </Alert>
      ) : status.isError ? (
        <ErrorState
          message={errorMessages(status.error).join('\n')}
          onRetry={() => void status.refetch()}
          back={BACK}
        />
      ) : !status.data ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading your verification">
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : (
        <Verification status={status.data} onHosted={onHosted} />
      )}
    </Stack>
  );
}

/** The intro speaks of what is still to come, so it goes once the check is decided (the card says how). */
function introText(status: IdentityVerificationStatus): string | null {
  const decided = status.check && ['approved', 'bypassed', 'rejected'].includes(status.check.status);
  if (decided) return null;
  return status.requiredForPayouts
    ? 'Payouts are sent once your identity is verified.'
    : 'Confirming who you are keeps your payouts safe; a rejected verification blocks payouts until a new one is accepted.';
}

function Verification({ status, onHosted }: { status: IdentityVerificationStatus; onHosted(url: string): void }) {
  const { check, provider } = status;
  const [isRetrying, setRetrying] = useState(false);
  const isOpen = !check || check.status === 'requested';
  const hostedUrl = check?.status === 'requested' ? check.hosted?.url : null;
  const mayStart = isOpen || check?.status === 'rejected';
  // Asked only when a check could be started; on an error the form shows and the server decides.
  const eligibility = useVerificationEligibilityQuery({ enabled: mayStart });
  const blockedBy = eligibility.data?.eligible === false ? eligibility.data.missing : null;
  const showForm = isOpen || (check?.status === 'rejected' && isRetrying);
  const intro = introText(status);
  return (
    <Stack spacing={2}>
      {intro && <Typography color="text.secondary">{intro}</Typography>}
      <VerificationStatusCard
        check={check}
        action={
          check?.status === 'rejected' && !isRetrying && !blockedBy ? (
            <Button color="inherit" size="small" onClick={() => setRetrying(true)}>
              Try again
            </Button>
          ) : hostedUrl ? (
            <Button color="inherit" size="small" onClick={() => onHosted(hostedUrl)}>
              Continue on Stripe
            </Button>
          ) : undefined
        }
      />
      {mayStart && blockedBy ? (
        <EligibilityAlert missing={blockedBy} />
      ) : (
        showForm &&
        (eligibility.isPending ? (
          <Skeleton variant="rounded" height={220} aria-label="Checking whether you can verify" />
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <VerificationForm
              // A new check (after a rejection) starts from empty fields.
              key={isOpen ? (check?.id ?? 'new') : 'retry'}
              open={isOpen ? check : null}
              provider={provider}
              onHosted={onHosted}
            />
          </Paper>
        ))
      )}
    </Stack>
  );
}
