import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  SalesCollabPage,
  SalesDetailOverview,
  SalesRowPage,
  SalesSplitPage,
  SalesTotalResponse,
  StreamRatesResponse,
  type SalesRangeQuery,
} from '@liner/domain';
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

export type SalesDetailKind = 'releases' | 'tracks';

/** One release or track: its total and graph (404 when it is not the user's own). */
export function useSalesDetailQuery(kind: SalesDetailKind, id: number, range: SalesRangeQuery) {
  return useQuery({
    queryKey: ['sales', kind, 'overview', id, range],
    queryFn: () => http.get(`${BASE}/${kind}/overview/${id}`, SalesDetailOverview, range),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

/** Stores or territories of one release or track, paged. */
export function useSalesDetailBreakdownQuery(
  kind: SalesDetailKind,
  by: 'channels' | 'territories',
  id: number,
  range: SalesRangeQuery,
  page: number,
) {
  return useQuery({
    queryKey: ['sales', kind, by, id, range, page],
    queryFn: () => http.get(`${BASE}/${kind}/${by}/${id}`, SalesRowPage, { ...range, page, per_page: 10 }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

/** My splits with what each payee got in the range (sales/splits), paged. */
export function useSalesSplitsQuery(range: SalesRangeQuery, page: number, perPage: number) {
  return useQuery({
    queryKey: ['sales', 'splits', range, { page, perPage }],
    queryFn: () => http.get(`${BASE}/splits`, SalesSplitPage, { ...range, page, per_page: perPage }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

/** Splits that pay me, with what I received in the range (sales/collabs), paged. */
export function useSalesCollabsQuery(range: SalesRangeQuery, page: number, perPage: number) {
  return useQuery({
    queryKey: ['sales', 'collabs', range, { page, perPage }],
    queryFn: () => http.get(`${BASE}/collabs`, SalesCollabPage, { ...range, page, per_page: perPage }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}
