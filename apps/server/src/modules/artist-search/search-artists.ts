import {
  ARTIST_PLATFORMS,
  ARTIST_SEARCH_MAX_RESULTS,
  PLATFORM_NAMES,
  SEARCH_QUERY_TOO_SHORT,
  isSearchableQuery,
  type ArtistPlatform,
  type ArtistProfile,
  type ArtistSearchResponse,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import type { ArtistSearchProvider, SearchPage } from './provider.js';
import { providerOf, providersFor } from './registry.js';

export const searchNotConfigured = (platform: ArtistPlatform) =>
  `Search is not configured for ${PLATFORM_NAMES[platform]}; paste the profile URL instead`;

export function listSearchPlatforms(deps: AppDeps): { platform: ArtistPlatform; searchable: boolean }[] {
  const providers = providersFor(deps);
  return ARTIST_PLATFORMS.map((platform) => ({ platform, searchable: !!providers[platform] }));
}

/** 422 on `platform` when no keys are set: the web then offers the URL path only. */
export function requireProvider(deps: AppDeps, platform: ArtistPlatform): ArtistSearchProvider {
  const provider = providerOf(deps, platform);
  if (!provider) {
    const message = searchNotConfigured(platform);
    throw new AppError('VALIDATION', { message, errors: { platform: [message] }, reason: 'SEARCH_NOT_CONFIGURED' });
  }
  return provider;
}

/** One page of results; the window never passes the 50-result ceiling. */
export async function searchArtists(
  deps: AppDeps,
  platform: ArtistPlatform,
  query: string,
  page: SearchPage,
): Promise<ArtistSearchResponse> {
  const term = query.trim();
  if (!isSearchableQuery(term)) throw fieldError('q', SEARCH_QUERY_TOO_SHORT);
  const provider = requireProvider(deps, platform);
  const limit = Math.min(page.limit, ARTIST_SEARCH_MAX_RESULTS - page.offset);
  const data = limit > 0 ? (await provider.search(term, { limit, offset: page.offset })).slice(0, limit) : [];
  return {
    platform,
    query: term,
    offset: page.offset,
    limit,
    data,
    limitReached: page.offset + limit >= ARTIST_SEARCH_MAX_RESULTS,
  };
}

export async function getArtist(deps: AppDeps, platform: ArtistPlatform, id: string): Promise<ArtistProfile> {
  const profile = await requireProvider(deps, platform).getById(id.trim());
  if (!profile)
    throw new AppError('NOT_FOUND', { message: `${PLATFORM_NAMES[platform]} has no artist with the id "${id}"` });
  return profile;
}
