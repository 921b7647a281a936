import { describe } from 'vitest';
import { reportsEachProblem, type ProblemCase } from './test-support/problem-cases.js';

// Rules about the track list and titles: one mistake, one problem in the person's words.
const cases: ProblemCase[] = [
  [
    'track numbers out of order',
    (r) => {
      r.tracks[1].trackNumber = 3;
    },
    {
      path: 'tracks[1].trackNumber',
      message: 'Track 2 is numbered 3; track numbers must run 1, 2, 3... in the order of the track list.',
    },
  ],
  [
    'no tracks',
    (r) => {
      r.tracks = [];
    },
    { path: 'tracks', message: 'The release has no tracks.' },
  ],
  [
    'a blank release title',
    (r) => {
      r.title = '  ';
    },
    { path: 'title', message: 'Release title is missing.' },
  ],
  [
    'a blank track title',
    (r) => {
      r.tracks[0].title = '';
    },
    { path: 'tracks[0].title', message: 'Track 1: title is missing.' },
  ],
  [
    'a control character',
    (r) => {
      r.tracks[0].title = 'Bell\u0007';
    },
    { path: 'tracks[0].title', message: 'Track 1: title contains an invisible control character; retype it.' },
  ],
];

describe('checkReleaseForDelivery: the track list and titles', () => {
  reportsEachProblem(cases);
});
