import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BILLING_ERROR_CODES, type BillingInitResponse, type PaymentMethodInput } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { HttpError } from '../../lib/http.js';
import { EmptyState } from '../../ui/empty-state.js';
import { PageHeading } from '../../ui/page-heading.js';
import { SectionCard } from '../../ui/section-card.js';
import { useToasts } from '../../ui/toasts.js';
import { useBillingInitQuery, useBillingQuery, useSubscribeMutation } from './api.js';
import { BillingStates } from './billing-states.js';
import { CardEntry } from './card-entry.js';
import { PlanChoice } from './plan-choice.js';
import { planPriceText } from './plan-text.js';

/** /subscribe — choose a plan, enter a card, subscribe. Reachable without a subscription (guard rule 6). */
export default function SubscribePage() {
  const billing = useBillingQuery();
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1000, minWidth: 0 }}>
      <PageHeading title="Choose your plan" />
      <BillingStates query={billing} loadingLabel="Loading your subscription">
        {(summary) =>
          summary.actions.subscribe ? (
            <PlansAndCard />
          ) : (
            <Alert
              severity="info"
              role="status"
              action={
                <Button component={RouterLink} to={pathTo('portal.billing')} color="inherit" size="small">
                  Go to billing
                </Button>
              }
            >
              You already have a subscription. Change your plan or card on the billing page.
            </Alert>
          )
        }
      </BillingStates>
    </Stack>
  );
}

/** Asked only of an account that may subscribe: with Stripe, `init` makes a setup intent. */
function PlansAndCard() {
  const init = useBillingInitQuery();
  return (
    <BillingStates query={init} loadingLabel="Loading the plans">
      {(answer) => <SubscribeForm init={answer} onPlansChanged={() => void init.refetch()} />}
    </BillingStates>
  );
}

function SubscribeForm({ init, onPlansChanged }: { init: BillingInitResponse; onPlansChanged(): void }) {
  const [searchParams] = useSearchParams();
  const asked = init.plans.find((plan) => plan.id === searchParams.get('plan'));
  const [planId, setPlanId] = useState<string | null>(asked?.id ?? init.plans[0]?.id ?? null);
  // One key per visit: a retried or double-clicked submission charges once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const subscribe = useSubscribeMutation();
  const toasts = useToasts();
  const navigate = useNavigate();
  const plan = init.plans.find((candidate) => candidate.id === planId) ?? null;

  if (init.plans.length === 0)
    return (
      <EmptyState message="No plan is on sale yet. The operator of this install has not set one up; try again later." />
    );

  const pay = async (paymentMethod: PaymentMethodInput) => {
    if (!planId) return;
    try {
      const answer = await subscribe.mutateAsync({ body: { planId, paymentMethod }, idempotencyKey });
      toasts.push({ message: answer.message, type: 'success' });
      await navigate(pathTo('portal.billing'));
    } catch (error) {
      // A refused card is a new attempt; an unknown plan means the list changed under the page.
      setIdempotencyKey(crypto.randomUUID());
      if (error instanceof HttpError && error.code === BILLING_ERROR_CODES.UNKNOWN_PLAN) onPlansChanged();
      throw error;
    }
  };

  const trial = plan && plan.trialDays > 0;
  return (
    <Stack spacing={3}>
      <SectionCard id="plans" title="Plan" description="Each plan renews at the end of its period until you cancel.">
        <PlanChoice plans={init.plans} value={planId} onChange={setPlanId} />
      </SectionCard>
      <SectionCard
        id="card"
        title="Card"
        description={
          plan
            ? trial
              ? `Nothing is charged today. After the ${plan.trialDays}-day trial you pay ${planPriceText(plan)} until you cancel.`
              : `You pay ${planPriceText(plan)} today, then each ${plan.interval} until you cancel.`
            : 'Choose a plan first.'
        }
      >
        <Stack sx={{ maxWidth: 480 }}>
          <CardEntry
            payment={init.payment}
            submitLabel={trial ? 'Start free trial' : 'Subscribe'}
            disabled={!plan}
            onPaymentMethod={pay}
          />
        </Stack>
      </SectionCard>
      <Typography variant="body2" color="text.secondary">
        You can cancel at any time on the billing page; the plan then runs to the end of the period you paid for.
      </Typography>
    </Stack>
  );
}
