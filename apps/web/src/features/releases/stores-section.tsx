import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReleaseStoreState, storeStateExplanation } from '@liner/domain';
import { isNotFound } from '../../lib/http.js';
import { formatMoment } from '../../lib/format.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { StoreStateChip } from '../../ui/store-state-chip.js';
import { useReleaseStoresQuery } from './api.js';

const NOT_SENT = 'Nothing here yet ... stores appear once the release is approved and sent.';

/** When the state was reached, in words: "Sent 24 Nov 10:02". */
function stateMoment(state: ReleaseStoreState): string | null {
  if (state.acknowledgedAt) return `Answered ${formatMoment(state.acknowledgedAt)}`;
  if (state.deliveredAt)
    return `${state.state === 'packaged' ? 'Prepared' : 'Sent'} ${formatMoment(state.deliveredAt)}`;
  return null;
}

/** Stores and services: where the release honestly stands at each store. */
export function StoresSection({ releaseId }: { releaseId: number }) {
  const stores = useReleaseStoresQuery(releaseId);
  if (stores.isPending) return <ListSkeleton label="Loading stores" square={false} rows={3} />;
  // The API knows no delivery of a release that was never sent (404): that is the empty state, not an error.
  if (stores.isError && !isNotFound(stores.error)) return <ErrorAlert error={stores.error} />;
  if (stores.isError || stores.data.data.length === 0) return <EmptyState message={NOT_SENT} />;
  return (
    <List disablePadding aria-label="Stores and services">
      {stores.data.data.map((state) => {
        const moment = stateMoment(state);
        return (
          <ListItem key={state.storeId} divider sx={{ px: 0, gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{state.storeName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {storeStateExplanation(state.state, state)}
                {moment ? ` ${moment}.` : ''}
              </Typography>
              {(state.lastError || state.storeMessage) && (
                <Typography
                  variant="body2"
                  color={state.state === 'failed' ? 'error' : 'text.secondary'}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {state.lastError ?? state.storeMessage}
                </Typography>
              )}
            </Stack>
            <StoreStateChip state={state.state} />
          </ListItem>
        );
      })}
    </List>
  );
}
