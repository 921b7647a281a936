import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../ui/error-alert.js';
import { isNotFound } from '../../lib/http.js';
import { useReleaseStoresQuery } from './api.js';
import { EmptyState } from '../../ui/empty-state.js';
import { formatMoment } from '../../lib/format.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { describeStoreState } from './describe-catalog-state.js';

const NOT_SENT = 'Nothing here yet ... stores appear once the release is approved and sent.';

/** Stores and services: the release's latest delivery at each store. */
export function StoresSection({ releaseId }: { releaseId: number }) {
  const stores = useReleaseStoresQuery(releaseId);
  if (stores.isPending) return <ListSkeleton label="Loading stores" square={false} rows={3} />;
  // The API knows no delivery of a release that was never sent (404): that is the empty state, not an error.
  if (stores.isError && !isNotFound(stores.error)) return <ErrorAlert error={stores.error} />;
  if (stores.isError || stores.data.data.length === 0) return <EmptyState message={NOT_SENT} />;
  return (
    <List disablePadding aria-label="Stores and services">
      {stores.data.data.map((state) => {
        const shown = describeStoreState(state);
        return (
          <ListItem key={state.storeId} divider sx={{ px: 0, gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{state.storeName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {state.acknowledgedAt
                  ? `Acknowledged ${formatMoment(state.acknowledgedAt)}`
                  : state.deliveredAt
                    ? `Delivered ${formatMoment(state.deliveredAt)}`
                    : `${state.attempts} attempt${state.attempts === 1 ? '' : 's'}`}
              </Typography>
              {(state.lastError || state.storeMessage) && (
                <Typography
                  variant="body2"
                  color={state.lastError ? 'error' : 'text.secondary'}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {state.lastError ?? state.storeMessage}
                </Typography>
              )}
            </Stack>
            <Chip
              size="small"
              label={shown.label}
              color={shown.color}
              variant={shown.color === 'default' ? 'outlined' : 'filled'}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
