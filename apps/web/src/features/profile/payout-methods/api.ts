import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse, PayoutChangeCodeResponse } from '@liner/domain';
import { http } from '../../../lib/http.js';
import { PAYOUT_METHODS_KEY } from '../../../lib/payout-methods.js';

/**
 * Current password, an authenticator code, or a code e-mailed for the change (with the secret
 * the send call answered): every change of payout details asks for one.
 */
export interface SecurityProof {
  password?: string;
  twoFactorCode?: string;
  emailCode?: string;
  emailCodeSecret?: string;
}

/** Mails a code that confirms one payout change (accounts whose second factor is e-mailed codes). */
export function useSendPayoutCodeMutation() {
  return useMutation({
    mutationFn: () => http.post('/api/profile/payout-methods/email-code', {}, PayoutChangeCodeResponse),
  });
}

function usePayoutMethodMutation<TInput>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => http.post(path, input, OkResponse),
    // The 48-hour block and the notification bell both change with the details.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PAYOUT_METHODS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
      ]),
  });
}

export const usePaypalInitMutation = () =>
  usePayoutMethodMutation<SecurityProof & { email: string }>('/api/profile/paypal/init');
export const usePaypalVerifyMutation = () => usePayoutMethodMutation<{ code: string }>('/api/profile/paypal/verify');
export const usePaypalRemoveMutation = () => usePayoutMethodMutation<SecurityProof>('/api/profile/paypal/remove');
export interface BankInput extends SecurityProof {
  accountHolder: string;
  iban?: string;
  accountNumber?: string;
  routingNumber?: string;
  country: string;
  currency: string;
}
export const useBankConnectMutation = () => usePayoutMethodMutation<BankInput>('/api/profile/update/bank/connect');
export const useBankRemoveMutation = () => usePayoutMethodMutation<SecurityProof>('/api/profile/remove/bank');
