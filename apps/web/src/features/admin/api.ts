import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminReleaseView,
  EditRequestReview,
  IsrcClaimsResponse,
  OkResponse,
  ReleaseStatusResult,
  ReviewQueueResponse,
  type RejectReleaseRequest,
} from '@liner/domain';
import { http } from '../../lib/http.js';

/** The operator's review queue and decisions (server: modules/release-review). Paths live here only. */
const ADMIN = '/api/admin/releases';

export const reviewApi = {
  queue: (page: number) => http.get(`${ADMIN}/review`, ReviewQueueResponse, { page }),
  release: (id: number) => http.get(`${ADMIN}/${id}`, AdminReleaseView),
  editRequest: (id: number) => http.get(`${ADMIN}/${id}/edit-requests`, EditRequestReview),
  approve: (id: number) => http.post(`${ADMIN}/${id}/approve`, {}, ReleaseStatusResult),
  reject: (id: number, body: RejectReleaseRequest) => http.post(`${ADMIN}/${id}/reject`, body, ReleaseStatusResult),
  approveEdit: (id: number) => http.post(`${ADMIN}/${id}/edit-requests/approve`, {}, ReleaseStatusResult),
  declineEdit: (id: number, note: string) =>
    http.post(`${ADMIN}/${id}/edit-requests/reject`, { note }, ReleaseStatusResult),
  approveTakedown: (id: number) => http.post(`${ADMIN}/${id}/takedown/approve`, {}, ReleaseStatusResult),
  declineTakedown: (id: number, note: string) =>
    http.post(`${ADMIN}/${id}/takedown/decline`, { note }, ReleaseStatusResult),
};

export function useReviewQueueQuery(page: number) {
  return useQuery({
    queryKey: ['admin', 'review', { page }],
    queryFn: () => reviewApi.queue(page),
    placeholderData: keepPreviousData,
  });
}

export function useReviewReleaseQuery(id: number) {
  return useQuery({
    queryKey: ['admin', 'review', 'release', id],
    queryFn: () => reviewApi.release(id),
    enabled: id > 0,
  });
}

export function useReviewEditRequestQuery(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'review', 'release', id, 'edit-request'],
    queryFn: () => reviewApi.editRequest(id),
    enabled,
  });
}

/** A decision changes the release, the queue and the artist's catalog. */
export function useReviewDecisionMutation<T>(call: (input: T) => Promise<ReleaseStatusResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'review'] });
      await queryClient.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
}

const CLAIMS = '/api/admin/isrc-claims';

export function useIsrcClaimsQuery() {
  return useQuery({ queryKey: ['admin', 'isrc-claims'], queryFn: () => http.get(CLAIMS, IsrcClaimsResponse) });
}

/** Accepts (no reason) or rejects (with the reason the artist is told) one ISRC claim. */
export function useIsrcClaimDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; accept: true } | { id: number; accept: false; reason: string }) =>
      input.accept
        ? http.post(`${CLAIMS}/${input.id}/accept`, {}, OkResponse)
        : http.post(`${CLAIMS}/${input.id}/reject`, { reason: input.reason }, OkResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'isrc-claims'] }),
  });
}
