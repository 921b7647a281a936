import { describe, expect, it } from 'vitest';
import { checkStoreStyle } from './check-store-style.js';
import { describeProblems, exampleInput, exampleTrack } from './test-support/example-input.js';
import type { StyleArtist } from './types.js';

function releaseTitleProblems(title: string, language = 'en'): string[] {
  const input = exampleInput();
  input.release.title = title;
  input.release.language = language;
  return describeProblems(input, 'release.title');
}

function versionProblems(version: string, artists: StyleArtist[] = []): string[] {
  const input = exampleInput();
  input.tracks = [exampleTrack({ version, artists })];
  return describeProblems(input, 'tracks[0].version');
}

// Each row: a title that breaks a DOMAIN.md 4 rule, and the problem it gives.
describe('title rules that fire', () => {
  it.each([
    // "Featured artists get role Featuring/With ... no featuring/Feat/ft./w/"
    ['Midnight Drive (feat. Sam Lee)', 'error title-featured-artist'],
    ['Midnight Drive ft. Sam Lee', 'error title-featured-artist'],
    ['Midnight Drive Featuring Sam Lee', 'error title-featured-artist'],
    ['Midnight Drive (with Sam Lee)', 'error title-featured-artist'],
    ['Midnight Drive w/ Sam Lee', 'error title-featured-artist'],
    ['Midnight Drive [Feat Sam Lee]', 'error title-featured-artist'],
    // "No artist name, producer, "Explicit"/"Clean", "Official", "Exclusive" in titles"
    ['Midnight Drive (Explicit)', 'error title-forbidden-word'],
    ['Midnight Drive [Clean]', 'error title-forbidden-word'],
    ['Midnight Drive Official', 'error title-forbidden-word'],
    ['Exclusive Midnight Drive', 'error title-forbidden-word'],
    ['Midnight Drive (Prod. by Sam Lee)', 'error title-forbidden-word'],
    ['Nora Vale - Midnight Drive', 'error title-artist-name'],
    ['Midnight Drive (Nora Vale)', 'error title-artist-name'],
    // "never (Original Version)"
    ['Midnight Drive (Original Version)', 'error version-original'],
    // Versions belong in the version field (Liner's addition, a warning).
    ['Midnight Drive (Live)', 'warning title-version-word'],
    ['Midnight Drive - Radio Edit', 'warning title-version-word'],
    ['Midnight Drive (Acoustic)', 'warning title-version-word'],
    ['Midnight Drive [Remastered 2011]', 'warning title-version-word'],
    ['Midnight Drive (Instrumental)', 'warning title-version-word'],
    ['Midnight Drive (Sam Lee Remix)', 'warning title-version-word'],
    // Promotional text (addition, a warning).
    ['Midnight Drive (New)', 'warning title-promotional'],
    ['Midnight Drive NEW!', 'warning title-promotional'],
    ['Midnight Drive - Free Download', 'warning title-promotional'],
    ['Midnight Drive www.noravale.com', 'warning title-promotional'],
    ['Midnight Drive @noravale', 'warning title-promotional'],
    ['Midnight Drive on Spotify', 'warning title-promotional'],
    // "no ALL CAPS/all lowercase"
    ['MIDNIGHT DRIVE', 'error title-all-caps'],
    ['midnight drive', 'error title-all-lowercase'],
    // English title case (a warning: stores sometimes approve stylised casing).
    ['Midnight Drive Of The Year', 'warning title-case'],
    ['Walk on the wild side', 'warning title-case'],
    // Whitespace and emoji (additions, warnings).
    [' Midnight  Drive', 'warning title-whitespace'],
    ['Midnight Drive 🚗', 'warning title-emoji'],
  ])('%j gives %s', (title, expected) => {
    expect(releaseTitleProblems(title)).toContain(`${expected} release.title`);
  });
});

// Near misses: the same words where they are part of a real title. None gives any problem.
describe('title near misses', () => {
  it.each([
    ['Defeated'], // "feat" inside a word
    ['Soft Landing'], // "ft" inside a word
    ['Unfeaturing Heart'], // "featuring" inside a word
    ['Dancing with Myself'], // "with" not opening a credit
    ['A Heroic Feat'], // "Feat" as a noun
    ['Clean Hands Blues'], // "Clean" outside brackets
    ['Officially Yours'],
    ['Nora Vale'], // a self-titled release
    ['Alive'], // "Live" inside a word
    ['Live Forever'], // "Live" outside brackets
    ['Midnight Drive (Alive Again)'],
    ['New Rules'],
    ['Brand New Day'],
    ['Free Bird'],
    ['DNA'], // a short acronym is not shouting
    ['The Way We Were'],
    ['What Are You Waiting For'], // a last small word is capitalised
    ['Rise Up'],
    ['iPhone Blues'], // stylised words keep their casing
    ['Self-Made Man: A Story'], // capitals around "-" and ":"
    ['Midnight Drive®'], // ® is not an emoji
  ])('%j passes', (title) => {
    expect(releaseTitleProblems(title)).toEqual([]);
  });

  it('leaves the casing of non-English titles to the language (sentence case allowed)', () => {
    expect(releaseTitleProblems('Je ne regrette rien', 'fr')).toEqual([]);
    expect(releaseTitleProblems('Je ne regrette rien', 'en')).toEqual(['warning title-case release.title']);
  });

  it('suggests the title-cased form', () => {
    const input = exampleInput();
    input.release.title = 'Walk on the wild side';
    expect(checkStoreStyle(input)).toEqual([
      {
        severity: 'warning',
        path: 'release.title',
        rule: 'title-case',
        message: 'The release title is not in English title case. Write it as "Walk on the Wild Side".',
      },
    ]);
  });
});

describe('track titles and versions', () => {
  it('checks every track title at its own path', () => {
    const input = exampleInput();
    input.tracks = [exampleTrack(), exampleTrack({ title: 'Second Song (feat. Sam Lee)', isrc: 'USRC17607840' })];
    expect(describeProblems(input)).toEqual(['error title-featured-artist tracks[1].title']);
  });

  it('treats a track artist typed into the track title as an error', () => {
    const input = exampleInput();
    const artists = [{ name: 'Sam Lee', roles: ['featuring'] }];
    input.tracks = [exampleTrack({ title: 'Midnight Drive - Sam Lee', artists })];
    expect(describeProblems(input, 'tracks[0].title')).toEqual(['error title-artist-name tracks[0].title']);
  });

  it.each([
    ['Original Version', ['error version-original tracks[0].version']],
    ['Clean Version', ['error title-forbidden-word tracks[0].version']],
    ['radio edit', ['error title-all-lowercase tracks[0].version']],
    ['feat. Sam Lee', ['error title-featured-artist tracks[0].version']],
    ['Radio Edit', []],
    ['Live at Wembley', []],
  ])('version %j gives %j', (version, expected) => {
    expect(versionProblems(version)).toEqual(expected);
  });

  // "Remix needs a Remixer contributor"
  it('asks for a Remixer when the version is a remix', () => {
    expect(versionProblems('Sam Lee Remix')).toEqual(['error version-remix-needs-remixer tracks[0].version']);
    expect(versionProblems('Sam Lee Remix', [{ name: 'Sam Lee', roles: ['Remixer'] }])).toEqual([]);
    expect(versionProblems('Remixes Vol. 2')).toEqual([]); // "Remix" only as a whole word
  });

  it('applies the remixer rule to the release version too', () => {
    const input = exampleInput();
    input.release.version = 'Remixed';
    expect(describeProblems(input, 'release.version')).toEqual(['error version-remix-needs-remixer release.version']);
  });
});
