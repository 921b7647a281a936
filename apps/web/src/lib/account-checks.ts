import { useQuery } from '@tanstack/react-query';
import { HasLiveRelease, VerificationEligibility } from '@liner/domain';
import { http } from './http.js';

export const VERIFICATION_ELIGIBILITY_KEY = ['auth', 'verification-eligibility'] as const;
export const HAS_LIVE_RELEASE_KEY = ['auth', 'has-live-release'] as const;

/** Whether the account may start identity verification, and what to do first when it may not. */
export function useVerificationEligibilityQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: VERIFICATION_ELIGIBILITY_KEY,
    queryFn: () => http.get('/api/auth/verification/eligibility', VerificationEligibility),
    enabled,
  });
}

/** Whether a release of the account is live in the stores: the stores' artist tools wait for one. */
export function useHasLiveReleaseQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: HAS_LIVE_RELEASE_KEY,
    queryFn: () => http.get('/api/auth/releases/has-live', HasLiveRelease),
    enabled,
  });
}
