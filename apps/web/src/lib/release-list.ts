import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ReleaseListResponse } from '@liner/domain';
import { http } from './http.js';

/** One page of the account's releases (the submissions list, and the release picker of smart links). */
export function useReleasesQuery(query: { page: number; search: string; status?: number }) {
  return useQuery({
    queryKey: ['catalog', 'releases', query],
    queryFn: () =>
      http.get('/api/portal/releases', ReleaseListResponse, {
        page: query.page,
        search: query.search || undefined,
        status: query.status,
      }),
    placeholderData: keepPreviousData,
  });
}
