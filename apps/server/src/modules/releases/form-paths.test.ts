import { describe, expect, it } from 'vitest';
import { formPathOfErnPath, formPathOfStylePath } from './check-release-for-publish.js';
import { parentalWarningOf } from './save-tracks.js';

describe('problem paths point at the wizard field where they are fixed', () => {
  it.each([
    ['tracks[2].audio.channels', 'tracks.2.audioFileId'],
    ['tracks[0].durationSeconds', 'tracks.0.audioFileId'],
    ['tracks[1].isrc', 'tracks.1.isrc'],
    ['tracks[1].artists[0].name', 'tracks.1.artists'],
    ['tracks[3].contributors[1].roles', 'tracks.3.writers'],
    ['tracks[0].languageOfPerformance', 'tracks.0.language'],
    ['icpn', 'upc.code'],
    ['label.name', 'label'],
    ['pLine.year', 'copyright.soundRecording'],
    ['cLine.text', 'copyright.licensing'],
    ['genre', 'primaryGenre'],
    ['cover', 'artworkFileId'],
    ['deals[0].territories.excluding[1]', 'territories'],
    ['releaseDate', 'releaseDate'],
  ])('ERN %s -> %s', (path, formPath) => {
    expect(formPathOfErnPath(path)).toBe(formPath);
  });

  it.each([
    ['release.title', 'title'],
    ['release.artists[1].name', 'artists.1.name'],
    ['release.copyright.cLine.owner', 'copyright.licensing.owner'],
    ['release.copyright.pLine.year', 'copyright.soundRecording.year'],
    ['release.genre', 'primaryGenre'],
    ['artwork', 'artworkFileId'],
    ['tracks[1].artists[0].name', 'tracks.1.artists.0.name'],
  ])('store style %s -> %s', (path, formPath) => {
    expect(formPathOfStylePath(path)).toBe(formPath);
  });
});

describe('parentalWarningOf', () => {
  it.each([
    [[{ explicit: false, cleanVersion: false }], 'NotExplicit'],
    [
      [
        { explicit: false, cleanVersion: false },
        { explicit: true, cleanVersion: false },
      ],
      'Explicit',
    ],
    [[{ explicit: false, cleanVersion: true }], 'ExplicitContentEdited'],
    [
      [
        { explicit: true, cleanVersion: false },
        { explicit: false, cleanVersion: true },
      ],
      'Explicit',
    ],
    [[], 'NotExplicit'],
  ])('%o -> %s', (tracks, warning) => {
    expect(parentalWarningOf(tracks)).toBe(warning);
  });
});
