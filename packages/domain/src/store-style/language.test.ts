import { describe, expect, it } from 'vitest';
import { describeProblems, exampleInput, exampleTrack } from './test-support/example-input.js';

function languageProblems(release: string, track?: string): string[] {
  const input = exampleInput();
  input.release.language = release;
  input.tracks = [exampleTrack({ language: track })];
  return describeProblems(input).filter((problem) => problem.includes('language'));
}

// "Set language of metadata/performance (ERN LanguageAndScriptCode, LanguageOfPerformance)", RFC 5646.
describe('language codes', () => {
  it.each([
    ['en', undefined],
    ['pt-BR', 'pt-BR'],
    ['es-419', 'es'],
    ['zh-Hant-TW', 'yue'],
    ['en', 'zxx'], // no linguistic content, for instrumentals
  ])('%s / %s passes', (release, track) => {
    expect(languageProblems(release, track)).toEqual([]);
  });

  it.each([
    ['', undefined, ['error language-code release.language']],
    ['English', undefined, ['error language-code release.language']],
    ['en_US', undefined, ['error language-code release.language']],
    ['xx', undefined, ['warning language-code release.language']],
    ['en', 'e1', ['error language-code tracks[0].language']],
    ['en', 'qq', ['warning language-code tracks[0].language']],
  ])('%j / %j gives %j', (release, track, expected) => {
    expect(languageProblems(release, track)).toEqual(expected);
  });
});
