import type { StyleProblems, StoreStyleInput } from './types.js';

/**
 * The shortest track the stores take as a standard recording: Spotify, Apple Music and most
 * others refuse or do not pay for audio under 30 seconds. Shorter tracks (an intro, a skit) are
 * still delivered by some stores on albums, so this is a warning the artist may accept, not an
 * error; a track with no duration at all is refused by the delivery check.
 */
export const MIN_TRACK_SECONDS = 30;

export function trackTooShortMessage(position: number, seconds: number): string {
  const whole = Math.round(seconds);
  return `Track ${position} is ${whole} ${whole === 1 ? 'second' : 'seconds'} long; stores refuse or do not pay for tracks under ${MIN_TRACK_SECONDS} seconds. Upload the full-length audio.`;
}

/** Warns for every track whose audio is known and shorter than MIN_TRACK_SECONDS. */
export function checkTrackLengths(problems: StyleProblems, input: StoreStyleInput): void {
  input.tracks.forEach((track, index) => {
    const seconds = track.durationSeconds;
    if (seconds === undefined || seconds <= 0 || seconds >= MIN_TRACK_SECONDS) return;
    problems.warning(`tracks[${index}].durationSeconds`, 'track-too-short', trackTooShortMessage(index + 1, seconds));
  });
}
