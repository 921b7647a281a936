import { findPromotional, findWord } from './title-words.js';
import {
  FEATURED_ROLES,
  hasRole,
  PRIMARY_ROLES,
  type StyleProblems,
  trackLabel,
  type StoreStyleInput,
  type StyleArtist,
} from './types.js';

/** DOMAIN.md 4 (Believe, Catapult): generic or fake artist names, an immediate takedown. */
const GENERIC_NAMES = [
  'white noise',
  'yoga',
  'workout',
  'meditation',
  'baby',
  'christmas',
  'top hits',
  'chorus',
  'orchestra',
  'singer',
];
const GENERIC_SUFFIX = /\s+(music|songs|sounds|hits)$/;

/** Names that say nothing about who performs; an addition to DOMAIN.md, hence warnings. */
const PLACEHOLDER_NAMES = [
  'unknown',
  'unknown artist',
  'artist',
  'dj',
  'mc',
  'band',
  'official',
  'n/a',
  'na',
  'none',
  'anonymous',
  'test',
  'spotify',
  'apple music',
  'itunes',
  'apple',
  'amazon music',
  'amazon',
  'deezer',
  'tidal',
  'youtube',
  'youtube music',
  'soundcloud',
  'tiktok',
  'audiomack',
];

const VARIOUS_ARTISTS = 'various artists';
const VARIOUS_LOOKALIKES = /^(various|various artist|v\/a|v\.a\.?|va)$/;
const MIN_ARTISTS_FOR_VARIOUS = 4;

/** Artist rules of DOMAIN.md 4 for the release's artists and each track's. */
export function checkArtists(problems: StyleProblems, input: StoreStyleInput): void {
  const { release, tracks } = input;
  if (!release.artists.some((artist) => hasRole(artist, ...PRIMARY_ROLES))) {
    problems.error(
      'release.artists',
      'artist-missing-primary',
      'The release needs a primary artist. Add one with the role Primary.',
    );
  }
  checkArtistList(problems, 'release.artists', 'The release', release.artists, 'release');
  tracks.forEach((track, index) => {
    checkArtistList(problems, `tracks[${index}].artists`, trackLabel(index), track.artists, 'track');
  });
  checkVariousArtistsCount(problems, input);
}

function checkArtistList(
  problems: StyleProblems,
  base: string,
  owner: string,
  artists: readonly StyleArtist[],
  level: 'release' | 'track',
): void {
  const seen = new Set<string>();
  artists.forEach((artist, index) => {
    const path = `${base}[${index}]`;
    const name = artist.name.trim();
    const key = normalizeName(name);
    // On send, artists need a name and at least one role.
    if (name === '')
      problems.error(
        `${path}.name`,
        'artist-incomplete',
        `${owner}: artist ${index + 1} has no name. Enter the name or remove the artist.`,
      );
    if (artist.roles.every((role) => role.trim() === '')) {
      problems.error(
        `${path}.roles`,
        'artist-incomplete',
        `${owner}: "${name || `artist ${index + 1}`}" has no role. Choose at least one role.`,
      );
    }
    if (hasRole(artist, ...PRIMARY_ROLES) && hasRole(artist, ...FEATURED_ROLES)) {
      problems.error(
        `${path}.roles`,
        'artist-featured-as-primary',
        `${owner}: "${name}" is both Primary and Featuring. A featured artist is never Primary: keep only Featuring (or With).`,
      );
    }
    if (name === '') return;
    if (seen.has(key)) {
      // Addition to DOMAIN.md: a repeated entry is sent twice as a display artist.
      problems.warning(
        `${path}.name`,
        'artist-duplicate',
        `${owner}: "${name}" is listed twice. Remove the repeated entry and give the other all its roles.`,
      );
    }
    seen.add(key);
    checkArtistName(problems, `${path}.name`, owner, name, level);
  });
}

function checkArtistName(
  problems: StyleProblems,
  path: string,
  owner: string,
  name: string,
  level: 'release' | 'track',
): void {
  const key = normalizeName(name);
  if (key === VARIOUS_ARTISTS || VARIOUS_LOOKALIKES.test(key)) {
    if (level === 'track') {
      problems.error(
        path,
        'artist-various-artists',
        `${owner}: "${name}" is not allowed on a track. Credit each track to its real artists.`,
      );
    } else if (key !== VARIOUS_ARTISTS) {
      problems.error(path, 'artist-various-artists', `${owner}: write "Various Artists" instead of "${name}".`);
    }
    return;
  }
  if (GENERIC_NAMES.includes(key) || GENERIC_NAMES.includes(key.replace(GENERIC_SUFFIX, ''))) {
    problems.error(
      path,
      'artist-generic-name',
      `${owner}: "${name}" is a generic artist name, which stores take down. Use the real name of the act.`,
    );
    return;
  }
  if (PLACEHOLDER_NAMES.includes(key) || findWord(name, ['official']) || findPromotional(name)) {
    problems.warning(
      path,
      'artist-suspicious-name',
      `${owner}: "${name}" does not look like an artist's name (a placeholder, store name, "Official" or a link). Use the name the act is known by.`,
    );
    return;
  }
  checkCompound(problems, path, owner, name);
}

/**
 * DOMAIN.md 4: two artists never share one artist field, unless the name is an established act
 * ("Simon & Garfunkel"). A featured credit in the name is always wrong; "&", ",", "x", "and",
 * "with", "vs" and "/" may be part of a real act's name, which the check cannot know: a warning.
 */
function checkCompound(problems: StyleProblems, path: string, owner: string, name: string): void {
  const featured = /(?<![\p{L}\p{N}])(feat\.?|ft\.|featuring)(?=\s)/iu.exec(name);
  if (featured) {
    problems.error(
      path,
      'artist-compound',
      `${owner}: "${name}" puts a featured artist in the name. Add each artist as their own entry, the featured one with the role Featuring.`,
    );
    return;
  }
  const joiner = /\s(&|\+|x|×|and|with|vs\.?|\/)\s|[,;]/iu.exec(name);
  if (joiner) {
    problems.warning(
      path,
      'artist-compound',
      `${owner}: "${name}" looks like several artists in one entry ("${joiner[0].trim()}"). Add each artist as their own entry, unless this is the act's established name (such as "Simon & Garfunkel").`,
    );
  }
}

/** DOMAIN.md 4: "Various Artists" only at album level when there are 4 or more primary artists. */
function checkVariousArtistsCount(problems: StyleProblems, input: StoreStyleInput): void {
  const { release, tracks } = input;
  const index = release.artists.findIndex((artist) => normalizeName(artist.name) === VARIOUS_ARTISTS);
  if (index < 0) return;
  const primaries = new Set(
    [...release.artists, ...tracks.flatMap((track) => track.artists)]
      .filter((artist) => hasRole(artist, ...PRIMARY_ROLES))
      .map((artist) => normalizeName(artist.name))
      .filter((name) => name !== '' && name !== VARIOUS_ARTISTS),
  );
  if (release.type !== 'Album' || primaries.size < MIN_ARTISTS_FOR_VARIOUS) {
    problems.error(
      `release.artists[${index}].name`,
      'artist-various-artists',
      `"Various Artists" is only for an album with ${MIN_ARTISTS_FOR_VARIOUS} or more primary artists (this ${release.type.toLowerCase()} has ${primaries.size}). Credit the real primary artists instead.`,
    );
  }
}

function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
