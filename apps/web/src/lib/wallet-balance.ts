import { useQuery } from '@tanstack/react-query';
import { WalletBalanceResponse } from '@liner/domain';
import { http } from './http.js';

/** Every wallet read sits under this key, so one money change refreshes them together. */
export const WALLET_KEY = ['wallet'] as const;

/** The signed-in account's balance; the wallet page and every money amount elsewhere read it. */
export function useWalletBalanceQuery() {
  return useQuery({
    queryKey: [...WALLET_KEY, 'balance'],
    queryFn: () => http.get('/api/portal/wallet/balance', WalletBalanceResponse),
  });
}

/** The install's account currency (every balance is in it), from the cached balance; USD until it loads. */
export function useAccountCurrency(): string {
  return useWalletBalanceQuery().data?.currency ?? 'USD';
}
