import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PickerReleasePage, RELEASE_PICKER_LIMITS } from '@liner/domain';
import { http } from './http.js';

/** The account's releases with their tracks; a programme may feed the pickers from its own list of the same shape. */
export const RELEASE_PICKER_SOURCE = '/api/portal/releases/picker';

/** One page of the releases a picker offers: 6 a page, the titles containing `search` when it is set. */
export function usePickerReleasesQuery({
  source = RELEASE_PICKER_SOURCE,
  search,
  page,
}: {
  source?: string;
  search: string;
  page: number;
}) {
  return useQuery({
    queryKey: ['catalog', 'picker', source, search, page],
    queryFn: () =>
      http.get(source, PickerReleasePage, {
        page,
        per_page: RELEASE_PICKER_LIMITS.perPage,
        search: search || undefined,
      }),
    placeholderData: keepPreviousData,
  });
}
