import type { ArtistProfile } from '@liner/domain';
import { fetchJson, type ArtistSearchProvider, type FetchLike, type SearchPage } from './provider.js';

interface AppleArtist {
  id: string;
  attributes?: {
    name: string;
    url: string;
    genreNames?: string[];
    artwork?: { url: string; width: number; height: number };
  };
}
interface AppleSearch {
  results: { artists?: { data: AppleArtist[] } };
}
interface AppleArtists {
  data: AppleArtist[];
}

export interface AppleMusicConfig {
  developerToken: string;
  storefront: string;
  fetch: FetchLike;
}

const API = 'https://api.music.apple.com/v1/catalog';
/** Apple caps a search page at 25 results. */
const APPLE_MAX_LIMIT = 25;
const ARTWORK_SIZE = '600x600';

function toProfile(artist: AppleArtist, storefront: string): ArtistProfile | null {
  if (!artist.attributes) return null;
  const { name, url, genreNames, artwork } = artist.attributes;
  return {
    platform: 'apple',
    id: artist.id,
    name,
    url: url || `https://music.apple.com/${storefront}/artist/${artist.id}`,
    // Artwork URLs are templates with {w}x{h} placeholders.
    imageUrl: artwork?.url ? artwork.url.replace('{w}x{h}', ARTWORK_SIZE) : null,
    ...(genreNames ? { genres: genreNames } : {}),
  };
}

/**
 * Apple Music API with a developer token (a JWT the operator signs with their MusicKit key and
 * sets in APPLE_MUSIC_DEVELOPER_TOKEN). Catalogue reads only; one storefront for all users.
 */
export function createAppleMusicProvider(config: AppleMusicConfig): ArtistSearchProvider {
  const headers = { authorization: `Bearer ${config.developerToken}` };
  const base = `${API}/${encodeURIComponent(config.storefront)}`;
  const present = (artists: AppleArtist[]) =>
    artists.map((a) => toProfile(a, config.storefront)).filter((p): p is ArtistProfile => p !== null);

  return {
    platform: 'apple',
    async search(query: string, page: SearchPage) {
      const params = new URLSearchParams({
        term: query,
        types: 'artists',
        limit: String(Math.min(page.limit, APPLE_MAX_LIMIT)),
        offset: String(page.offset),
      });
      const body = await fetchJson<AppleSearch>(config.fetch, 'apple', `${base}/search?${params}`, { headers });
      return present(body?.results.artists?.data ?? []);
    },
    async getById(id: string) {
      if (!/^\d{1,15}$/.test(id)) return null;
      const body = await fetchJson<AppleArtists>(
        config.fetch,
        'apple',
        `${base}/artists/${id}`,
        { headers },
        { notFoundIsNull: true },
      );
      return present(body?.data ?? [])[0] ?? null;
    },
  };
}
