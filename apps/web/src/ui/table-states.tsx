import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { EmptyState } from './empty-state.js';
import { ErrorAlert } from './error-alert.js';

/** What a paged table's query looks like to its states (a react-query result). */
interface TableQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { data: readonly unknown[] };
}

/**
 * The states of a table fed by a paged query, above its rows: text-line skeletons while it
 * loads (named "Loading ..." for screen readers), the error, or the empty message. Renders
 * nothing once there are rows.
 */
export function TableStates({
  query,
  loadingLabel,
  skeletonRows = 4,
  emptyMessage,
}: {
  query: TableQuery;
  loadingLabel: string;
  skeletonRows?: number;
  emptyMessage?: string;
}) {
  return (
    <>
      {query.isPending && (
        <Stack sx={{ p: 2 }} spacing={1} aria-busy="true" aria-label={loadingLabel}>
          {Array.from({ length: skeletonRows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows of a skeleton have no identity
            <Skeleton key={row} variant="text" height={36} />
          ))}
        </Stack>
      )}
      {query.isError && (
        <Stack sx={{ p: 2 }}>
          <ErrorAlert error={query.error} />
        </Stack>
      )}
      {query.data && query.data.data.length === 0 && <EmptyState message={emptyMessage} />}
    </>
  );
}
