import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PayoutBatchRow } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useToasts } from '../../ui/toasts.js';
import { useResubmitBatchMutation, useSyncBatchMutation } from './api.js';
import { batchProviderLabel } from './batch-provider-label.js';

/** Whether a batch went (or should have gone) to a payment provider's API rather than a file. */
export const isProviderBatch = (batch: PayoutBatchRow): boolean => batch.provider !== 'local';

/**
 * The buttons of a provider's batch still sending: "Submit again" while the provider has not
 * accepted it, "Sync" once it has (the server also asks on its own twice an hour).
 */
export function ProviderBatchButtons({ batch, onRefused }: { batch: PayoutBatchRow; onRefused(error: unknown): void }) {
  const resubmit = useResubmitBatchMutation();
  const sync = useSyncBatchMutation();
  const toasts = useToasts();
  const provider = batchProviderLabel(batch.provider);
  if (!isProviderBatch(batch) || batch.status !== 'sending') return null;

  const submitAgain = async () => {
    onRefused(null);
    try {
      const answer = await resubmit.mutateAsync(batch.id);
      if (answer.error) onRefused(answer.error);
      else toasts.push({ message: `Batch #${batch.id} sent to ${provider}`, type: 'success' });
    } catch (error) {
      onRefused(error);
    }
  };
  const syncNow = async () => {
    onRefused(null);
    try {
      const row = await sync.mutateAsync(batch.id);
      const returned = row.returnedCount > 0 ? `, ${row.returnedCount} returned` : '';
      toasts.push({
        message:
          row.status === 'paid'
            ? `Batch #${batch.id} is settled${returned}`
            : `Batch #${batch.id} synced with ${provider}: still sending${returned}`,
        type: 'success',
      });
    } catch (error) {
      onRefused(error);
    }
  };

  if (!batch.providerBatchId)
    return (
      <Button
        size="small"
        variant="outlined"
        onClick={() => void submitAgain()}
        loading={resubmit.isPending}
        aria-label={`Submit batch ${batch.id} to ${provider} again`}
      >
        Submit again
      </Button>
    );
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => void syncNow()}
      loading={sync.isPending}
      aria-label={`Sync batch ${batch.id} with ${provider}`}
    >
      Sync
    </Button>
  );
}

/** What went wrong with the last submit or sync of a batch: the provider's refusal or the server's answer. */
export function ProviderBatchProblem({ problem }: { problem: unknown }) {
  if (problem === null || problem === undefined) return null;
  return (
    <Box sx={{ width: '100%', overflowWrap: 'anywhere' }}>
      {typeof problem === 'string' ? (
        <Alert severity="warning" role="alert">
          Not accepted: {problem}
        </Alert>
      ) : (
        <ErrorAlert error={problem} />
      )}
    </Box>
  );
}
