import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DeliveryTimeline,
  ReleaseHistoryResponse,
  ReleaseStoreStates,
  ReleaseView,
  TrackManagerResponse,
} from '@liner/domain';
import { http } from '../../lib/http.js';

/**
 * Catalog reads: the submissions list, one release with its delivery log, store
 * states and history, and the track manager. Paths live here only.
 */
const RELEASE = '/api/portal/release';

export const catalogApi = {
  release: (id: number) => http.get(`${RELEASE}/${id}`, ReleaseView),
  deliveryLog: (id: number) => http.get(`${RELEASE}/${id}/delivery-log`, DeliveryTimeline),
  stores: (id: number) => http.get(`${RELEASE}/${id}/stores`, ReleaseStoreStates),
  history: (id: number) => http.get(`${RELEASE}/${id}/history`, ReleaseHistoryResponse),
  tracks: (query: { page: number; search?: string }) =>
    http.get('/api/distribution/track-manager', TrackManagerResponse, {
      page: query.page,
      search: query.search || undefined,
    }),
};

export const catalogKeys = {
  all: ['catalog'] as const,
  release: (id: number) => ['catalog', 'release', id] as const,
};

export function useReleaseQuery(id: number) {
  return useQuery({ queryKey: catalogKeys.release(id), queryFn: () => catalogApi.release(id), enabled: id > 0 });
}

export function useDeliveryLogQuery(id: number) {
  return useQuery({
    queryKey: [...catalogKeys.release(id), 'delivery-log'],
    queryFn: () => catalogApi.deliveryLog(id),
  });
}

export function useReleaseStoresQuery(id: number) {
  return useQuery({
    queryKey: [...catalogKeys.release(id), 'stores'],
    queryFn: () => catalogApi.stores(id),
  });
}

export function useReleaseHistoryQuery(id: number) {
  return useQuery({ queryKey: [...catalogKeys.release(id), 'history'], queryFn: () => catalogApi.history(id) });
}

export function useTrackManagerQuery(query: { page: number; search: string }) {
  return useQuery({
    queryKey: ['catalog', 'tracks', query],
    queryFn: () => catalogApi.tracks(query),
    placeholderData: keepPreviousData,
  });
}
