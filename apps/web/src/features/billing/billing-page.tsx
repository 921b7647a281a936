import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingResponse } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { formatDay } from '../../lib/format.js';
import { EmptyState } from '../../ui/empty-state.js';
import { PageHeading } from '../../ui/page-heading.js';
import { SectionCard } from '../../ui/section-card.js';
import { useBillingQuery } from './api.js';
import { BillingActions } from './billing-actions.js';
import { BillingStates } from './billing-states.js';
import { InvoicesTable } from './invoices-table.js';
import { PromoCodeCard } from './promo-code-card.js';
import { StateChip, SubscriptionSummary } from './subscription-summary.js';

/** /user-portal/billing — the plan, the card, the latest invoices and what can be changed. */
export default function BillingPage() {
  const billing = useBillingQuery();
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1000, minWidth: 0 }}>
      <PageHeading title="Billing" />
      <BillingStates query={billing} loadingLabel="Loading your billing">
        {(data) => <BillingContent billing={data} />}
      </BillingStates>
    </Stack>
  );
}

function StateNotice({ billing }: { billing: BillingResponse }) {
  if (billing.state === 'grace')
    return (
      <Alert severity="warning" role="status">
        <AlertTitle>Your last renewal did not go through</AlertTitle>
        Your portal stays open until {formatDay(billing.graceEndsAt)}. Update your card before then to keep your
        subscription.
      </Alert>
    );
  if (billing.state === 'cancelling')
    return (
      <Alert severity="info" role="status">
        Your subscription is cancelled and ends on {formatDay(billing.endsAt)}. Reinstate it to keep it running.
      </Alert>
    );
  if (billing.state === 'expired')
    return (
      <Alert severity="info" role="status">
        Your subscription ended on {formatDay(billing.endsAt)}. Subscribe again to carry on.
      </Alert>
    );
  return null;
}

function subscriptionDescription(billing: BillingResponse): string | undefined {
  // The collaborator page's Upgrade Account leads here: say what a plan does to the account.
  if (billing.accountType === 'collaborator')
    return 'Your account is a collaborator account. An artist plan makes it an artist account, a label plan a label account.';
  return billing.state === 'none' ? 'You have no subscription yet.' : undefined;
}

function BillingContent({ billing }: { billing: BillingResponse }) {
  return (
    <>
      <StateNotice billing={billing} />
      <SectionCard
        id="subscription"
        title="Subscription"
        description={subscriptionDescription(billing)}
        action={<StateChip state={billing.state} />}
      >
        <Stack spacing={3}>
          <SubscriptionSummary billing={billing} />
          <BillingActions billing={billing} />
        </Stack>
      </SectionCard>
      <PromoCodeCard />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="invoices-heading"
        sx={{ borderRadius: 3, overflow: 'hidden' }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}
        >
          <Typography id="invoices-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Invoices
          </Typography>
          <Button component={RouterLink} to={pathTo('portal.billing-history')} size="small">
            Billing history
          </Button>
        </Stack>
        {billing.invoices.length === 0 ? (
          <EmptyState message="No payments yet. Your invoices appear here once a payment has gone through." />
        ) : (
          <InvoicesTable rows={billing.invoices} label="Latest invoices" />
        )}
      </Paper>
    </>
  );
}
