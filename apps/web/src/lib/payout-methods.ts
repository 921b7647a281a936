import { useQuery } from '@tanstack/react-query';
import { PayoutMethodsResponse } from '@liner/domain';
import { http } from './http.js';

export const PAYOUT_METHODS_KEY = ['payout-methods'] as const;

/** The account's payout methods: managed on the profile page, chosen from when a payout is requested. */
export function usePayoutMethodsQuery() {
  return useQuery({
    queryKey: PAYOUT_METHODS_KEY,
    queryFn: () => http.get('/api/profile/payout-methods', PayoutMethodsResponse),
  });
}
