import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Sync from '@mui/icons-material/Sync';
import { formatMoment } from '../../lib/format.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useRefreshStatus, useStartRefreshMutation } from './api.js';

/** The refresh from the platforms: its button, and what the last refresh did or is doing. */
export function RefreshControl({ mayManage }: { mayManage: boolean }) {
  const { query, allowRefresh } = useRefreshStatus();
  const start = useStartRefreshMutation();
  const status = query.data;
  // A status check that fails says nothing about the refresh: the button is usable again (the rule).
  const running = (status?.status === 'running' && !query.isError) || start.isPending;
  return (
    <Stack spacing={1.5} sx={{ px: 2, pt: 2, pb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {mayManage && (
          <Button
            variant="outlined"
            startIcon={<Sync />}
            onClick={() => start.mutate()}
            loading={running}
            loadingPosition="start"
            disabled={!allowRefresh}
          >
            {running ? 'Refreshing…' : 'Refresh from platforms'}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
          {running && 'Asking your platforms…'}
          {query.isError && 'The refresh status could not be read.'}
          {status?.status === 'finished' && `Last refreshed ${formatMoment(status.finished_at)}.`}
          {status?.status === 'idle' && 'Never refreshed.'}
          {status?.next_refresh_at && ` Next refresh from ${formatMoment(status.next_refresh_at)}.`}
        </Typography>
      </Stack>
      {status?.status === 'finished' && status.message && <Alert severity="info">{status.message}</Alert>}
      {status?.status === 'failed' && status.message && (
        <Alert severity="error" role="alert">
          {status.message}
        </Alert>
      )}
      <ErrorAlert error={start.error ?? undefined} />
    </Stack>
  );
}
