import { describe } from 'vitest';
import { reportsEachProblem, type ProblemCase } from './test-support/problem-cases.js';

// Rules about label, rights lines, genre, dates, language and explicit flags: one mistake, one problem in the person's words.
const cases: ProblemCase[] = [
  [
    'no label',
    (r) => {
      r.label.name = '';
    },
    { path: 'label.name', message: 'Label name is missing.' },
  ],
  [
    'a two-digit (P) year',
    (r) => {
      r.pLine.year = 25;
    },
    { path: 'pLine.year', message: '(P) line: year 25 is not a four-digit year.' },
  ],
  [
    'an empty (C) text',
    (r) => {
      r.cLine.text = '';
    },
    { path: 'cLine.text', message: '(C) line text is missing.' },
  ],
  [
    'no genre',
    (r) => {
      r.genre = '';
    },
    { path: 'genre', message: 'Genre is missing.' },
  ],
  [
    'an impossible release date',
    (r) => {
      r.releaseDate = '2025-02-30';
    },
    { path: 'releaseDate', message: 'Release date "2025-02-30" is not a date written YYYY-MM-DD.' },
  ],
  [
    'an original date after the release date',
    (r) => {
      r.originalReleaseDate = '2026-01-01';
    },
    { path: 'originalReleaseDate', message: 'Original release date 2026-01-01 is after the release date 2025-02-01.' },
  ],
  [
    'a bad metadata language',
    (r) => {
      r.language = 'english';
    },
    { path: 'language', message: 'Metadata language "english" is not a language code such as en or pt-BR.' },
  ],
  [
    'an explicit track on a clean release',
    (r) => {
      r.tracks[1].parentalWarning = 'Explicit';
    },
    { path: 'parentalWarning', message: 'Track 2 is explicit, so the release must be marked Explicit too.' },
  ],
  [
    'an explicit release with no explicit track',
    (r) => {
      r.parentalWarning = 'Explicit';
    },
    {
      path: 'parentalWarning',
      severity: 'warning',
      message: 'The release is marked Explicit but none of its tracks is.',
    },
  ],
];

describe('checkReleaseForDelivery: label, rights lines, genre, dates, language and explicit flags', () => {
  reportsEachProblem(cases);
});
