import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SalesRowPage, SalesTotalResponse, StreamRatesResponse, type SalesRangeQuery } from '@liner/domain';
import { http } from '../../lib/http.js';

const BASE = '/api/portal/sales';

/** Sales figures change only when a statement is imported: a minute of freshness is plenty. */
const STALE_MS = 60_000;

export type SalesBreakdown = 'releases' | 'tracks' | 'artists' | 'channels' | 'territories';

export function useSalesTotalQuery(range: SalesRangeQuery) {
  return useQuery({
    queryKey: ['sales', 'total', range],
    queryFn: () => http.get(`${BASE}/total`, SalesTotalResponse, range),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

export function useSalesBreakdownQuery(kind: SalesBreakdown, range: SalesRangeQuery, page: number, perPage: number) {
  return useQuery({
    queryKey: ['sales', kind, range, { page, perPage }],
    queryFn: () => http.get(`${BASE}/${kind}`, SalesRowPage, { ...range, page, per_page: perPage }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

export function useStreamRatesQuery(range: SalesRangeQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['sales', 'streamrates', range],
    queryFn: () => http.get(`${BASE}/streamrates`, StreamRatesResponse, range),
    enabled,
    staleTime: STALE_MS,
  });
}
