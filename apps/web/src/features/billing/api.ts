import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BillingActionResponse,
  BillingHistoryResponse,
  BillingInitResponse,
  BillingResponse,
  type CreateSubscriptionRequest,
  type UpdatePaymentRequest,
  UpgradeResponse,
} from '@liner/domain';
import { ME_QUERY_KEY } from '../../app/session.js';
import { http } from '../../lib/http.js';
import { downloadFile } from '../../lib/save-file.js';

const SUBSCRIPTION = '/api/subscription';
const BILLING_KEY = ['billing'] as const;
export const BILLING_HISTORY_PER_PAGE = 10;

/** The plans on sale and how this install takes a card (built-in form or Stripe Elements). */
export function useBillingInitQuery() {
  return useQuery({
    queryKey: [...BILLING_KEY, 'init'],
    queryFn: () => http.post(`${SUBSCRIPTION}/init`, {}, BillingInitResponse),
    // A Stripe setup intent is made per call: one per visit to the page is enough.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useBillingQuery() {
  return useQuery({
    queryKey: [...BILLING_KEY, 'summary'],
    queryFn: () => http.get(`${SUBSCRIPTION}/billing`, BillingResponse),
  });
}

export function useBillingHistoryQuery(page: number) {
  return useQuery({
    queryKey: [...BILLING_KEY, 'history', page],
    queryFn: () =>
      http.get('/api/profile/getBillingHistory', BillingHistoryResponse, { page, per_page: BILLING_HISTORY_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every subscription change answers the new billing state: put it in the cache, drop the
 * history (a charge may have been added) and reload `me`, whose subscription drives the guard
 * and the grace banner.
 */
function useBillingChange() {
  const queryClient = useQueryClient();
  return async (answer: BillingActionResponse) => {
    queryClient.setQueryData([...BILLING_KEY, 'summary'], answer.billing);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...BILLING_KEY, 'history'] }),
      queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    ]);
  };
}

/** Charges a card: the same Idempotency-Key on a retry of the same submission charges once. */
export function useSubscribeMutation() {
  const changed = useBillingChange();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateSubscriptionRequest; idempotencyKey: string }) =>
      http.post(`${SUBSCRIPTION}/create`, body, BillingActionResponse, { idempotencyKey }),
    onSuccess: changed,
  });
}

export function useUpdatePaymentMutation() {
  const changed = useBillingChange();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: UpdatePaymentRequest; idempotencyKey: string }) =>
      http.post(`${SUBSCRIPTION}/update-payment`, body, BillingActionResponse, { idempotencyKey }),
    onSuccess: changed,
  });
}

export type BillingAction = 'cancel' | 'cancel-legacy' | 'reinstate';

export function useBillingActionMutation() {
  const changed = useBillingChange();
  return useMutation({
    mutationFn: (action: BillingAction) => http.post(`${SUBSCRIPTION}/${action}`, {}, BillingActionResponse),
    onSuccess: changed,
  });
}

export type UpgradeTarget = 'yearly' | 'label';

/** Upgrades charge the difference at once, so they carry an Idempotency-Key too. */
export function useUpgradeMutation() {
  const changed = useBillingChange();
  return useMutation({
    mutationFn: ({ target, idempotencyKey }: { target: UpgradeTarget; idempotencyKey: string }) =>
      http.post(`${SUBSCRIPTION}/upgrade/${target}`, {}, UpgradeResponse, { idempotencyKey }),
    onSuccess: changed,
  });
}

export function downloadInvoice(id: number): Promise<void> {
  return downloadFile(`/api/profile/download/invoice/${id}`, `invoice-${id}.pdf`, 'POST');
}
