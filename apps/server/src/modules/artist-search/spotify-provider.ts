import type { ArtistProfile } from '@liner/domain';
import { fetchJson, upstreamError, type ArtistSearchProvider, type FetchLike, type SearchPage } from './provider.js';

interface SpotifyArtist {
  id: string;
  name: string;
  external_urls?: { spotify?: string };
  images?: { url: string; width: number | null; height: number | null }[];
  followers?: { total: number | null };
  genres?: string[];
}
interface SpotifySearch {
  artists: { items: SpotifyArtist[] };
}
interface SpotifyToken {
  access_token: string;
  token_type: string;
  expires_in: number;
}

export interface SpotifyConfig {
  clientId: string;
  clientSecret: string;
  fetch: FetchLike;
  now: () => Date;
}

const ACCOUNTS_URL = 'https://accounts.spotify.com/api/token';
const API = 'https://api.spotify.com/v1';
/** Renew a minute early so a token never expires between our check and Spotify's. */
const RENEW_MARGIN_MS = 60_000;

function toProfile(artist: SpotifyArtist): ArtistProfile {
  return {
    platform: 'spotify',
    id: artist.id,
    name: artist.name,
    url: artist.external_urls?.spotify ?? `https://open.spotify.com/artist/${artist.id}`,
    // Spotify lists images widest first.
    imageUrl: artist.images?.[0]?.url ?? null,
    ...(typeof artist.followers?.total === 'number' ? { followers: artist.followers.total } : {}),
    ...(artist.genres ? { genres: artist.genres } : {}),
  };
}

/** Spotify Web API with the client-credentials flow (no user sign-in: catalogue reads only). */
export function createSpotifyProvider(config: SpotifyConfig): ArtistSearchProvider {
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    // The accounts service answers a wrong id or secret with 400 invalid_client: a credential problem.
    const accounts: FetchLike = async (url, init) => {
      const response = await config.fetch(url, init);
      return response.status === 400 ? new Response(null, { status: 401 }) : response;
    };
    const body = await fetchJson<SpotifyToken>(accounts, 'spotify', ACCOUNTS_URL, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!body?.access_token) throw upstreamError('spotify', 502);
    cached = { token: body.access_token, expiresAt: config.now().getTime() + body.expires_in * 1000 - RENEW_MARGIN_MS };
    return body.access_token;
  }

  /** One token for all requests until it nears expiry; concurrent callers share one renewal. */
  async function token(): Promise<string> {
    if (cached && cached.expiresAt > config.now().getTime()) return cached.token;
    pending ??= requestToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function get<T>(url: string, notFoundIsNull = false): Promise<T | null> {
    const send = async () => config.fetch(url, { headers: { authorization: `Bearer ${await token()}` } });
    // A token revoked early answers 401: renew once and retry before reporting a credential problem.
    const wrapped = async (u: string, init?: RequestInit) => {
      const first = await send();
      if (first.status !== 401) return first;
      cached = null;
      return config.fetch(u, { ...init, headers: { authorization: `Bearer ${await token()}` } });
    };
    return fetchJson<T>(wrapped, 'spotify', url, {}, { notFoundIsNull });
  }

  return {
    platform: 'spotify',
    async search(query: string, page: SearchPage) {
      const params = new URLSearchParams({
        q: query,
        type: 'artist',
        limit: String(page.limit),
        offset: String(page.offset),
      });
      const body = await get<SpotifySearch>(`${API}/search?${params}`);
      return (body?.artists.items ?? []).map(toProfile);
    },
    async getById(id: string) {
      // Spotify answers 400 "invalid id" for malformed ids: never send one, it cannot exist.
      if (!/^[0-9A-Za-z]{22}$/.test(id)) return null;
      const artist = await get<SpotifyArtist>(`${API}/artists/${id}`, true);
      return artist ? toProfile(artist) : null;
    },
  };
}
