import { checkIsrc } from '../identifiers/isrc.js';
import { type StyleProblems, trackLabel, type StoreStyleInput } from './types.js';

/**
 * ISRCs typed by the label (DOMAIN.md 3): a wrong shape or the same code on two tracks of the
 * release. Codes used on other releases need the database and are checked by the server.
 * A track without an ISRC gets one assigned by Liner, so a missing code is not a problem.
 */
export function checkTrackCodes(problems: StyleProblems, input: StoreStyleInput): void {
  const firstIndexOf = new Map<string, number>();
  input.tracks.forEach((track, index) => {
    if (track.isrc === undefined || track.isrc.trim() === '') return;
    const path = `tracks[${index}].isrc`;
    const result = checkIsrc(track.isrc);
    if (!result.ok) {
      problems.error(path, 'isrc-invalid', `${trackLabel(index)}: ${result.error}`);
      return;
    }
    const first = firstIndexOf.get(result.value);
    if (first !== undefined) {
      problems.error(
        path,
        'isrc-duplicate',
        `${trackLabel(index)} has the same ISRC as ${trackLabel(first)} (${result.value}). Each recording needs its own ISRC.`,
      );
    } else {
      firstIndexOf.set(result.value, index);
    }
  });
}
