import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { isForbidden } from '../../lib/http.js';
import { errorMessages } from '../../ui/server-errors.js';
import { ErrorState } from '../../ui/status-state.js';

/**
 * The states of the billing pages' queries: a skeleton, "not for you" (a manager acting for an
 * account without the billing permission, a team member), an error with another try, the page.
 */
export function BillingStates<T>({
  query,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  children(data: T): ReactNode;
}) {
  if (isForbidden(query.error))
    return (
      <Alert severity="warning" role="alert">
        Billing is managed by the account holder. Ask them to change the plan or the card.
      </Alert>
    );
  if (query.isError)
    return <ErrorState message={errorMessages(query.error).join('\n')} onRetry={() => void query.refetch()} />;
  if (query.data === undefined)
    return (
      <Stack spacing={2} aria-busy="true" aria-label={loadingLabel}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  return <>{children(query.data)}</>;
}
