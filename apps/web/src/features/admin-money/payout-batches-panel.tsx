import { batchProviderLabel } from './batch-provider-label.js';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PayoutBatchRow } from '@liner/domain';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { moneyText } from '../../ui/money-text.js';
import { errorMessages } from '../../ui/server-errors.js';
import { TablePager } from '../../ui/table-pager.js';
import { useToasts } from '../../ui/toasts.js';
import { formatMoment } from '../../lib/format.js';
import { downloadPayoutBatch, useMarkBatchPaidMutation, usePayoutBatchesQuery } from './api.js';
import { isProviderBatch, ProviderBatchButtons, ProviderBatchProblem } from './provider-batch-actions.js';

/**
 * Exported batches: download the file again, submit a provider's batch again or sync it, and mark
 * a batch paid once the provider has paid it.
 */
export function PayoutBatchesPanel() {
  const [page, setPage] = useState(1);
  const batches = usePayoutBatchesQuery(page);
  const markPaid = useMarkBatchPaidMutation();
  const toasts = useToasts();
  const [confirming, setConfirming] = useState<PayoutBatchRow | null>(null);
  // The last refusal or failed call of each batch's submit/sync, shown under its row.
  const [problems, setProblems] = useState<Record<number, unknown>>({});
  const data = batches.data;

  const download = async (batch: PayoutBatchRow) => {
    try {
      await downloadPayoutBatch(batch.id);
    } catch (error) {
      toasts.push({ message: errorMessages(error).join('\n'), type: 'error' });
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 3, overflow: 'hidden' }}
      component="section"
      aria-labelledby="batches"
    >
      <Typography id="batches" component="h2" variant="h6" sx={{ fontWeight: 700, px: 2, pt: 2 }}>
        Batches
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
        Payouts of a batch show as sending to the artists until you mark the batch paid, or until its payment provider
        reports them paid or returned (asked twice an hour, or now with Sync).
      </Typography>
      {batches.isPending && <ListSkeleton rows={2} square={false} label="Loading batches" />}
      {batches.isError && (
        <Stack sx={{ p: 2 }}>
          <ErrorAlert error={batches.error} />
        </Stack>
      )}
      {data && data.data.length === 0 && <EmptyState message="Nothing here yet ... exported batches appear here." />}
      {data && data.data.length > 0 && (
        <List aria-label="Payout batches">
          {data.data.map((batch) => (
            <ListItem key={batch.id} divider sx={{ gap: 2, flexWrap: 'wrap' }}>
              <Stack sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  Batch #{batch.id} · {batch.count} {batch.count === 1 ? 'payout' : 'payouts'} ·{' '}
                  {moneyText(batch.total, batch.currency)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {formatMoment(batch.createdAt)} · {batchProviderLabel(batch.provider)}
                  {batch.returnedCount > 0 ? ` · ${batch.returnedCount} returned` : ''}
                  {batch.paidAt ? ` · paid ${formatMoment(batch.paidAt)}` : ''}
                  {isProviderBatch(batch) && !batch.providerBatchId && batch.status === 'sending'
                    ? ` · not accepted by ${batchProviderLabel(batch.provider)} yet`
                    : ''}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  variant="outlined"
                  color={batch.status === 'paid' ? 'success' : 'info'}
                  label={batch.status === 'paid' ? 'Paid' : 'Sending'}
                />
                <ProviderBatchButtons
                  batch={batch}
                  onRefused={(problem) => setProblems((current) => ({ ...current, [batch.id]: problem }))}
                />
                <Button size="small" onClick={() => void download(batch)} aria-label={`Download batch ${batch.id}`}>
                  Download CSV
                </Button>
                {batch.status === 'sending' && (
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => setConfirming(batch)}
                    aria-label={`Mark batch ${batch.id} paid`}
                  >
                    Mark paid
                  </Button>
                )}
              </Stack>
              <ProviderBatchProblem problem={problems[batch.id]} />
            </ListItem>
          ))}
        </List>
      )}
      <TablePager page={data} onPageChange={setPage} />
      {confirming && (
        <ConfirmDialog
          title={`Mark batch #${confirming.id} paid`}
          confirmLabel="Mark paid"
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            await markPaid.mutateAsync(confirming.id);
            toasts.push({ message: `Batch #${confirming.id} marked paid`, type: 'success' });
          }}
        >
          Confirm only once the provider has paid it: every payout of the batch still sending becomes paid, and the
          artists are told.
        </ConfirmDialog>
      )}
    </Paper>
  );
}
