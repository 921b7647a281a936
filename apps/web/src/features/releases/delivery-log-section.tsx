import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isNotFound } from '../../lib/http.js';
import { formatMoment } from '../../lib/format.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { useDeliveryLogQuery } from './api.js';

const NOT_SENT = 'Nothing here yet ... the release has not been sent to any store.';
const BAD_NEWS = new Set(['failed', 'rejected']);

/** The release's delivery as a short timeline, newest first: "Sent to Spotify", "Live on Spotify". */
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
          key={`${entry.at}-${entry.kind}-${entry.text}`}
          divider
          sx={{ px: 0, gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140, fontVariantNumeric: 'tabular-nums' }}>
            {formatMoment(entry.at)}
          </Typography>
          <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.25}>
            <Typography sx={{ fontWeight: 600 }} color={BAD_NEWS.has(entry.kind) ? 'error' : undefined}>
              {entry.text}
            </Typography>
            {entry.detail && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {entry.detail}
              </Typography>
            )}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
