import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isForbidden, isNotFound } from '../lib/http.js';
import { errorMessages } from './server-errors.js';
import { type BackLink, ErrorState, ForbiddenState, NotFoundState } from './status-state.js';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What the page shows, in a few words: "release", "smart link". */
  what: string;
  /** Where to go instead: the list the thing would be in. */
  back: BackLink;
  /** Shown while the first answer is on its way. */
  loading: ReactNode;
  /** The id in the address is not one (a word, zero): nothing to ask the server. */
  invalidId?: boolean;
  children(data: T): ReactNode;
}

/**
 * The one way a page that loads one thing by id shows its states: a skeleton while loading, a
 * "not found" or "not yours" page with a way back when the API says 404 or 403, an error with
 * "Try again" otherwise, and the content once there. A page never waits on a query that cannot
 * answer: a malformed id is "not found" at once.
 */
export function QueryState<T>({ query, what, back, loading, invalidId = false, children }: QueryStateProps<T>) {
  if (invalidId || isNotFound(query.error)) return <NotFoundState what={what} back={back} />;
  if (isForbidden(query.error)) return <ForbiddenState what={what} back={back} />;
  if (query.isError)
    return (
      <ErrorState message={errorMessages(query.error).join('\n')} onRetry={() => void query.refetch()} back={back} />
    );
  if (query.data === undefined) return <>{loading}</>;
  return <>{children(query.data)}</>;
}
