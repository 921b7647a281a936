import { describe, expect, it } from 'vitest';
import { describeProblems, exampleInput, exampleTrack } from './test-support/example-input.js';
import type { StyleTrack } from './types.js';

function albumProblems(tracks: Partial<StyleTrack>[], releaseExplicit?: boolean): string[] {
  const input = exampleInput();
  input.release.explicit = releaseExplicit;
  input.tracks = tracks.map((track, index) => exampleTrack({ isrc: `USRC1760784${index}`, ...track }));
  return describeProblems(input).filter((problem) => /explicit|clean/.test(problem));
}

// "mark Explicit if any explicit content; one explicit track ⇒ whole album explicit; "Clean"
// only for an edited version of an explicit original"
describe('explicit flags', () => {
  it('makes the release explicit when one track is', () => {
    expect(albumProblems([{ explicit: true }, { title: 'Other' }], false)).toEqual([
      'error explicit-release-flag release.explicit',
    ]);
    expect(albumProblems([{ explicit: true }, { title: 'Other' }], true)).toEqual([]);
  });

  it('has nothing to compare when the release flag is derived from the tracks', () => {
    expect(albumProblems([{ explicit: true }], undefined)).toEqual([]);
  });

  it('warns about an explicit release without an explicit track', () => {
    expect(albumProblems([{ explicit: false }], true)).toEqual([
      'warning explicit-without-explicit-track release.explicit',
    ]);
  });

  it('refuses a track marked both explicit and clean', () => {
    expect(albumProblems([{ explicit: true, cleanVersion: true }], true)).toEqual([
      'error clean-and-explicit tracks[0].cleanVersion',
    ]);
  });

  it('accepts a clean track next to its explicit original', () => {
    expect(albumProblems([{ explicit: true }, { title: ' midnight drive', cleanVersion: true }], true)).toEqual([]);
  });

  it('asks about a clean track with no explicit original on the release', () => {
    expect(albumProblems([{ explicit: true, title: 'Other' }, { cleanVersion: true }], true)).toEqual([
      'warning clean-without-original tracks[1].cleanVersion',
    ]);
  });
});
