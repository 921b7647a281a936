import { checkIcpn } from '../identifiers/gtin.js';
import { checkIsrc } from '../identifiers/isrc.js';
import { checkIswc } from '../identifiers/iswc.js';
import { hasRole, PRIMARY_ROLE } from './roles.js';

/** One thing to fix before a release can be sent, with the form path where it is fixed. */
export interface FieldProblem {
  /** Dot path into the form: "artists.0.roles", "tracks.1.writers.0.lastName". */
  path: string;
  message: string;
}

export interface SendArtist {
  name: string;
  roles: string[];
}
export interface SendWriter {
  firstName: string;
  lastName: string;
  roles: string[];
}
export interface SendCredit {
  name: string;
  roles: string[];
}

export interface SendTrack {
  title: string;
  version: string;
  isrc: string;
  iswc: string;
  tiktokStartTime: string;
  audioFileId: number | null;
  artists: SendArtist[];
  writers: SendWriter[];
  credits: SendCredit[];
}

export interface SendRelease {
  type: string;
  title: string;
  version: string;
  artists: SendArtist[];
  label: string;
  upc: { active: boolean; code: string };
  primaryGenre: string;
  language: string;
  releaseDate: string | null;
  originalReleaseDate: string | null;
  copyright: {
    licensing: { year: number | null; name: string };
    soundRecording: { year: number | null; name: string };
  };
  artworkFileId: number | null;
}

export const SEND_MESSAGES = {
  artistName: 'Name of the artist is required',
  artistRole: 'Select at least one role for the artist',
  primaryArtist: 'Add at least one primary artist',
  writerFirstName: "Enter the writer's first name",
  writerLastName: "Enter the writer's last name",
  writerRole: "Select the writer's role",
  writerMissing: 'Add at least one writer',
  creditName: 'Enter the name of the credited person',
  creditRole: "Select the credit's role",
  title: 'Enter the title',
  trackTitle: 'Enter the track title',
  label: 'Enter the label',
  genre: 'Choose a primary genre',
  language: 'Choose a language',
  releaseDate: 'Choose a release date',
  originalAfterRelease: 'The original release date cannot be after the release date',
  copyrightYear: 'Enter the year',
  copyrightName: 'Enter the name of the owner',
  artwork: 'Upload the artwork',
  audio: 'Upload the audio file',
  noTracks: 'Add at least one track',
  tiktok: 'Write the TikTok start time as minutes:seconds, e.g. 0:45',
} as const;

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** Release init keeps only primary artists whose name and role are both non-empty. */
export function keepInitArtists<T extends SendArtist>(artists: readonly T[]): T[] {
  return artists.filter((artist) => !blank(artist.name) && artist.roles.some((role) => !blank(role)));
}

/** A Single with one track takes the track's title and version from the release. */
export function applySingleTrackRule<T extends { title: string; version: string }>(
  release: { type: string; title: string; version: string },
  tracks: readonly T[],
): T[] {
  if (release.type !== 'Single' || tracks.length !== 1) return [...tracks];
  return [{ ...tracks[0], title: release.title, version: release.version }];
}

const TIKTOK_TIME = /^(\d{1,2}):([0-5]\d)$/;

