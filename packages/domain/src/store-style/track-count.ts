import type { StyleProblems, StoreStyleInput, StyleReleaseType, StyleTrack } from './types.js';

const SINGLE_MAX_TRACKS = 3;
const EP_MAX_TRACKS = 6;
const SINGLE_TRACK_LIMIT_SECONDS = 10 * 60;
const EP_TOTAL_LIMIT_SECONDS = 30 * 60;

/**
 * DOMAIN.md does not state how release types relate to track counts, so everything here but
 * "a release needs a track" is a warning. The thresholds are the ones Apple and Spotify
 * publish for their product types: Single 1-3 tracks each under 10 minutes; EP 1-3 tracks
 * with one of 10 minutes or more, or 4-6 tracks, in both cases under 30 minutes in total;
 * Album 7 or more tracks or 30 minutes or more.
 */
export function checkTrackCount(problems: StyleProblems, input: StoreStyleInput): void {
  const { release, tracks } = input;
  if (tracks.length === 0) {
    problems.error('tracks', 'tracks-missing', 'The release has no tracks. Add at least one track.');
    return;
  }
  const allowed = allowedReleaseTypes(tracks);
  if (allowed.includes(release.type)) return;
  const seconds = totalSeconds(tracks);
  const length = seconds === undefined ? '' : `, ${formatTotalLength(seconds)} in total`;
  problems.warning(
    'release.type',
    'release-type-track-count',
    `The release type is ${release.type}, but with ${tracks.length} track${tracks.length === 1 ? '' : 's'}${length} stores show it as ${allowed.join(' or ')}. Change the release type to ${allowed.join(' or ')}, or add or remove tracks.`,
  );
}

/** The types stores would accept; with a duration missing, only the track count decides. */
export function allowedReleaseTypes(tracks: readonly StyleTrack[]): StyleReleaseType[] {
  const count = tracks.length;
  const total = totalSeconds(tracks);
  if (total === undefined) {
    if (count <= SINGLE_MAX_TRACKS) return ['Single', 'EP', 'Album'];
    if (count <= EP_MAX_TRACKS) return ['EP', 'Album'];
    return ['Album'];
  }
  const hasLongTrack = tracks.some((track) => (track.durationSeconds ?? 0) >= SINGLE_TRACK_LIMIT_SECONDS);
  if (count <= SINGLE_MAX_TRACKS && !hasLongTrack && total < EP_TOTAL_LIMIT_SECONDS) return ['Single'];
  if (count <= EP_MAX_TRACKS && total < EP_TOTAL_LIMIT_SECONDS) return ['EP'];
  return ['Album'];
}

function totalSeconds(tracks: readonly StyleTrack[]): number | undefined {
  if (tracks.some((track) => track.durationSeconds === undefined)) return undefined;
  return tracks.reduce((sum, track) => sum + (track.durationSeconds ?? 0), 0);
}

/** "8 seconds", "1:05 minutes", "42 minutes": whole minutes alone would call a short EP "0 minutes". */
function formatTotalLength(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} ${whole === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${minutes} minutes` : `${minutes}:${String(rest).padStart(2, '0')} minutes`;
}
