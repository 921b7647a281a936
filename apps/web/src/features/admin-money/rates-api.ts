import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ExchangeRateDeleted,
  ExchangeRateImportResponse,
  ExchangeRateList,
  ExchangeRateSaved,
  StatementDetail,
  type ExchangeRateInput,
} from '@liner/domain';
import { http, request } from '../../lib/http.js';

const RATES = '/api/admin/exchange-rates';

export function useExchangeRatesQuery() {
  return useQuery({ queryKey: ['admin', 'exchange-rates'], queryFn: () => http.get(RATES, ExchangeRateList) });
}

/** Saving rates may resume waiting imports: the statements are refreshed too. */
function useRatesMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useSaveRateMutation = () =>
  useRatesMutation((input: ExchangeRateInput & { id?: number }) => {
    const { id, ...body } = input;
    return id === undefined
      ? http.post(RATES, body, ExchangeRateSaved)
      : request(`${RATES}/${id}`, { method: 'PUT', body, schema: ExchangeRateSaved });
  });

export const useDeleteRateMutation = () =>
  useRatesMutation((id: number) => http.delete(`${RATES}/${id}`, ExchangeRateDeleted));

export const useImportRatesMutation = () =>
  useRatesMutation((csv: string) => http.post(`${RATES}/import`, { csv }, ExchangeRateImportResponse));

export const useResumeImportMutation = () =>
  useRatesMutation((statementId: number) =>
    http.post(`/api/admin/statements/${statementId}/resume`, {}, StatementDetail),
  );
