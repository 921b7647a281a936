import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AnalyticsImportDetail, AnalyticsImportPage, OkResponse } from '@liner/domain';
import { http, upload } from '../../lib/http.js';

const IMPORTS = '/api/admin/analytics/imports';
const RUNNING = ['queued', 'importing'];

export function useAnalyticsImportsQuery(page: number) {
  return useQuery({
    queryKey: ['admin', 'analytics-imports', page],
    queryFn: () => http.get(IMPORTS, AnalyticsImportPage, { page, per_page: 10 }),
    placeholderData: keepPreviousData,
    // A queued import moves on by itself: the list follows it.
    refetchInterval: (query) => (query.state.data?.data.some((row) => RUNNING.includes(row.status)) ? 3000 : false),
  });
}

/** One import with its bad rows; polled every 2 s while it is queued or running. */
export function useAnalyticsImportQuery(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['admin', 'analytics-import', id],
    queryFn: async () => {
      const detail = await http.get(`${IMPORTS}/${id}`, AnalyticsImportDetail);
      if (!RUNNING.includes(detail.status))
        await queryClient.invalidateQueries({ queryKey: ['admin', 'analytics-imports'] });
      return detail;
    },
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && RUNNING.includes(query.state.data.status) ? 2000 : false),
  });
}

/** Multipart upload with progress: the platform first, then the file (the server streams it to storage). */
export function uploadTrendFile(
  input: { platform: string; file: File },
  onProgress: (fraction: number) => void,
): Promise<AnalyticsImportDetail> {
  const form = new FormData();
  form.append('platform', input.platform);
  form.append('file', input.file, input.file.name);
  return upload(IMPORTS, AnalyticsImportDetail, {
    body: form,
    onProgress: (sent, total) => {
      if (total > 0) onProgress(sent / total);
    },
  });
}

export function useRemoveAnalyticsImportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`${IMPORTS}/${id}`, OkResponse),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: ['admin', 'analytics-import', id] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'analytics-imports'] });
    },
  });
}
