import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AcknowledgementPollResult,
  ConnectionCheck,
  OperatorReleaseDeliveries,
  StoreAcknowledgementResult,
  StoreConnection,
  StoreConnectionList,
  Store,
  type SetStorePriceCodeRequest,
  type StoreAcknowledgement,
  type UpdateStoreConnectionRequest,
} from '@liner/domain';
import { http } from '../../lib/http.js';

/** Stores & connections and the operator's delivery views (server: modules/delivery). Paths live here only. */
const STORES = '/api/admin/stores';

export const storesApi = {
  list: () => http.get(STORES, StoreConnectionList),
  update: (id: string, body: UpdateStoreConnectionRequest) => http.put(`${STORES}/${id}`, body, StoreConnection),
  setPriceCode: (id: string, body: SetStorePriceCodeRequest) => http.put(`${STORES}/${id}/price-code`, body, Store),
  test: (id: string) => http.post(`${STORES}/${id}/test-connection`, {}, ConnectionCheck),
  deliveries: (releaseId: number) => http.get(`/api/admin/releases/${releaseId}/deliveries`, OperatorReleaseDeliveries),
  acknowledge: (body: StoreAcknowledgement) => http.post('/api/admin/deliveries/ack', body, StoreAcknowledgementResult),
  poll: () => http.post('/api/admin/deliveries/poll-acknowledgements', {}, AcknowledgementPollResult),
};

const storesKey = ['admin', 'stores'] as const;

export function useStoreConnectionsQuery() {
  return useQuery({ queryKey: storesKey, queryFn: storesApi.list });
}

export function useUpdateStoreConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateStoreConnectionRequest }) => storesApi.update(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesKey }),
  });
}

export function useSetStorePriceCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SetStorePriceCodeRequest }) => storesApi.setPriceCode(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesKey }),
  });
}

export function useTestStoreConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => storesApi.test(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storesKey }),
  });
}

// Under the review page's key: an approval or a decision refreshes it with the rest of the page.
const deliveriesKey = (releaseId: number) => ['admin', 'review', 'release', releaseId, 'deliveries'] as const;

export function useReleaseDeliveriesQuery(releaseId: number) {
  return useQuery({
    queryKey: deliveriesKey(releaseId),
    queryFn: () => storesApi.deliveries(releaseId),
    enabled: releaseId > 0,
    // Jobs run in the background: follow them while any is on its way.
    refetchInterval: (query) =>
      query.state.data?.batches.some(
        (batch) => !batch.storesPlanned || batch.jobs.some((job) => job.state === 'queued'),
      )
        ? 2000
        : false,
  });
}

/** An acknowledgement changes the release's stores, its status and the catalog. */
export function useDeliveryAckMutations(releaseId: number) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: deliveriesKey(releaseId) });
    await queryClient.invalidateQueries({ queryKey: ['admin', 'review'] });
    await queryClient.invalidateQueries({ queryKey: ['catalog'] });
  };
  return {
    acknowledge: useMutation({ mutationFn: storesApi.acknowledge, onSuccess: refresh }),
    poll: useMutation({ mutationFn: storesApi.poll, onSuccess: refresh }),
  };
}
