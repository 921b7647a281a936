import { describe } from 'vitest';
import { reportsEachProblem, type ProblemCase } from './test-support/problem-cases.js';

// Rules about artists, contributors and their party ids: one mistake, one problem in the person's words.
const cases: ProblemCase[] = [
  [
    'no primary artist on the release',
    (r) => {
      r.artists = [{ name: 'Max', role: 'FeaturedArtist' }];
    },
    { path: 'artists', message: 'The release needs at least one primary artist (role MainArtist).' },
  ],
  [
    'no primary artist on a track',
    (r) => {
      r.tracks[0].artists = [];
    },
    { path: 'tracks[0].artists', message: 'Track 1 needs at least one primary artist (role MainArtist).' },
  ],
  [
    'an artist listed twice',
    (r) => {
      r.tracks[0].artists.push({ name: 'jane doe', role: 'FeaturedArtist' });
    },
    { path: 'tracks[0].artists[1].name', message: 'Track 1: artist "jane doe" is listed twice.' },
  ],
  [
    'a contributor without a role',
    (r) => {
      r.tracks[0].contributors[0].roles = [];
    },
    { path: 'tracks[0].contributors[0].roles', message: 'Track 1: contributor "Jane Doe" has no role.' },
  ],
  [
    'a remix without a remixer',
    (r) => {
      r.tracks[0].versionType = 'RemixVersion';
    },
    {
      path: 'tracks[0].contributors',
      severity: 'warning',
      message: 'Track 1 is a remix; stores expect a contributor with the Remixer role.',
    },
  ],
  [
    'a 9-digit IPI',
    (r) => {
      r.tracks[0].contributors[0].ids = { ipiNameNumber: '123456789' };
    },
    {
      path: 'tracks[0].contributors[0].ids.ipiNameNumber',
      message: 'Track 1: contributor "Jane Doe": IPI name number "123456789" has 9 digits; it needs 11.',
    },
  ],
  [
    'an IPI with a wrong check',
    (r) => {
      r.tracks[0].contributors[0].ids = { ipiNameNumber: '12345678990' };
    },
    {
      path: 'tracks[0].contributors[0].ids.ipiNameNumber',
      message:
        'Track 1: contributor "Jane Doe": IPI name number "12345678990" ends in 90, expected 93; check for a typo.',
    },
  ],
  [
    'a short ISNI',
    (r) => {
      r.artists[0].ids = { isni: '0000 0001 2281' };
    },
    {
      path: 'artists[0].ids.isni',
      message:
        'The release: artist "Jane Doe": ISNI "0000 0001 2281" has 12 characters; it needs 16 (0000 0001 2345 6789).',
    },
  ],
  [
    'an ISNI with a wrong check character',
    (r) => {
      r.artists[0].ids = { isni: '0000 0001 2281 9550' };
    },
    {
      path: 'artists[0].ids.isni',
      message:
        'The release: artist "Jane Doe": ISNI "0000 0001 2281 9550" has check character 0, expected X; check for a typo.',
    },
  ],
  [
    'a single whose recording drops the featured artist',
    (r) => {
      r.releaseType = 'Single';
      r.tracks = [r.tracks[0]];
      r.artists = [...r.artists, { name: 'Max Guest', role: 'FeaturedArtist' }];
    },
    {
      path: 'tracks[0].artists',
      severity: 'warning',
      message:
        'The single features "Max Guest" but its recording does not; credit the featured artist on the track too.',
    },
  ],
];

describe('checkReleaseForDelivery: artists, contributors and their party ids', () => {
  reportsEachProblem(cases);
});
