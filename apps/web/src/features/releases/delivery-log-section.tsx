import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../ui/error-alert.js';
import { isNotFound } from '../../lib/http.js';
import { useDeliveryLogQuery } from './api.js';
import { EmptyState } from '../../ui/empty-state.js';
import { formatMoment } from '../../lib/format.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';

const NOT_SENT = 'Nothing here yet ... the release has not been sent to any store.';

const STATUS_COLOR = { ok: 'success', error: 'error', info: 'default' } as const;

/** Every delivery step per store (build, send, manifest, acknowledgement), in the order they happened. */
export function DeliveryLogSection({ releaseId }: { releaseId: number }) {
  const log = useDeliveryLogQuery(releaseId);
  if (log.isPending) return <ListSkeleton label="Loading the delivery log" square={false} rows={3} />;
  // The API knows no delivery of a release that was never sent (404): that is the empty state, not an error.
  if (log.isError && !isNotFound(log.error)) return <ErrorAlert error={log.error} />;
  if (log.isError || log.data.data.length === 0) return <EmptyState message={NOT_SENT} />;
  return (
    <List disablePadding aria-label="Delivery log">
      {log.data.data.map((entry) => (
        <ListItem
          key={entry.id}
          divider
          sx={{ px: 0, gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 160, fontVariantNumeric: 'tabular-nums' }}>
            {formatMoment(entry.at)}
          </Typography>
          <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{entry.storeName ?? 'All stores'}</Typography>
              <Chip size="small" label={entry.action} variant="outlined" />
              <Chip
                size="small"
                label={`${entry.step}: ${entry.status}`}
                color={STATUS_COLOR[entry.status]}
                variant={entry.status === 'info' ? 'outlined' : 'filled'}
              />
            </Stack>
            <Typography
              variant="body2"
              color={entry.status === 'error' ? 'error' : 'text.secondary'}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {entry.message}
            </Typography>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
