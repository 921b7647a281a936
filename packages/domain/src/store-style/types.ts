/**
 * The pre-submission store style check (DOMAIN.md section 4) works on this small, plain shape
 * so that it stays pure and the releases area maps its draft onto it in one place. Paths in
 * the problems it returns name the form fields of this shape ("release.title",
 * "tracks[1].artists[0].name", "artwork"); track and artist indexes are 0-based.
 */

export type StyleReleaseType = 'Album' | 'EP' | 'Single';

/**
 * Role names as the wizard sends them, compared case-insensitively. The check recognises
 * "primary", "featuring" (also "featured", "feat."), "with" and "remixer"; any other role
 * (producer, composer...) is accepted and ignored.
 */
export interface StyleArtist {
  name: string;
  roles: readonly string[];
}

export interface StyleArtwork {
  width: number;
  height: number;
  /** Container format as detected from the bytes, e.g. "jpeg", "png", "webp" (any case). */
  format: string;
  /** Colour space as sharp reports it, e.g. "srgb", "rgb16", "cmyk", "b-w" (any case). */
  colourSpace: string;
  sizeBytes: number;
}

/** A (C) or (P) line: its year and the owner's name as typed. */
export interface StyleCopyrightLine {
  year: number;
  owner: string;
}

export interface StyleRelease {
  type: StyleReleaseType;
  title: string;
  version?: string;
  artists: readonly StyleArtist[];
  label?: string;
  genre?: string;
  /** Metadata language, RFC 5646 (e.g. "en", "pt-BR"). */
  language: string;
  /** The release's own flag when the form has one; left out when it is derived from the tracks. */
  explicit?: boolean;
  /** cLine is the release form's copyright.licensing, pLine its copyright.soundRecording. */
  copyright: { cLine: StyleCopyrightLine; pLine: StyleCopyrightLine };
  /** "YYYY-MM-DD". */
  releaseDate: string;
  originalReleaseDate?: string;
}

export interface StyleTrack {
  title: string;
  version?: string;
  artists: readonly StyleArtist[];
  explicit: boolean;
  /** The track is the edited (clean) version of an explicit original. */
  cleanVersion: boolean;
  isrc?: string;
  durationSeconds?: number;
  /** Language of performance, RFC 5646; left out for instrumentals. */
  language?: string;
}

export interface StoreStyleInput {
  release: StyleRelease;
  artwork: StyleArtwork | null;
  tracks: readonly StyleTrack[];
  /** The day the check runs, "YYYY-MM-DD", passed in so the check stays pure. */
  today: string;
}

export type StyleRule =
  | 'title-featured-artist'
  | 'title-forbidden-word'
  | 'title-artist-name'
  | 'title-version-word'
  | 'title-promotional'
  | 'title-all-caps'
  | 'title-all-lowercase'
  | 'title-case'
  | 'title-whitespace'
  | 'title-emoji'
  | 'version-original'
  | 'version-remix-needs-remixer'
  | 'artist-missing-primary'
  | 'artist-incomplete'
  | 'artist-featured-as-primary'
  | 'artist-compound'
  | 'artist-various-artists'
  | 'artist-generic-name'
  | 'artist-suspicious-name'
  | 'artist-duplicate'
  | 'explicit-release-flag'
  | 'explicit-without-explicit-track'
  | 'clean-and-explicit'
  | 'clean-without-original'
  | 'artwork-missing'
  | 'artwork-not-square'
  | 'artwork-too-small'
  | 'artwork-format'
  | 'artwork-colour-space'
  | 'artwork-file-size'
  | 'tracks-missing'
  | 'release-type-track-count'
  | 'track-too-short'
  | 'copyright-owner-missing'
  | 'copyright-year'
  | 'release-date'
  | 'language-code'
  | 'isrc-invalid'
  | 'isrc-duplicate'
  | 'isrc-audio-reused';

export interface StyleProblem {
  /** An error stops publishing; a warning is shown and lets the user publish anyway. */
  severity: 'error' | 'warning';
  /** The form field where the problem is fixed. */
  path: string;
  rule: StyleRule;
  /** What is wrong and how to fix it, in the words of the form. */
  message: string;
}

/** Collects problems; each family of rules writes into one of these. */
export class StyleProblems {
  readonly items: StyleProblem[] = [];

  error(path: string, rule: StyleRule, message: string): void {
    this.items.push({ severity: 'error', path, rule, message });
  }

  warning(path: string, rule: StyleRule, message: string): void {
    this.items.push({ severity: 'warning', path, rule, message });
  }
}

/** "Track 2" for index 1: what a person sees in the track manager. */
export function trackLabel(index: number): string {
  return `Track ${index + 1}`;
}

export function hasRole(artist: StyleArtist, ...roles: string[]): boolean {
  return artist.roles.some((role) => roles.includes(role.trim().toLowerCase()));
}

export const PRIMARY_ROLES = ['primary', 'primary artist', 'main artist', 'mainartist'];
export const FEATURED_ROLES = ['featuring', 'featured', 'featured artist', 'feat.', 'feat', 'with'];
export const REMIXER_ROLES = ['remixer'];
