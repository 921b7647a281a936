import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IdentityReviewPage, type IdentityDecisionRequest, type IdentityImageSide } from '@liner/domain';
import { http } from '../../lib/http.js';

/** The operator's identity queue (server: modules/identity). Paths live here only. */
const CHECKS = '/api/admin/identity-checks';
const QUEUE_KEY = ['admin', 'identity-checks'] as const;

export const identityImagePath = (id: number, side: IdentityImageSide): string => `${CHECKS}/${id}/images/${side}`;

export const identityChecksApi = {
  queue: (page: number) => http.get(CHECKS, IdentityReviewPage, { page }),
  decide: (id: number, body: IdentityDecisionRequest) => http.post(`${CHECKS}/${id}/decision`, body),
};

export function useIdentityQueueQuery(page: number) {
  return useQuery({
    queryKey: [...QUEUE_KEY, page],
    queryFn: () => identityChecksApi.queue(page),
    placeholderData: keepPreviousData,
  });
}

export function useIdentityDecisionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: IdentityDecisionRequest & { id: number }) => identityChecksApi.decide(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}
