import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AccountingPeriodList,
  AccountSearchResponse,
  AdminPayoutsPage,
  CatalogSearchResponse,
  MatchAliasPage,
  OkResponse,
  ExportPayoutsResponse,
  ExportedBatch,
  DistributionFeesResponse,
  PayoutBatchRow,
  PayoutBatchesPage,
  TaxProfile,
  TaxProfilesPage,
  type SetAccountFeeRequest,
  type SetPlanFeeRequest,
  type SetTaxProfileRequest,
  PayoutRow,
  ResolveUnmatchedResponse,
  StatementDetail,
  StatementMappingList,
  StatementPage,
  UnmatchedPage,
  type ResolveUnmatchedRequest,
  type UploadStatementFields,
} from '@liner/domain';
import { http, upload } from '../../lib/http.js';
import { downloadFile } from '../../lib/save-file.js';

const STATEMENTS = '/api/admin/statements';
const PAYOUTS = '/api/admin/payouts';

export function useStatementsQuery(page: number) {
  return useQuery({
    queryKey: ['admin', 'statements', page],
    queryFn: () => http.get(STATEMENTS, StatementPage, { page, per_page: 10 }),
    placeholderData: keepPreviousData,
  });
}

export function useStatementMappingsQuery() {
  return useQuery({
    queryKey: ['admin', 'statement-mappings'],
    queryFn: () => http.get(`${STATEMENTS}/mappings`, StatementMappingList),
  });
}

/** Polls every 2 s while the import is queued or running; stops once it is done or failed. */
export function useStatementQuery(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['admin', 'statement', id],
    queryFn: async () => {
      const detail = await http.get(`${STATEMENTS}/${id}`, StatementDetail);
      // The list beside it shows the status too: refresh it once the import has ended.
      if (!['queued', 'importing'].includes(detail.status))
        await queryClient.invalidateQueries({ queryKey: ['admin', 'statements'] });
      return detail;
    },
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && ['queued', 'importing'].includes(query.state.data.status) ? 2000 : false,
  });
}

export function useUnmatchedQuery(id: number, page: number) {
  return useQuery({
    queryKey: ['admin', 'unmatched', id, page],
    queryFn: () => http.get(`${STATEMENTS}/${id}/unmatched`, UnmatchedPage, { page, per_page: 10 }),
    placeholderData: keepPreviousData,
  });
}

export function useResolveUnmatchedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveUnmatchedRequest) =>
      http.post(`${STATEMENTS}/unmatched/resolve`, input, ResolveUnmatchedResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** The approved catalog by title, artist, ISRC or UPC: what an unmatched line can be assigned to. */
export function useCatalogSearchQuery(q: string) {
  return useQuery({
    queryKey: ['admin', 'catalog-search', q],
    queryFn: () => http.get(`${STATEMENTS}/catalog-search`, CatalogSearchResponse, { q }),
    enabled: q.trim() !== '',
  });
}

export function useMatchAliasesQuery(page: number) {
  return useQuery({
    queryKey: ['admin', 'match-aliases', page],
    queryFn: () => http.get(`${STATEMENTS}/aliases`, MatchAliasPage, { page, per_page: 10 }),
    placeholderData: keepPreviousData,
  });
}

export function useRemoveMatchAliasMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`${STATEMENTS}/aliases/${id}`, OkResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'match-aliases'] }),
  });
}

/** The file and the fields the statements route parses with the same contract. */
export type StatementUploadInput = UploadStatementFields & { file: File };

/** Multipart upload with progress; errors are the client's HttpError, shown like any other call's. */
export function uploadStatement(
  input: StatementUploadInput,
  onProgress: (fraction: number) => void,
): Promise<StatementDetail> {
  const form = new FormData();
  // Fields before the file: the server reads the parts in order and streams the file to storage.
  for (const key of ['store', 'currency', 'exchangeRate', 'period', 'mappingId', 'confirmDuplicate'] as const) {
    const value = input[key];
    if (value !== undefined && value !== '') form.append(key, String(value));
  }
  form.append('file', input.file, input.file.name);
  return upload(STATEMENTS, StatementDetail, {
    body: form,
    onProgress: (sent, total) => {
      if (total > 0) onProgress(sent / total);
    },
  });
}

export type PayoutFilter = 'pending' | 'approved' | 'sending' | 'paid' | 'returned' | 'rejected';

export function useAdminPayoutsQuery(status: PayoutFilter | undefined, page: number) {
  return useQuery({
    queryKey: ['admin', 'payouts', status, page],
    queryFn: () => http.get(PAYOUTS, AdminPayoutsPage, { status, page, per_page: 10 }),
    placeholderData: keepPreviousData,
  });
}

