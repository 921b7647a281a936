import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplyPromoCodeRequest, ApplyPromoCodeResponse } from '@liner/domain';
import { ME_QUERY_KEY } from '../../app/session.js';
import { http } from '../../lib/http.js';

/** Applies a code, then reloads `me`: its promo flags lift the subscription check in the guard. */
export function useApplyPromoCodeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyPromoCodeRequest) =>
      http.post('/api/auth/apply-promotional-code', body, ApplyPromoCodeResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
