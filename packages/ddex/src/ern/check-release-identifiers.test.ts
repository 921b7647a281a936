import { describe } from 'vitest';
import { reportsEachProblem, type ProblemCase } from './test-support/problem-cases.js';

// Rules about UPCs, ISRCs and ISWCs: one mistake, one problem in the person's words.
const cases: ProblemCase[] = [
  [
    'a bad UPC check digit',
    (r) => {
      r.icpn = '012345678901';
    },
    { path: 'icpn', message: 'UPC/EAN "012345678901" has check digit 1; it should be 5.' },
  ],
  [
    'a short UPC',
    (r) => {
      r.icpn = '12345';
    },
    { path: 'icpn', message: 'UPC/EAN "12345" has 5 digits; it needs 12, 13 or 14.' },
  ],
  [
    'a malformed ISRC',
    (r) => {
      r.tracks[1].isrc = 'QZ-ABC-25-0002';
    },
    {
      path: 'tracks[1].isrc',
      message: 'Track 2: ISRC "QZ-ABC-25-0002" has 11 characters; it needs 12 (CC-XXX-YY-NNNNN).',
    },
  ],
  [
    'a duplicate ISRC',
    (r) => {
      r.tracks[2].isrc = r.tracks[0].isrc;
    },
    {
      path: 'tracks[2].isrc',
      message: 'ISRC QZABC2500001 is used by tracks 1 and 3; every recording needs its own ISRC.',
    },
  ],
  [
    'a bad ISWC',
    (r) => {
      r.tracks[0].iswc = 'T-034.524.680-9';
    },
    { path: 'tracks[0].iswc', message: 'Track 1: ISWC "T-034.524.680-9" has check digit 9; it should be 1.' },
  ],
];

describe('checkReleaseForDelivery: UPCs, ISRCs and ISWCs', () => {
  reportsEachProblem(cases);
});
