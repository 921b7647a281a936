import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ManifestAccountResponse, TipaltiOnboardingResponse } from '@liner/domain';
import { http } from '../../../lib/http.js';
import { PAYOUT_METHODS_KEY } from '../../../lib/payout-methods.js';

/** create/manifest-account and verify/manifest-connection: both answer the account as Manifest sees it. */
export function useManifestAccountMutation(
  path: '/api/profile/create/manifest-account' | '/api/profile/verify/manifest-connection',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post(path, {}, ManifestAccountResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYOUT_METHODS_KEY }),
  });
}

/**
 * init/tipalti: a fresh signed address each time the dialog opens (Tipalti refuses an old `ts`),
 * never cached or retried; the first call also adds the Tipalti method to the list.
 */
export function useTipaltiOnboardingQuery() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['tipalti-onboarding'],
    queryFn: async () => {
      const answer = await http.get('/api/profile/init/tipalti', TipaltiOnboardingResponse);
      await queryClient.invalidateQueries({ queryKey: PAYOUT_METHODS_KEY });
      return answer;
    },
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
