import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ReportQueuedResponse,
  ReportRowsPage,
  ReportsPage,
  ReportStatusResponse,
  type ReportFormat,
  type ReportItem,
  type SalesRangeQuery,
} from '@liner/domain';
import { http, requestBlob } from '../../lib/http.js';

const BASE = '/api/portal/reports';
const KEY = ['reports'] as const;
const POLL_MS = 2000;
const isRunning = (status: string | undefined) => status === 'queued' || status === 'generating';

/** The report families Liner generates, and the POST path of each. */
export const REPORT_CHOICES = [
  { path: 'sales', label: 'Sales (every sales line)', needsRange: true },
  { path: 'transactions', label: 'Wallet transactions' },
  { path: 'payouts', label: 'Payouts' },
  { path: 'releases/earning', label: 'Earnings per release' },
  { path: 'tracks/earning', label: 'Earnings per track' },
  { path: 'artist/earning', label: 'Earnings per artist' },
  { path: 'countries', label: 'Sales per country' },
  { path: 'channels', label: 'Sales per store' },
  { path: 'releases/gross-sales', label: 'Gross sales per release' },
  { path: 'tracks/gross-sales', label: 'Gross sales per track' },
  { path: 'artist/gross-sales', label: 'Gross sales per artist' },
  { path: 'exchange-rates', label: 'Monthly exchange rates' },
] as const;
export type ReportChoice = (typeof REPORT_CHOICES)[number]['path'];

/** My reports, newest first; polled while one is still being generated. */
export function useReportsQuery(page: number) {
  return useQuery({
    queryKey: [...KEY, page],
    queryFn: () => http.get(BASE, ReportsPage, { page, per_page: 10 }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((row) => isRunning(row.status)) ? POLL_MS : false),
  });
}

/** The status check (downloads have a status check first), polled until ready or failed. */
export function useReportStatusQuery(reportId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...KEY, 'status', reportId],
    queryFn: async () => {
      const status = await http.get(`${BASE}/status/${reportId}`, ReportStatusResponse);
      if (!isRunning(status.status))
        await queryClient.invalidateQueries({
          queryKey: KEY,
          exact: false,
          predicate: (query) => query.queryKey[1] !== 'status',
        });
      return status;
    },
    enabled: reportId !== null,
    refetchInterval: (query) => (!query.state.data || isRunning(query.state.data.status) ? POLL_MS : false),
  });
}

export function useRequestReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // `path` is a family of the request form, or a report page's full download path.
    mutationFn: (input: { path: string; start_date?: string; end_date?: string; format: ReportFormat }) => {
      const { path, ...body } = input;
      return http.post(
        `${BASE}/${path.startsWith('download/') ? path : `download/${path}`}`,
        body,
        ReportQueuedResponse,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** The rows of one report page, paged by the server. */
export function useReportRowsQuery(rowsPath: string | null, range: SalesRangeQuery, page: number, perPage: number) {
  return useQuery({
    queryKey: [...KEY, 'rows', rowsPath, range, page, perPage],
    queryFn: () => http.get(`${BASE}/${rowsPath}`, ReportRowsPage, { ...range, page, per_page: perPage }),
    enabled: rowsPath !== null,
    placeholderData: keepPreviousData,
  });
}

export function useRequestStatementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => http.post(`${BASE}/statement`, { month }, ReportQueuedResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/**
 * Downloads need the bearer token, so a plain link cannot fetch them: the file is fetched,
 * then handed to the browser as a blob link with the server's file name.
 */
export async function downloadReport(report: Pick<ReportItem, 'id' | 'fileName'>): Promise<void> {
  const file = await requestBlob(`${BASE}/download/${report.id}`);
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? report.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
