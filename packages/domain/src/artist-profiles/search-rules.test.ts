import { describe, expect, it } from 'vitest';
import {
  ARTIST_SEARCH_DEBOUNCE_MS,
  ARTIST_SEARCH_MAX_RESULTS,
  ARTIST_SEARCH_MIN_QUERY_LENGTH,
  ARTIST_SEARCH_PAGE_SIZE,
  LIMIT_REACHED_MESSAGE,
  checkProfileSelection,
  isSearchLimitReached,
  isSearchableQuery,
  nextResultCount,
  PROFILE_NAME_MISMATCH,
  PROFILE_REQUIRED,
  SPOTIFY_NAME_MISMATCH,
  type ProfileSelection,
} from './search-rules.js';

describe('artist search constants', () => {
  it('are the documented values', () => {
    expect([
      ARTIST_SEARCH_DEBOUNCE_MS,
      ARTIST_SEARCH_MIN_QUERY_LENGTH,
      ARTIST_SEARCH_PAGE_SIZE,
      ARTIST_SEARCH_MAX_RESULTS,
      LIMIT_REACHED_MESSAGE,
    ]).toEqual([390, 2, 5, 50, 'Limit Reached']);
  });

  it.each([
    ['', false],
    ['a', false],
    [' a ', false],
    ['ab', true],
    [' Adele ', true],
  ])('query %j searchable: %s', (query, expected) => {
    expect(isSearchableQuery(query)).toBe(expected);
  });

  it.each([
    [0, 5],
    [5, 10],
    [7, 10],
    [45, 50],
    [49, 50],
    [50, null],
    [60, null],
  ])('after %i shown, next count %s', (shown, next) => {
    expect(nextResultCount(shown)).toBe(next);
    expect(isSearchLimitReached(shown)).toBe(next === null);
  });

  it('walks 5, 10, ... 50 then stops (ten pages)', () => {
    const counts: number[] = [];
    for (let shown = 0, next = nextResultCount(0); next !== null; shown = next, next = nextResultCount(shown))
      counts.push(next);
    expect(counts).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50]);
  });
});

describe('checkProfileSelection', () => {
  it.each<[ProfileSelection, string | null]>([
    [{ platform: 'spotify', query: 'Adele', selectedName: 'Adele' }, null],
    [{ platform: 'spotify', query: ' Adele ', selectedName: 'Adele' }, null],
    [{ platform: 'spotify', query: 'adele', selectedName: 'Adele' }, SPOTIFY_NAME_MISMATCH],
    [{ platform: 'spotify', query: 'Adele', selectedName: 'Adele & Friends' }, SPOTIFY_NAME_MISMATCH],
    [{ platform: 'spotify', query: 'adele', selectedName: 'Adele', viaUrl: true }, null],
    [{ platform: 'apple', query: 'adele', selectedName: 'ADELE' }, null],
    [{ platform: 'apple', query: 'adel', selectedName: 'Adele' }, PROFILE_NAME_MISMATCH],
    [{ platform: 'youtube', query: 'the weeknd', selectedName: 'The Weeknd' }, null],
    [{ platform: 'youtube', query: 'weeknd', selectedName: 'The Weeknd' }, PROFILE_NAME_MISMATCH],
    [{ platform: 'audiomack', query: 'Burna', selectedName: 'Burna Boy' }, PROFILE_NAME_MISMATCH],
    [{ platform: 'audiomack', query: 'Burna', selectedName: 'Burna Boy', viaUrl: true }, null],
    [{ platform: 'spotify', query: 'Adele', selectedName: null }, PROFILE_REQUIRED],
    [{ platform: 'youtube', query: 'Adele', selectedName: null, viaUrl: true }, PROFILE_REQUIRED],
  ])('%j -> %s', (selection, expected) => {
    expect(checkProfileSelection(selection)).toBe(expected);
  });

  it('uses the documented wording', () => {
    expect(SPOTIFY_NAME_MISMATCH).toBe(
      'The artist name must be consistent with the formatting used on your Spotify and/or Apple Music profile',
    );
    expect(PROFILE_NAME_MISMATCH).toBe('* The selected profile does not match the search query');
    expect(PROFILE_REQUIRED).toBe('Profile must be selected');
  });
});
