import { describe, expect, it } from 'vitest';
import { checkStoreStyle, hasBlockingStyleProblem, wizardPageOf } from './check-store-style.js';
import { exampleInput, exampleTrack } from './test-support/example-input.js';

describe('checkStoreStyle', () => {
  it('finds nothing wrong with a well-formed single', () => {
    expect(checkStoreStyle(exampleInput())).toEqual([]);
  });

  it('lists problems in wizard order, each with a message that says how to fix it', () => {
    const input = exampleInput();
    input.release.title = 'MIDNIGHT DRIVE';
    input.artwork = null;
    input.release.copyright.pLine.owner = '';
    input.tracks = [exampleTrack(), exampleTrack({ title: 'Second Song (Live)', isrc: 'USRC17607840' })];
    const problems = checkStoreStyle(input);
    expect(problems.map((problem) => [problem.path, problem.rule])).toEqual([
      ['release.title', 'title-all-caps'],
      ['artwork', 'artwork-missing'],
      ['release.copyright.pLine.owner', 'copyright-owner-missing'],
      ['tracks[1].title', 'title-version-word'],
    ]);
    expect(problems[0].message).toBe('The release title is in ALL CAPS. Use normal casing, e.g. "Midnight Drive".');
    expect(problems[3].message).toBe(
      'Track 2 title contains the version "Live". Move it to the Version field; stores show it in parentheses after the title.',
    );
    expect(hasBlockingStyleProblem(problems)).toBe(true);
    expect(hasBlockingStyleProblem(problems.filter((problem) => problem.severity === 'warning'))).toBe(false);
  });

  it.each([
    ['release.title', 0],
    ['release.type', 0],
    ['release.artists[1].roles', 0],
    ['artwork', 1],
    ['release.version', 2],
    ['release.explicit', 2],
    ['release.copyright.cLine.year', 2],
    ['release.language', 2],
    ['tracks', 3],
    ['tracks[4].artists[0].name', 3],
  ] as const)('edits %s on wizard page %i', (path, page) => {
    expect(wizardPageOf(path)).toBe(page);
  });
});
