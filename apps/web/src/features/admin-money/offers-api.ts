import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AccountOffersView, type UpdateAccountOffersRequest } from '@liner/domain';
import { http } from '../../lib/http.js';

const offersPath = (userId: number) => `/api/admin/accounts/${userId}/offers`;

export function useAccountOffersQuery(userId: number | null) {
  return useQuery({
    queryKey: ['admin', 'offers', userId],
    queryFn: () => http.get(offersPath(userId!), AccountOffersView),
    enabled: userId !== null,
  });
}

export function useUpdateAccountOffersMutation(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountOffersRequest) => http.post(offersPath(userId), body, AccountOffersView),
    onSuccess: (view) => client.setQueryData(['admin', 'offers', userId], view),
  });
}