export function usePayoutBatchesQuery(page: number) {
  return useQuery({
    queryKey: ['admin', 'payouts', 'batches', page],
    queryFn: () => http.get(`${PAYOUTS}/batches`, PayoutBatchesPage, { page, per_page: 5 }),
    placeholderData: keepPreviousData,
  });
}

function usePayoutDeskMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] }),
  });
}

/** Saves the batch CSV in the operator's browser. */
export const downloadPayoutBatch = (batchId: number) =>
  downloadFile(`${PAYOUTS}/batches/${batchId}/file`, `batch-${String(batchId).padStart(6, '0')}.csv`);

export const useApprovePayoutMutation = () =>
  usePayoutDeskMutation((id: number) => http.post(`${PAYOUTS}/${id}/approve`, {}, PayoutRow));
export const useRejectPayoutMutation = () =>
  usePayoutDeskMutation((input: { id: number; reason: string }) =>
    http.post(`${PAYOUTS}/${input.id}/reject`, { reason: input.reason }, PayoutRow),
  );
export const useReturnPayoutMutation = () =>
  usePayoutDeskMutation((input: { id: number; reason: string }) =>
    http.post(`${PAYOUTS}/${input.id}/returned`, { reason: input.reason }, PayoutRow),
  );
export const useMarkBatchPaidMutation = () =>
  usePayoutDeskMutation((batchId: number) => http.post(`${PAYOUTS}/batches/${batchId}/paid`, {}, PayoutBatchRow));
/** Sends a batch its provider refused (or never got) again; the answer says whether it took it this time. */
export const useResubmitBatchMutation = () =>
  usePayoutDeskMutation((batchId: number) => http.post(`${PAYOUTS}/batches/${batchId}/submit`, {}, ExportedBatch));
/** Asks the batch's provider now what became of each payout, and settles it. */
export const useSyncBatchMutation = () =>
  usePayoutDeskMutation((batchId: number) => http.post(`${PAYOUTS}/batches/${batchId}/sync`, {}, PayoutBatchRow));
export const useExportPayoutsMutation = () =>
  usePayoutDeskMutation((provider: 'local' | 'providers') =>
    http.post(`${PAYOUTS}/export`, { provider }, ExportPayoutsResponse),
  );

/** Reverses an imported statement; the statement, the list and every money figure change. */
export function useReverseStatementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) =>
      http.post(`${STATEMENTS}/${input.id}/reverse`, { reason: input.reason }, StatementDetail),
    onSuccess: (detail) => {
      queryClient.setQueryData(['admin', 'statement', detail.id], detail);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'statements'] });
    },
  });
}

const PERIODS = '/api/admin/accounting-periods';

export function useAccountingPeriodsQuery() {
  return useQuery({
    queryKey: ['admin', 'accounting-periods'],
    queryFn: () => http.get(PERIODS, AccountingPeriodList),
  });
}

export function useClosePeriodMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: string) => http.post(`${PERIODS}/close`, { period }, AccountingPeriodList),
    onSuccess: (list) => queryClient.setQueryData(['admin', 'accounting-periods'], list),
  });
}

// ---- distribution fees and payee tax ----

export function useDistributionFeesQuery() {
  return useQuery({
    queryKey: ['admin', 'distribution-fees'],
    queryFn: () => http.get('/api/admin/distribution-fees', DistributionFeesResponse),
  });
}

export function useSetPlanFeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetPlanFeeRequest) => http.put('/api/admin/distribution-fees/plan', input, OkResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'distribution-fees'] }),
  });
}

/** Accounts matching an e-mail or name, for the desk's pickers ('' asks nothing). */
export function useAccountSearchQuery(q: string) {
  return useQuery({
    queryKey: ['admin', 'accounts', q],
    queryFn: () => http.get('/api/admin/accounts', AccountSearchResponse, { q }),
    enabled: q !== '',
  });
}

export function useSetAccountFeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetAccountFeeRequest) => http.put('/api/admin/distribution-fees/account', input, OkResponse),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'distribution-fees'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'accounts'] });
    },
  });
}

export function useTaxProfilesQuery() {
  return useQuery({
    queryKey: ['admin', 'tax-profiles'],
    queryFn: () => http.get('/api/admin/tax-profiles', TaxProfilesPage, { per_page: 100 }),
  });
}

export function useSetTaxProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetTaxProfileRequest) => http.put('/api/admin/tax-profiles', input, TaxProfile),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'tax-profiles'] }),
  });
}

/** The yearly per-payee tax summary, saved in the operator's browser. */
export const downloadTaxSummary = (year: number) =>
  downloadFile(`${PAYOUTS}/tax-summary?year=${year}`, `tax-summary-${year}.csv`);
