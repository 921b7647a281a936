import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AnalyticsLinkPage,
  paginated,
  Quicklink,
  QuicklinkLinksResponse,
  QuicklinkResponse,
  type EditQuicklinkRequest,
  type QuicklinkPlatformId,
} from '@liner/domain';
import { http } from './http.js';

/** Smart links (server: modules/quicklinks). Paths live here only. */
const BASE = '/api/portal/quicklink';
const QuicklinkPage = paginated(Quicklink);
/** One page holds every link of an ordinary catalog; the list screen pages beyond it. */
const LIST_PAGE_SIZE = 100;

export const quicklinkApi = {
  list: (page = 1) => http.get(BASE, QuicklinkPage, { page, per_page: LIST_PAGE_SIZE }),
  get: (id: number) => http.get(`${BASE}/get/${id}`, Quicklink),
  links: (id: number) => http.get(`${BASE}/links/${id}`, QuicklinkLinksResponse),
  init: (releaseId: number) => http.post(`${BASE}/init/${releaseId}`, {}, QuicklinkResponse),
  edit: (body: EditQuicklinkRequest) => http.post(`${BASE}/edit-link`, body, QuicklinkResponse),
  editStore: (body: { id: number; platform: QuicklinkPlatformId; url: string }) =>
    http.post(`${BASE}/edit/store-link`, body, QuicklinkResponse),
  removeStore: (body: { id: number; platform: QuicklinkPlatformId }) =>
    http.post(`${BASE}/remove/store-link`, body, QuicklinkResponse),
  order: (body: { id: number; order: QuicklinkPlatformId[] }) =>
    http.post(`${BASE}/order/store-link`, body, QuicklinkResponse),
};

const keys = {
  all: ['quicklinks'] as const,
  one: (id: number) => ['quicklinks', 'one', id] as const,
  release: (releaseId: number) => ['quicklinks', 'release', releaseId] as const,
};

export function useQuicklinksQuery(page = 1) {
  return useQuery({ queryKey: [...keys.all, 'list', page], queryFn: () => quicklinkApi.list(page) });
}

export function useQuicklinkQuery(id: number) {
  return useQuery({ queryKey: keys.one(id), queryFn: () => quicklinkApi.get(id), enabled: id > 0 });
}

/** The release's link, or null when it has none yet. The API has no lookup by release; the list is searched. */
export function useReleaseQuicklinkQuery(releaseId: number) {
  return useQuery({
    queryKey: keys.release(releaseId),
    queryFn: async () => {
      for (let page = 1; ; page += 1) {
        const found = await quicklinkApi.list(page);
        const match = found.data.find((link) => link.release.id === releaseId);
        if (match) return match;
        if (page >= found.last_page) return null;
      }
    },
  });
}

/** Every change answers the whole link: the cache takes it, the list refreshes. */
export function useQuicklinkMutation<T>(call: (input: T) => Promise<{ message: string; data: Quicklink }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      queryClient.setQueryData(keys.one(answer.data.id), answer.data);
      await queryClient.invalidateQueries({ queryKey: keys.all, predicate: (query) => query.queryKey[1] !== 'one' });
    },
  });
}

/** The absolute public address of a smart link from the path the API gives. */
export function publicUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

/** Views and store clicks of the account's links over the last `days` days (server: analytics release-links). */
export function useLinkStatsQuery(days: number, page: number) {
  return useQuery({
    queryKey: [...keys.all, 'stats', days, page],
    queryFn: () => {
      const end = new Date();
      const start = new Date(end.getTime() - (days - 1) * 86_400_000);
      return http.get('/api/portal/analytics/release-links/top-releases', AnalyticsLinkPage, {
        start_date: start.toISOString().slice(0, 10),
        end_date: end.toISOString().slice(0, 10),
        page,
        per_page: LINK_STATS_PAGE_SIZE,
      });
    },
  });
}

const LINK_STATS_PAGE_SIZE = 10;
