import { type StyleProblems, trackLabel, type StoreStyleInput } from './types.js';

/**
 * DOMAIN.md 4 (Apple "Parental Advisory"): one explicit track makes the whole release explicit;
 * "Clean" is only for an edited version of an explicit original.
 */
export function checkExplicitFlags(problems: StyleProblems, input: StoreStyleInput): void {
  const { release, tracks } = input;
  const explicitIndex = tracks.findIndex((track) => track.explicit);
  // When the form has no release flag it is derived from the tracks, so there is nothing to disagree.
  if (release.explicit === false && explicitIndex >= 0) {
    problems.error(
      'release.explicit',
      'explicit-release-flag',
      `${trackLabel(explicitIndex)} is explicit, so the whole release must be marked Explicit.`,
    );
  }
  if (release.explicit === true && explicitIndex < 0 && tracks.length > 0) {
    // A warning: the explicit content may be in the artwork rather than in a track.
    problems.warning(
      'release.explicit',
      'explicit-without-explicit-track',
      'The release is marked Explicit but none of its tracks is. Mark the explicit tracks, or unmark the release if nothing is explicit.',
    );
  }

  tracks.forEach((track, index) => {
    if (!track.cleanVersion) return;
    const path = `tracks[${index}].cleanVersion`;
    if (track.explicit) {
      problems.error(
        path,
        'clean-and-explicit',
        `${trackLabel(index)} is marked both Explicit and Clean. A clean version is the edited one: choose one of the two.`,
      );
      return;
    }
    const title = comparableTitle(track.title);
    const hasOriginal = tracks.some(
      (other, otherIndex) => otherIndex !== index && other.explicit && comparableTitle(other.title) === title,
    );
    if (!hasOriginal) {
      // A warning: the explicit original may be on another release, which this check cannot see.
      problems.warning(
        path,
        'clean-without-original',
        `${trackLabel(index)} is marked Clean. Clean is only for an edited version of an explicit original: if no explicit version of this song exists, unmark Clean (it is simply not explicit).`,
      );
    }
  });
}

function comparableTitle(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}
