import { describe, expect, it } from 'vitest';
import { checkStoreStyle } from './check-store-style.js';
import { describeProblems, exampleInput, exampleTrack } from './test-support/example-input.js';
import type { StyleReleaseType } from './types.js';

function typeProblems(type: StyleReleaseType, minutes: (number | undefined)[]): string[] {
  const input = exampleInput();
  input.release.type = type;
  input.tracks = minutes.map((length, index) =>
    exampleTrack({
      title: `Song ${index + 1}`,
      isrc: `USRC17607${String(index).padStart(3, '0')}`,
      durationSeconds: length === undefined ? undefined : length * 60,
    }),
  );
  return describeProblems(input).filter((problem) => problem.includes('track'));
}

// Not in DOMAIN.md: the store thresholds (Single 1-3 tracks each under 10 minutes; EP 4-6 or
// under 30 minutes; Album otherwise) are warnings.
describe('release type against track count', () => {
  it.each([
    ['Single', [3]],
    ['Single', [3, 4, 9.9]],
    ['EP', [12]],
    ['EP', [4, 4, 4, 4]],
    ['EP', [4, 4, 4, 4, 4, 4]],
    ['Album', [4, 4, 4, 4, 4, 4, 4]],
    ['Album', [10, 10, 10, 5]],
    ['Album', [undefined, 4]], // without every duration only the count decides
    ['Single', [undefined, 4]],
  ] as const)('%s with %j minutes passes', (type, minutes) => {
    expect(typeProblems(type, [...minutes])).toEqual([]);
  });

  it.each([
    ['Single', [10]], // a track of 10 minutes or more
    ['Single', [3, 3, 3, 3]],
    ['EP', [3]],
    ['EP', [4, 4, 4, 4, 4, 4, 4]],
    ['Album', [3, 3]],
    ['Album', [4, 4, 4, 4]],
    ['Single', [undefined, 3, 3, 3]],
  ] as const)('%s with %j minutes gives a warning', (type, minutes) => {
    expect(typeProblems(type, [...minutes])).toEqual(['warning release-type-track-count release.type']);
  });

  it('tells what the stores will show', () => {
    const input = exampleInput();
    input.release.type = 'Album';
    expect(checkStoreStyle(input).map((problem) => problem.message)).toEqual([
      'The release type is Album, but with 1 track, 3:20 minutes in total stores show it as Single. Change the release type to Single, or add or remove tracks.',
    ]);
  });

  it('gives a short total in seconds, not "0 minutes"', () => {
    const input = exampleInput();
    input.release.type = 'Album';
    input.tracks[0].durationSeconds = 8;
    expect(checkStoreStyle(input).map((problem) => problem.message)[0]).toContain('with 1 track, 8 seconds in total');
  });

  it('needs at least one track', () => {
    const input = exampleInput();
    input.tracks = [];
    expect(describeProblems(input)).toEqual(['error tracks-missing tracks']);
  });
});

describe('ISRCs typed on the tracks', () => {
  it('checks the shape and refuses the same code twice', () => {
    const input = exampleInput();
    input.release.type = 'EP';
    input.tracks = [
      exampleTrack({ title: 'One', isrc: 'US-RC1-76-07839' }),
      exampleTrack({ title: 'Two', isrc: 'usrc17607839' }),
      exampleTrack({ title: 'Three', isrc: 'USRC1760783' }),
      exampleTrack({ title: 'Four', isrc: undefined }),
    ];
    expect(describeProblems(input)).toEqual([
      'error isrc-duplicate tracks[1].isrc',
      'error isrc-invalid tracks[2].isrc',
    ]);
  });
});
