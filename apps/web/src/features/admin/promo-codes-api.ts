import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreatePromoCodeRequest, EndPromoCodeResponse, PromoCode, PromoCodePage } from '@liner/domain';
import { http } from '../../lib/http.js';

const PROMO_CODES_KEY = ['admin', 'promo-codes'] as const;
export const PROMO_CODES_PER_PAGE = 20;

export function usePromoCodesQuery(page: number) {
  return useQuery({
    queryKey: [...PROMO_CODES_KEY, page],
    queryFn: () => http.get('/api/admin/promo-codes', PromoCodePage, { page, per_page: PROMO_CODES_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshPromoCodes() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PROMO_CODES_KEY });
}

export function useCreatePromoCodeMutation() {
  const refresh = useRefreshPromoCodes();
  return useMutation({
    mutationFn: (body: CreatePromoCodeRequest) => http.post('/api/admin/promo-codes', body, PromoCode),
    onSuccess: refresh,
  });
}

export function useEndPromoCodeMutation() {
  const refresh = useRefreshPromoCodes();
  return useMutation({
    mutationFn: (id: number) => http.post(`/api/admin/promo-codes/${id}/end`, {}, EndPromoCodeResponse),
    onSuccess: refresh,
  });
}
