import type { SalesRangeQuery } from '@liner/domain';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The date range from the address bar: malformed days are ignored rather than sent to the API. */
export function rangeFromSearch(start: string | null, end: string | null): SalesRangeQuery {
  return {
    start_date: start && DAY.test(start) ? start : undefined,
    end_date: end && DAY.test(end) ? end : undefined,
  };
}

/** Search parameters for a range: empty bounds are left out so the URL stays short. */
export function rangeToSearch(range: SalesRangeQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (range.start_date) search.start_date = range.start_date;
  if (range.end_date) search.end_date = range.end_date;
  return search;
}
