import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExportedBatch, ExportPayoutsResponse } from '@liner/domain';
import { batchProviderLabel } from './batch-provider-label.js';

const payoutCount = (count: number) => `${count} ${count === 1 ? 'payout' : 'payouts'}`;

function describe(batch: ExportedBatch): string {
  const what = `Batch #${batch.batchId}: ${payoutCount(batch.count)}, ${batch.total} in total`;
  if (batch.error)
    return `${what}, not accepted by ${batchProviderLabel(batch.provider)} (${batch.error}). Submit it again from the batches below.`;
  if (batch.provider === 'local') return `${what}, downloaded. Mark it paid once you have paid it.`;
  // Stripe tells of each payout itself (its webhook) when the bank is paid.
  if (batch.provider === 'stripe')
    return `${what}, sent to Stripe as transfers. Each payout is marked paid when it reaches the bank.`;
  return `${what}, sent to ${batchProviderLabel(batch.provider)}. Sync it to see what was paid.`;
}

/** What an export made: one line per batch, and a warning when a provider refused one. */
export function ExportedBatchesAlert({ exported, onClose }: { exported: ExportPayoutsResponse; onClose(): void }) {
  if (exported.batches.length === 0)
    return (
      <Alert severity="info" onClose={onClose}>
        No approved payouts to export.
      </Alert>
    );
  const refused = exported.batches.some((batch) => batch.error);
  return (
    <Alert severity={refused ? 'warning' : 'success'} onClose={onClose}>
      <Stack spacing={0.5}>
        {exported.batches.map((batch) => (
          <Typography key={batch.batchId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {describe(batch)}
          </Typography>
        ))}
      </Stack>
    </Alert>
  );
}
