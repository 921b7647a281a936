import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TaxProfile, TaxSubmissionsPage } from '@liner/domain';
import { http } from '../../lib/http.js';

const SUBMISSIONS_KEY = ['admin', 'tax-submissions'] as const;

/** Payees' tax information waiting for review, oldest first. */
export function useTaxSubmissionsQuery() {
  return useQuery({
    queryKey: SUBMISSIONS_KEY,
    queryFn: () => http.get('/api/admin/tax-submissions', TaxSubmissionsPage, { per_page: 100 }),
  });
}

/** Where the operator opens a payee's signed form (same origin: the session cookie goes with it). */
export const taxDocumentUrl = (userId: number) => `/api/admin/tax-submissions/${userId}/document`;

/** Marks the form received with the withholding rate the operator decided. */
export function useReceiveTaxFormMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; withholdingRate: string }) =>
      http.post(
        `/api/admin/tax-submissions/${input.userId}/receive`,
        { withholdingRate: input.withholdingRate },
        TaxProfile,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SUBMISSIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'tax-profiles'] }),
      ]),
  });
}
