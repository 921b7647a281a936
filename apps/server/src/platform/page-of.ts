import type { Paginated } from '@liner/domain';

/**
 * The paged answer every list route sends: the rows of the asked page, the total, and the last
 * page counted from it (1 for an empty list, so a pager never shows "page 1 of 0").
 */
export function pageOf<T>(data: T[], total: number, request: { page: number; per_page: number }): Paginated<T> {
  return {
    data,
    current_page: request.page,
    last_page: Math.max(1, Math.ceil(total / request.per_page)),
    total,
    per_page: request.per_page,
  };
}
