import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BankConnectRequest,
  type ConfirmPayoutChangeRequest,
  OkResponse,
  PayoutChangeCodeResponse,
  type PaypalInitRequest,
  type PaypalVerifyRequest,
  type PayoutMethodType,
} from '@liner/domain';
import type { z } from 'zod';
import { http } from '../../../lib/http.js';
import { PAYOUT_METHODS_KEY } from '../../../lib/payout-methods.js';

/**
 * Current password, an authenticator code, or a code e-mailed for the change (with the secret
 * the send call answered): every change of payout details asks for one.
 */
export type SecurityProof = ConfirmPayoutChangeRequest;

/** Mails a code that confirms one payout change (accounts whose second factor is e-mailed codes). */
export function useSendPayoutCodeMutation() {
  return useMutation({
    mutationFn: () => http.post('/api/profile/payout-methods/email-code', {}, PayoutChangeCodeResponse),
  });
}

export function usePayoutMethodMutation<TInput>(path: string, method: 'POST' | 'DELETE' = 'POST') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) =>
      method === 'DELETE' ? http.delete(path, OkResponse, input) : http.post(path, input, OkResponse),
    // The 48-hour block and the notification bell both change with the details.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PAYOUT_METHODS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
      ]),
  });
}

export const usePaypalInitMutation = () => usePayoutMethodMutation<PaypalInitRequest>('/api/profile/paypal/init');
export const usePaypalVerifyMutation = () =>
  usePayoutMethodMutation<z.output<typeof PaypalVerifyRequest>>('/api/profile/paypal/verify');
export const useBankConnectMutation = () =>
  usePayoutMethodMutation<BankConnectRequest>('/api/profile/update/bank/connect');

/** Where each kind of method is removed (the paths are the API's, kept as they are). */
const REMOVE_PATHS: Record<PayoutMethodType, string> = {
  paypal: '/api/profile/paypal/remove',
  bank: '/api/profile/remove/bank',
  venmo: '/api/profile/venmo/remove',
  manifest: '/api/profile/manifest/remove',
  tipalti: '/api/profile/remove/tipalti',
  stripe: '/api/profile/bank/stripe-connect',
};
export const useRemoveMethodMutation = (type: PayoutMethodType) =>
  usePayoutMethodMutation<SecurityProof>(REMOVE_PATHS[type], type === 'stripe' ? 'DELETE' : 'POST');
