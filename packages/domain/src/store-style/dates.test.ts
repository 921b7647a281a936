import { describe, expect, it } from 'vitest';
import { describeProblems, exampleInput } from './test-support/example-input.js';
import type { StoreStyleInput } from './types.js';

function problemsAfter(change: (input: StoreStyleInput) => void): string[] {
  const input = exampleInput(); // today 2025-06-01, release 2025-06-16, (C) and (P) 2025
  change(input);
  return describeProblems(input);
}

// DOMAIN.md states no date rule: only what delivery refuses anyway is an error.
describe('release dates', () => {
  it.each([
    [
      'a date that does not exist',
      (i: StoreStyleInput) => {
        i.release.releaseDate = '2025-02-30';
      },
      ['error release-date release.releaseDate'],
    ],
    [
      'a date in the past',
      (i: StoreStyleInput) => {
        i.release.releaseDate = '2025-05-31';
      },
      ['warning release-date release.releaseDate'],
    ],
    [
      'an original release after the release',
      (i: StoreStyleInput) => {
        i.release.originalReleaseDate = '2025-06-17';
      },
      ['error release-date release.originalReleaseDate'],
    ],
    [
      'an original release date that is not one',
      (i: StoreStyleInput) => {
        i.release.originalReleaseDate = '16/06/2025';
      },
      ['error release-date release.originalReleaseDate'],
    ],
  ])('%s', (_name, change, expected) => {
    expect(problemsAfter(change)).toEqual(expected);
  });

  it.each([
    [
      'release today',
      (i: StoreStyleInput) => {
        i.release.releaseDate = '2025-06-01';
      },
    ],
    [
      'an original release on the same day',
      (i: StoreStyleInput) => {
        i.release.originalReleaseDate = '2025-06-16';
      },
    ],
    [
      'an empty original release date',
      (i: StoreStyleInput) => {
        i.release.originalReleaseDate = '';
      },
    ],
  ])('%s passes', (_name, change) => {
    expect(problemsAfter(change)).toEqual([]);
  });
});

describe('copyright lines', () => {
  it.each([
    [
      'an empty owner',
      (i: StoreStyleInput) => {
        i.release.copyright.cLine.owner = ' ';
      },
      ['error copyright-owner-missing release.copyright.cLine.owner'],
    ],
    [
      'a year that is not one',
      (i: StoreStyleInput) => {
        i.release.copyright.pLine.year = 20255;
      },
      ['error copyright-year release.copyright.pLine.year'],
    ],
    [
      'a year in the future',
      (i: StoreStyleInput) => {
        i.release.copyright.cLine.year = 2026;
      },
      ['warning copyright-year release.copyright.cLine.year'],
    ],
    [
      'a (P) year before the first release of the recording',
      (i: StoreStyleInput) => {
        i.release.originalReleaseDate = '2019-03-01';
        i.release.copyright.pLine.year = 2018;
      },
      ['warning copyright-year release.copyright.pLine.year'],
    ],
  ])('%s', (_name, change, expected) => {
    expect(problemsAfter(change)).toEqual(expected);
  });

  it.each([
    [
      'next year for a release dated next year',
      (i: StoreStyleInput) => {
        i.release.releaseDate = '2026-01-09';
        i.release.copyright.cLine.year = 2026;
        i.release.copyright.pLine.year = 2026;
      },
    ],
    [
      'a (P) year of the original release',
      (i: StoreStyleInput) => {
        i.release.originalReleaseDate = '2019-03-01';
        i.release.copyright.pLine.year = 2019;
      },
    ],
    [
      'an older (C) year for a re-release',
      (i: StoreStyleInput) => {
        i.release.copyright.cLine.year = 1999;
      },
    ],
  ])('%s passes', (_name, change) => {
    expect(problemsAfter(change)).toEqual([]);
  });
});
