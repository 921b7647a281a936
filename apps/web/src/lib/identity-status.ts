import { useQuery } from '@tanstack/react-query';
import { IdentityVerificationStatus } from '@liner/domain';
import { http } from './http.js';

export const IDENTITY_STATUS_KEY = ['identity', 'status'] as const;

/**
 * The account's identity verification (latest check, flags, whether payouts wait for it): read
 * by the verification page and by the dashboard's reminder. Only the account owner may ask.
 */
export function useIdentityStatusQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: IDENTITY_STATUS_KEY,
    queryFn: () => http.get('/api/support/verification', IdentityVerificationStatus),
    enabled,
  });
}
