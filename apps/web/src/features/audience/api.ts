import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AUDIENCE_PER_PAGE,
  type AudienceFan,
  AudienceFansPage,
  AudienceFindAllResponse,
  AudienceImportResult,
  AudienceMemberResponse,
  AudienceRefreshResponse,
  AudienceRefreshStatus,
  type BulkImportFansRequest,
  BulkRemoveFansResponse,
  OkResponse,
} from '@liner/domain';
import { http } from '../../lib/http.js';
import { downloadFile } from '../../lib/save-file.js';

const BASE = '/api/portal/audience';
const AUDIENCE_KEY = ['audience'] as const;
const STATUS_KEY = ['audience', 'refresh-status'] as const;

/** A search as the path segment {q}: empty means every fan. */
const searchPath = (path: string, search: string) =>
  search.trim() ? `${path}/${encodeURIComponent(search.trim())}` : path;

export function useFansQuery(search: string, page: number) {
  return useQuery({
    queryKey: [...AUDIENCE_KEY, 'fans', search, page],
    queryFn: () =>
      http.get(searchPath(`${BASE}/find/fans`, search), AudienceFansPage, { page, per_page: AUDIENCE_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
}

/** The members a refresh brought from the platforms (a few: one per artist profile). */
export function usePlatformMembersQuery() {
  return useQuery({
    queryKey: [...AUDIENCE_KEY, 'platform'],
    queryFn: () => http.get(`${BASE}/findAll`, AudienceFindAllResponse, { type: 'platform' }),
  });
}

/** Every write refreshes what the page shows of the audience. */
function useAudienceMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: AUDIENCE_KEY }) });
}

export const useAddFanMutation = () =>
  useAudienceMutation((fan: AudienceFan | Record<string, unknown>) =>
    http.post(`${BASE}/fan`, fan, AudienceMemberResponse),
  );

export const useRemoveFanMutation = () =>
  useAudienceMutation((id: number) => http.delete(`${BASE}/fan?id=${id}`, OkResponse));

export const useBulkRemoveMutation = () =>
  useAudienceMutation((ids: number[]) => http.post(`${BASE}/fan/bulk-remove`, { ids }, BulkRemoveFansResponse));

export const useImportMutation = () =>
  useAudienceMutation((body: BulkImportFansRequest) =>
    http.post(`${BASE}/fan/bulk-import`, body, AudienceImportResult),
  );

export const exportAllFans = () => downloadFile(`${BASE}/fan/export-all`, 'audience.csv');

/** How often the page asks how a running refresh is doing. */
const STATUS_POLL_MS = 2000;

/**
 * The refresh's status, asked again every 2 s while one runs. The allow-refresh flag is true until
 * the first answer, follows the answers, and is true again whenever asking fails, so a failed
 * status check never locks the button.
 */
export function useRefreshStatus() {
  const query = useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => http.get(`${BASE}/refresh-status`, AudienceRefreshStatus),
    refetchInterval: (current) => (current.state.data?.status === 'running' ? STATUS_POLL_MS : false),
  });
  const [allowRefresh, setAllowRefresh] = useState(true);
  const queryClient = useQueryClient();
  const { data, isError } = query;
  useEffect(() => {
    if (data) setAllowRefresh(data.allow_refresh);
  }, [data]);
  useEffect(() => {
    if (isError) setAllowRefresh(true);
  }, [isError]);
  // A refresh that finished brought new platform members.
  const finished = data?.finished_at ?? null;
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: [...AUDIENCE_KEY, 'platform'] });
  }, [finished, queryClient]);
  return { query, allowRefresh };
}

export function useStartRefreshMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post(`${BASE}/refresh-audience`, {}, AudienceRefreshResponse),
    onSuccess: (answer) => {
      queryClient.setQueryData(STATUS_KEY, answer.data);
      void queryClient.invalidateQueries({ queryKey: [...AUDIENCE_KEY, 'platform'] });
    },
  });
}