/** TikTok start time "m:ss" to seconds; null when it is not written that way. */
export function parseTiktokStartTime(value: string): number | null {
  const match = TIKTOK_TIME.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function formatTiktokStartTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function checkArtistsForSend(artists: readonly SendArtist[], at: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  artists.forEach((artist, index) => {
    if (blank(artist.name)) problems.push({ path: `${at}.${index}.name`, message: SEND_MESSAGES.artistName });
    if (!artist.roles.some((role) => !blank(role)))
      problems.push({ path: `${at}.${index}.roles`, message: SEND_MESSAGES.artistRole });
  });
  return problems;
}

export function checkWritersForSend(writers: readonly SendWriter[], at: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (writers.length === 0) problems.push({ path: at, message: SEND_MESSAGES.writerMissing });
  writers.forEach((writer, index) => {
    if (blank(writer.firstName))
      problems.push({ path: `${at}.${index}.firstName`, message: SEND_MESSAGES.writerFirstName });
    if (blank(writer.lastName))
      problems.push({ path: `${at}.${index}.lastName`, message: SEND_MESSAGES.writerLastName });
    if (!writer.roles.some((role) => !blank(role)))
      problems.push({ path: `${at}.${index}.roles`, message: SEND_MESSAGES.writerRole });
  });
  return problems;
}

export function checkCreditsForSend(credits: readonly SendCredit[], at: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  credits.forEach((credit, index) => {
    if (blank(credit.name)) problems.push({ path: `${at}.${index}.name`, message: SEND_MESSAGES.creditName });
    if (!credit.roles.some((role) => !blank(role)))
      problems.push({ path: `${at}.${index}.roles`, message: SEND_MESSAGES.creditRole });
  });
  return problems;
}

/**
 * Every send-time rule (docs/product/releases.md) plus what a delivery cannot do without, checked on the
 * form as the person filled it. Codes Liner assigns (empty UPC and ISRCs) are not required.
 */
export function checkReleaseForSend(release: SendRelease, tracks: readonly SendTrack[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const need = (ok: boolean, path: string, message: string) => {
    if (!ok) problems.push({ path, message });
  };
  need(!blank(release.title), 'title', SEND_MESSAGES.title);
  need(
    release.artists.some((artist) => hasRole(artist.roles, PRIMARY_ROLE)),
    'artists',
    SEND_MESSAGES.primaryArtist,
  );
  problems.push(...checkArtistsForSend(release.artists, 'artists'));
  need(!blank(release.label), 'label', SEND_MESSAGES.label);
  need(!blank(release.primaryGenre), 'primaryGenre', SEND_MESSAGES.genre);
  need(!blank(release.language), 'language', SEND_MESSAGES.language);
  need(!blank(release.releaseDate), 'releaseDate', SEND_MESSAGES.releaseDate);
  if (!blank(release.releaseDate) && !blank(release.originalReleaseDate)) {
    need(
      release.originalReleaseDate! <= release.releaseDate!,
      'originalReleaseDate',
      SEND_MESSAGES.originalAfterRelease,
    );
  }
  for (const key of ['licensing', 'soundRecording'] as const) {
    need(release.copyright[key].year !== null, `copyright.${key}.year`, SEND_MESSAGES.copyrightYear);
    need(!blank(release.copyright[key].name), `copyright.${key}.name`, SEND_MESSAGES.copyrightName);
  }
  need(release.artworkFileId !== null, 'artworkFileId', SEND_MESSAGES.artwork);
  if (release.upc.active) {
    const upc = checkIcpn(release.upc.code);
    if (!upc.ok) problems.push({ path: 'upc.code', message: upc.error });
  }
  need(tracks.length > 0, 'tracks', SEND_MESSAGES.noTracks);
  applySingleTrackRule(release, tracks).forEach((track, index) => {
    problems.push(...checkTrackForSend(track, `tracks.${index}`));
  });
  return problems;
}

function checkTrackForSend(track: SendTrack, at: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (blank(track.title)) problems.push({ path: `${at}.title`, message: SEND_MESSAGES.trackTitle });
  if (track.audioFileId === null) problems.push({ path: `${at}.audioFileId`, message: SEND_MESSAGES.audio });
  if (!blank(track.isrc)) {
    const isrc = checkIsrc(track.isrc);
    if (!isrc.ok) problems.push({ path: `${at}.isrc`, message: isrc.error });
  }
  if (!blank(track.iswc)) {
    const iswc = checkIswc(track.iswc);
    if (!iswc.ok) problems.push({ path: `${at}.iswc`, message: iswc.error });
  }
  if (!blank(track.tiktokStartTime) && parseTiktokStartTime(track.tiktokStartTime) === null) {
    problems.push({ path: `${at}.tiktokStartTime`, message: SEND_MESSAGES.tiktok });
  }
  problems.push(...checkArtistsForSend(track.artists, `${at}.artists`));
  problems.push(...checkWritersForSend(track.writers, `${at}.writers`));
  problems.push(...checkCreditsForSend(track.credits, `${at}.credits`));
  return problems;
}
