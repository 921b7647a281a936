import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type InitTransferRequest,
  type PayoutQuoteRequest,
  PayoutQuoteResponse,
  PayoutRow,
  PotentialReceiversResponse,
  TransferResponse,
  WalletEstimatesResponse,
  WalletTransactionsPage,
  WithdrawalsPage,
} from '@liner/domain';
import { http } from '../../lib/http.js';
import { WALLET_KEY } from '../../lib/wallet-balance.js';

const BASE = '/api/portal/wallet';
export function useWalletEstimatesQuery() {
  return useQuery({
    queryKey: [...WALLET_KEY, 'estimates'],
    queryFn: () => http.get(`${BASE}/estimates`, WalletEstimatesResponse),
  });
}

export function useWalletTransactionsQuery(page: number, perPage: number) {
  return useQuery({
    queryKey: [...WALLET_KEY, 'transactions', { page, perPage }],
    queryFn: () => http.get(`${BASE}/transactions`, WalletTransactionsPage, { page, per_page: perPage }),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawalsQuery(page: number) {
  return useQuery({
    queryKey: [...WALLET_KEY, 'withdrawals', { page }],
    queryFn: () => http.get(`${BASE}/withdrawals`, WithdrawalsPage, { page, per_page: 5 }),
    placeholderData: keepPreviousData,
  });
}

export function usePotentialReceiversQuery(email: string, enabled: boolean) {
  return useQuery({
    queryKey: [...WALLET_KEY, 'receivers', email],
    queryFn: () =>
      http.get(`${BASE}/transfers/potential-receivers`, PotentialReceiversResponse, { email: email || undefined }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every money change moves the balance, the lists and the dashboard card together. */
function useInvalidateWallet() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
      queryClient.invalidateQueries({ queryKey: ['dashboard', 'wallet'] }),
    ]);
}

export function usePayoutQuoteMutation() {
  return useMutation({
    mutationFn: (input: PayoutQuoteRequest) => http.post(`${BASE}/withdrawals/quote`, input, PayoutQuoteResponse),
  });
}

export function useRequestPayoutMutation() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    // One key per confirmed payout: a double click or a retry after a lost answer makes one payout.
    mutationFn: ({ idempotencyKey, ...input }: { methodId: number; amount: string; idempotencyKey: string }) =>
      http.post(`${BASE}/withdrawals`, input, PayoutRow, { idempotencyKey }),
    onSuccess: invalidate,
  });
}

export function useInitTransferMutation() {
  return useMutation({
    mutationFn: (input: InitTransferRequest) => http.post(`${BASE}/transfers/init`, input, TransferResponse),
  });
}

export function useConfirmTransferMutation() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: (transferId: number) => http.post(`${BASE}/transfers/${transferId}/confirm`, {}, TransferResponse),
    onSuccess: invalidate,
  });
}
