import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BulkAcceptSplitsResponse,
  ConfirmSplitResponse,
  IsValidUserResponse,
  SplitCollabPage,
  SplitReleaseTrackPage,
  SplitSubmission,
  SplitSubmissionPage,
  type SubmitSplitRequest,
} from '@liner/domain';
import { http } from '../../lib/http.js';

const BASE = '/api/portal/split';
const KEY = ['splits'] as const;
/** The release picker shows 6 per page. */
export const PICKER_PER_PAGE = 6;

export function useMySplitsQuery(page: number) {
  return useQuery({
    queryKey: [...KEY, 'mine', page],
    queryFn: () => http.get(BASE, SplitSubmissionPage, { page, per_page: 10 }),
    placeholderData: keepPreviousData,
  });
}

export function useCollabsQuery(page: number) {
  return useQuery({
    queryKey: [...KEY, 'collabs', page],
    queryFn: () => http.get(`${BASE}/collabs`, SplitCollabPage, { page, per_page: 10 }),
    placeholderData: keepPreviousData,
  });
}

export function useSplitTracksQuery(search: string, page: number) {
  return useQuery({
    queryKey: [...KEY, 'picker', search, page],
    queryFn: () =>
      http.get(`${BASE}/releases`, SplitReleaseTrackPage, {
        page,
        per_page: PICKER_PER_PAGE,
        search: search || undefined,
      }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateSplits() {
  const queryClient = useQueryClient();
  // Accepting releases held money into the wallet.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: KEY }),
      queryClient.invalidateQueries({ queryKey: ['wallet'] }),
    ]);
}

export function useSubmitSplitMutation() {
  const invalidate = useInvalidateSplits();
  return useMutation({
    mutationFn: (input: SubmitSplitRequest) =>
      http.post(`${BASE}/submit${input.recoup ? '/advance-split' : ''}`, input, SplitSubmission),
    onSuccess: invalidate,
  });
}

export function useRespondToSplitMutation() {
  const invalidate = useInvalidateSplits();
  return useMutation({
    mutationFn: (input: { splitId: number; accept: boolean }) =>
      http.post(`${BASE}/confirm`, input, ConfirmSplitResponse),
    onSuccess: invalidate,
  });
}

export function useBulkAcceptMutation() {
  const invalidate = useInvalidateSplits();
  return useMutation({
    mutationFn: (splitIds: number[]) => http.post(`${BASE}/bulk/accept`, { splitIds }, BulkAcceptSplitsResponse),
    onSuccess: invalidate,
  });
}

export function useRemoveSplitMutation() {
  const invalidate = useInvalidateSplits();
  return useMutation({
    mutationFn: (id: number) => http.post(`${BASE}/remove/${id}`, {}, SplitSubmission),
    onSuccess: invalidate,
  });
}

export function checkPayeeUser(email: string) {
  return http.post(`${BASE}/is-valid-user`, { email }, IsValidUserResponse);
}
