import type { ArtistProfile } from '@liner/domain';
import { fetchJson, type ArtistSearchProvider, type FetchLike, type SearchPage } from './provider.js';

type Thumbnails = Partial<Record<'default' | 'medium' | 'high', { url: string }>>;
interface SearchItem {
  id: { kind: string; channelId?: string };
  snippet: { channelId: string; title: string; thumbnails?: Thumbnails };
}
interface ChannelItem {
  id: string;
  snippet: { title: string; customUrl?: string; thumbnails?: Thumbnails };
  statistics?: { subscriberCount?: string; hiddenSubscriberCount?: boolean };
}
interface ListResponse<T> {
  items?: T[];
}

export interface YoutubeConfig {
  apiKey: string;
  fetch: FetchLike;
}

const API = 'https://www.googleapis.com/youtube/v3';
/** search.list returns at most 50 items per page, which is also Liner's result limit. */
const YOUTUBE_MAX_RESULTS = 50;

const thumbnail = (t?: Thumbnails) => t?.high?.url ?? t?.medium?.url ?? t?.default?.url ?? null;
const channelUrl = (id: string) => `https://www.youtube.com/channel/${id}`;

function channelToProfile(item: ChannelItem): ArtistProfile {
  const subscribers = Number(item.statistics?.subscriberCount);
  return {
    platform: 'youtube',
    id: item.id,
    name: item.snippet.title,
    url: channelUrl(item.id),
    imageUrl: thumbnail(item.snippet.thumbnails),
    ...(!item.statistics?.hiddenSubscriberCount && Number.isFinite(subscribers) ? { followers: subscribers } : {}),
  };
}

/**
 * The channels.list filter for an id as parseProfileUrl gives it: UC… ids, @handles and legacy
 * /user/ names can be looked up; legacy /c/ names cannot (the API has no filter for them).
 */
function lookupParam(id: string): [string, string] | null {
  if (/^UC[0-9A-Za-z_-]{22}$/.test(id)) return ['id', id];
  if (id.startsWith('@')) return ['forHandle', id];
  if (id.startsWith('user/')) return ['forUsername', id.slice('user/'.length)];
  return null;
}

/** YouTube Data API v3 with an API key (public data only). */
export function createYoutubeProvider(config: YoutubeConfig): ArtistSearchProvider {
  const get = <T>(path: string, params: Record<string, string>) =>
    fetchJson<T>(
      config.fetch,
      'youtube',
      `${API}/${path}?${new URLSearchParams({ ...params, key: config.apiKey })}`,
      {},
    );

  return {
    platform: 'youtube',
    async search(query: string, page: SearchPage) {
      // search.list pages by token, not offset: ask for everything up to offset + limit
      // (never more than 50, Liner's ceiling) and cut the window out.
      const maxResults = Math.min(YOUTUBE_MAX_RESULTS, page.offset + page.limit);
      const body = await get<ListResponse<SearchItem>>('search', {
        part: 'snippet',
        type: 'channel',
        q: query,
        maxResults: String(maxResults),
      });
      return (body?.items ?? []).slice(page.offset, page.offset + page.limit).map((item) => {
        const id = item.id.channelId ?? item.snippet.channelId;
        return {
          platform: 'youtube' as const,
          id,
          name: item.snippet.title,
          url: channelUrl(id),
          imageUrl: thumbnail(item.snippet.thumbnails),
        };
      });
    },
    canLookUp: (id: string) => lookupParam(id) !== null,
    async getById(id: string) {
      const param = lookupParam(id);
      if (!param) return null;
      const body = await get<ListResponse<ChannelItem>>('channels', {
        part: 'snippet,statistics',
        [param[0]]: param[1],
      });
      const item = body?.items?.[0];
      return item ? channelToProfile(item) : null;
    },
  };
}
