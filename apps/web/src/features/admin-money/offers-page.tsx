import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountMatch, AccountOffersView } from '@liner/domain';
import { OperatorOnly } from '../../app/operator-only.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { PageHeading } from '../../ui/page-heading.js';
import { SectionCard } from '../../ui/section-card.js';
import { useToasts } from '../../ui/toasts.js';
import { AccountPicker } from './account-picker.js';
import { useAccountOffersQuery, useUpdateAccountOffersMutation } from './offers-api.js';

/** /user-portal/admin/offers — offer an account the priority agreement or a royalty advance. */
export default function OffersPage() {
  return (
    <OperatorOnly>
      <Offers />
    </OperatorOnly>
  );
}

function Offers() {
  const [account, setAccount] = useState<AccountMatch | null>(null);
  const offers = useAccountOffersQuery(account?.userId ?? null);
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <PageHeading title="Offers" />
      <Typography color="text.secondary">
        Offer an account the priority agreement or a royalty advance. The account answers in a dialog the next time it
        opens the portal.
      </Typography>
      <AccountPicker purpose="account" chosen={account} onChoose={setAccount} />
      {offers.isPending && account && <ListSkeleton rows={2} label="Loading the offers" />}
      {offers.isError && <ErrorAlert error={offers.error} />}
      {offers.data && <AccountOffers view={offers.data} />}
    </Stack>
  );
}

function AccountOffers({ view }: { view: AccountOffersView }) {
  const update = useUpdateAccountOffersMutation(view.userId);
  const toasts = useToasts();
  const change = (body: { priority?: boolean; advance?: boolean }, done: string) =>
    update.mutate(body, { onSuccess: () => toasts.push({ message: done, type: 'success' }) });
  const { advance, estimate } = view;
  const priorityState = view.priorityAccepted
    ? `Signed ${view.prioritySignedAt?.slice(0, 10) ?? ''}`
    : view.priorityMember
      ? 'Offered, not signed yet'
      : 'Not offered';

  return (
    <Stack spacing={2}>
      <ErrorAlert error={update.error ?? undefined} />
      <SectionCard
        id="priority-offer"
        title="Priority account"
        description="Royalties stay at 100%; the account skips the subscription and signs the agreement in the portal."
        action={
          view.priorityMember ? (
            <Button
              color="error"
              loading={update.isPending}
              onClick={() => change({ priority: false }, 'Priority withdrawn')}
            >
              Withdraw priority
            </Button>
          ) : (
            <Button
              variant="contained"
              loading={update.isPending}
              onClick={() => change({ priority: true }, 'Priority offered')}
            >
              Offer priority
            </Button>
          )
        }
      >
        <Chip label={priorityState} color={view.priorityAccepted ? 'success' : 'default'} />
      </SectionCard>
      <SectionCard
        id="advance-offer"
        title="Royalty advance"
        description="Half of the last 12 months' earnings, repaid automatically from later statements."
        action={
          advance && !advance.acceptedAt ? (
            <Button
              color="error"
              loading={update.isPending}
              onClick={() => change({ advance: false }, 'Advance withdrawn')}
            >
              Withdraw advance
            </Button>
          ) : (
            <Button
              variant="contained"
              loading={update.isPending}
              disabled={estimate.total === null || (advance !== null && advance.outstanding !== '0.00')}
              onClick={() => change({ advance: true }, 'Advance offered')}
            >
              Offer advance
            </Button>
          )
        }
      >
        <Stack spacing={0.5}>
          <Typography variant="body2">
            Estimate today: {estimate.total === null ? 'none (too little history)' : `$${estimate.total}`} — earned $
            {estimate.trailingEarnings} in {estimate.monthsWithEarnings} of the last 12 months.
          </Typography>
          {advance && (
            <Typography variant="body2">
              {advance.acceptedAt
                ? `Advance of $${advance.amount} taken ${advance.acceptedAt.slice(0, 10)}; $${advance.outstanding} still to repay.`
                : `Advance of $${advance.amount} offered ${advance.offeredAt.slice(0, 10)}, waiting for the account.`}
            </Typography>
          )}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
