import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PAYOUT_METHOD_LABELS, type ExportPayoutsResponse } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { errorMessages } from '../../ui/server-errors.js';
import { TablePager } from '../../ui/table-pager.js';
import { useToasts } from '../../ui/toasts.js';
import { RejectPayoutDialog } from './reject-payout-dialog.js';
import { OperatorOnly } from '../../app/operator-only.js';
import { EmptyState } from '../../ui/empty-state.js';
import { formatMoment, positiveInt } from '../../lib/format.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { PageHeading } from '../../ui/page-heading.js';
import {
  downloadPayoutBatch,
  useAdminPayoutsQuery,
  useApprovePayoutMutation,
  useExportPayoutsMutation,
  type PayoutFilter,
} from './api.js';
import { PayoutBatchesPanel } from './payout-batches-panel.js';
import { ExportedBatchesAlert } from './exported-batches-alert.js';
import { FeesAndTaxPanel } from './fees-and-tax-panel.js';

const FILTERS: PayoutFilter[] = ['pending', 'approved', 'sending', 'paid', 'returned', 'rejected'];
const LABEL: Record<PayoutFilter, string> = {
  pending: 'Pending',
  approved: 'Approved',
  sending: 'Sending',
  paid: 'Paid',
  returned: 'Returned',
  rejected: 'Rejected',
};

/** /user-portal/admin/payouts — approve or reject requests, export approved ones as a batch. */
export default function PayoutsDeskPage() {
  return (
    <OperatorOnly>
      <PayoutsDesk />
    </OperatorOnly>
  );
}

function PayoutsDesk() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = FILTERS.find((item) => item === searchParams.get('status')) ?? 'pending';
  const page = positiveInt(searchParams.get('page') ?? undefined, 1);
  const payouts = useAdminPayoutsQuery(status, page);
  const approve = useApprovePayoutMutation();
  const exporter = useExportPayoutsMutation();
  const toasts = useToasts();
  const [rejecting, setRejecting] = useState<{ id: number; action: 'reject' | 'return' } | null>(null);
  const [exported, setExported] = useState<ExportPayoutsResponse | null>(null);
  const data = payouts.data;

  const approveOne = async (id: number) => {
    try {
      await approve.mutateAsync(id);
      toasts.push({ message: `Payout #${id} approved`, type: 'success' });
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    }
  };

  // The batches are recorded on the server (those for a provider sent to it), then the files the
  // operator pays by hand are saved in this browser.
  const exportBatch = async () => {
    try {
      const answer = await exporter.mutateAsync('providers');
      setExported(answer);
      for (const batch of answer.batches) if (batch.provider === 'local') await downloadPayoutBatch(batch.batchId);
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    }
  };

  return (
    <Stack spacing={2} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <PageHeading title="Payouts">
        <Button variant="contained" onClick={() => void exportBatch()} loading={exporter.isPending}>
          Export batch
        </Button>
      </PageHeading>
      <Typography color="text.secondary">
        Approve or reject payout requests. Export puts approved payouts into one batch per payment provider: those a
        provider pays are sent to it, the rest are downloaded as a file for you to pay. Payouts stay sending until the
        provider reports them paid or you mark the batch paid.
      </Typography>
      {exported && <ExportedBatchesAlert exported={exported} onClose={() => setExported(null)} />}
      <Tabs
        value={status}
        onChange={(_event, next: PayoutFilter) => setSearchParams({ status: next })}
        variant="scrollable"
        aria-label="Payout status"
      >
        {FILTERS.map((item) => (
          <Tab key={item} value={item} label={LABEL[item]} />
        ))}
      </Tabs>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {payouts.isPending && <ListSkeleton rows={3} square={false} label="Loading payouts" />}
        {payouts.isError && (
          <Stack sx={{ p: 2 }}>
            <ErrorAlert error={payouts.error} />
          </Stack>
        )}
        {data && data.data.length === 0 && (
          <EmptyState message={`Nothing here yet ... no ${LABEL[status].toLowerCase()} payouts.`} />
        )}
        {data && data.data.length > 0 && (
          <List disablePadding aria-label={`${LABEL[status]} payouts`}>
            {data.data.map((row) => (
              <ListItem key={row.id} divider sx={{ gap: 2, flexWrap: 'wrap' }}>
                <Stack sx={{ flex: '1 1 260px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    #{row.id} · {row.amount} to {PAYOUT_METHOD_LABELS[row.type]} · {row.userEmail}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {formatMoment(row.date)} · fee {row.fee}
                    {row.withheld !== '0.00' ? ` · withheld ${row.withheld}` : ''} · net {row.net} · {row.destination}
                    {row.batchId ? ` · batch #${row.batchId}` : ''}
                  </Typography>
                  {row.reason && (
                    <Typography variant="body2" color="error">
                      Reason: {row.reason}
                    </Typography>
                  )}
                </Stack>
                {row.status === 'pending' ? (
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="contained"
                      onClick={() => void approveOne(row.id)}
                      disabled={approve.isPending}
                      aria-label={`Approve payout ${row.id}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRejecting({ id: row.id, action: 'reject' })}
                      aria-label={`Reject payout ${row.id}`}
                    >
                      Reject
                    </Button>
                  </Stack>
                ) : (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Chip size="small" variant="outlined" label={LABEL[row.status]} />
                    {(row.status === 'sending' || row.status === 'paid') && (
                      <Button
                        size="small"
                        color="warning"
                        onClick={() => setRejecting({ id: row.id, action: 'return' })}
                        aria-label={`Mark payout ${row.id} returned`}
                      >
                        Returned
                      </Button>
                    )}
                  </Stack>
                )}
              </ListItem>
            ))}
          </List>
        )}
        <TablePager page={data} onPageChange={(next) => setSearchParams({ status, page: String(next) })} />
      </Paper>
      <PayoutBatchesPanel />
      <FeesAndTaxPanel />
      {rejecting !== null && (
        <RejectPayoutDialog id={rejecting.id} action={rejecting.action} onClose={() => setRejecting(null)} />
      )}
    </Stack>
  );
}
