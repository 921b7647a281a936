import type { ArtistPlatform } from './platforms.js';

/** Artist search constants (docs/product/artist-search.md). */
export const ARTIST_SEARCH_DEBOUNCE_MS = 390;
export const ARTIST_SEARCH_MIN_QUERY_LENGTH = 2;
export const ARTIST_SEARCH_PAGE_SIZE = 5;
export const ARTIST_SEARCH_MAX_RESULTS = 50;
export const LIMIT_REACHED_MESSAGE = 'Limit Reached';

export const SPOTIFY_NAME_MISMATCH =
  'The artist name must be consistent with the formatting used on your Spotify and/or Apple Music profile';
export const PROFILE_NAME_MISMATCH = '* The selected profile does not match the search query';
export const PROFILE_REQUIRED = 'Profile must be selected';
export const SEARCH_QUERY_TOO_SHORT = `Type at least ${ARTIST_SEARCH_MIN_QUERY_LENGTH} characters to search`;

/** Search starts at 2 or more characters (spaces around the query do not count). */
export function isSearchableQuery(query: string): boolean {
  return query.trim().length >= ARTIST_SEARCH_MIN_QUERY_LENGTH;
}

/**
 * How many results to show after one more "View more": 5, 10, ... 50; null once 50 are shown
 * (the web then shows "Limit Reached").
 */
export function nextResultCount(shown: number): number | null {
  if (shown >= ARTIST_SEARCH_MAX_RESULTS) return null;
  const rounded = Math.max(0, Math.floor(shown / ARTIST_SEARCH_PAGE_SIZE) * ARTIST_SEARCH_PAGE_SIZE);
  return Math.min(ARTIST_SEARCH_MAX_RESULTS, rounded + ARTIST_SEARCH_PAGE_SIZE);
}

export function isSearchLimitReached(shown: number): boolean {
  return shown >= ARTIST_SEARCH_MAX_RESULTS;
}

export interface ProfileSelection {
  platform: ArtistPlatform;
  /** What the person typed in the search box. */
  query: string;
  /** The selected profile, or null when nothing is selected. */
  selectedName: string | null;
  /** True when the profile came from a pasted URL: the name check does not apply. */
  viaUrl?: boolean;
}

/**
 * Spotify names must equal the query exactly (the release name must match the
 * store profile's formatting); other platforms compare case-insensitively. Returns the
 * message to show, or null when the selection is acceptable.
 */
export function checkProfileSelection(selection: ProfileSelection): string | null {
  if (selection.selectedName === null) return PROFILE_REQUIRED;
  if (selection.viaUrl) return null;
  const query = selection.query.trim();
  const name = selection.selectedName.trim();
  if (selection.platform === 'spotify') return name === query ? null : SPOTIFY_NAME_MISMATCH;
  return name.toLocaleLowerCase() === query.toLocaleLowerCase() ? null : PROFILE_NAME_MISMATCH;
}
