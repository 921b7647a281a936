import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StripeConnectOutcomeResponse, type StripeConnectStartRequest, StripeOnboardingResponse } from '@liner/domain';
import { http } from '../../../lib/http.js';
import { PAYOUT_METHODS_KEY } from '../../../lib/payout-methods.js';

/** Leaving for Stripe's onboarding is a full page change (a seam the tests replace). */
export const stripeBrowser = { go: (url: string) => window.location.assign(url) };

function useRefreshMethods() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PAYOUT_METHODS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
    ]);
}

/** POST bank/stripe-connect: the account at Stripe and where to finish it. */
export function useStripeConnectMutation() {
  const refresh = useRefreshMethods();
  return useMutation({
    mutationFn: (input: StripeConnectStartRequest) =>
      http.post('/api/profile/bank/stripe-connect', input, StripeOnboardingResponse),
    onSuccess: refresh,
  });
}

/** GET stripe/intiate/{id} (the API's spelling): a fresh address for an unfinished set-up. */
export function useStripeResumeMutation() {
  return useMutation({
    mutationFn: (methodId: number) => http.get(`/api/profile/stripe/intiate/${methodId}`, StripeOnboardingResponse),
  });
}

/** update/bank/success: what Stripe says of the account now that the person is back. */
export function useStripeOutcomeMutation() {
  const refresh = useRefreshMethods();
  return useMutation({
    mutationFn: () => http.post('/api/profile/update/bank/success', {}, StripeConnectOutcomeResponse),
    onSuccess: refresh,
  });
}
