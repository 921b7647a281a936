import { useQuery } from '@tanstack/react-query';
import { PublicLinkPage, PublicShort, PublicTrackPreview } from '@liner/domain';
import { http } from '../../lib/http.js';

/** Public pages, no sign-in (server: modules/quicklinks). Paths live here only. */
const PUBLIC = '/api/public';

export const publicApi = {
  link: (shortId: string) => http.get(`${PUBLIC}/links/${encodeURIComponent(shortId)}`, PublicLinkPage),
  track: (id: string) => http.get(`${PUBLIC}/tracks/${encodeURIComponent(id)}`, PublicTrackPreview),
  short: (id: string) => http.get(`${PUBLIC}/shorts/${encodeURIComponent(id)}`, PublicShort),
};

export function usePublicLinkQuery(shortId: string) {
  return useQuery({ queryKey: ['public', 'link', shortId], queryFn: () => publicApi.link(shortId) });
}
export function usePublicTrackQuery(id: string) {
  return useQuery({ queryKey: ['public', 'track', id], queryFn: () => publicApi.track(id) });
}
export function usePublicShortQuery(id: string) {
  return useQuery({ queryKey: ['public', 'short', id], queryFn: () => publicApi.short(id) });
}
