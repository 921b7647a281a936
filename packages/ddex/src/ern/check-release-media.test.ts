import { describe } from 'vitest';
import { reportsEachProblem, type ProblemCase } from './test-support/problem-cases.js';

// Rules about previews, the cover and the audio files: one mistake, one problem in the person's words.
const cases: ProblemCase[] = [
  [
    'a preview starting after the end of the track',
    (r) => {
      r.tracks[1].durationSeconds = 30.5;
      r.tracks[1].previewStartSeconds = 31;
    },
    {
      path: 'tracks[1].previewStartSeconds',
      message: 'Track 2: the preview starts at 31 s, after the end of the 30 s recording.',
    },
  ],
  [
    'a negative preview start',
    (r) => {
      r.tracks[0].previewStartSeconds = -1;
    },
    { path: 'tracks[0].previewStartSeconds', message: 'Track 1: the preview start must be a time from 0:00.' },
  ],
  [
    'a small cover',
    (r) => {
      r.cover = { ...r.cover, width: 1000, height: 1000 };
    },
    { path: 'cover', message: 'Cover art must be at least 3000 x 3000 pixels; it is 1000 x 1000.' },
  ],
  [
    'a non-square cover',
    (r) => {
      r.cover = { ...r.cover, width: 3000, height: 3200 };
    },
    { path: 'cover', message: 'Cover art must be square; it is 3000 x 3200 pixels.' },
  ],
  [
    'a short MD5',
    (r) => {
      r.tracks[0].audio.hash.value = 'abc';
    },
    {
      path: 'tracks[0].audio.hash.value',
      message: 'Track 1: audio file: MD5 hash "abc" must be 32 hexadecimal characters.',
    },
  ],
  [
    'mono audio',
    (r) => {
      r.tracks[0].audio.channels = 1;
    },
    { path: 'tracks[0].audio.channels', message: 'Track 1: audio has 1 channel(s); stores require stereo (2).' },
  ],
  [
    '8-bit audio',
    (r) => {
      r.tracks[0].audio.bitsPerSample = 8;
    },
    { path: 'tracks[0].audio.bitsPerSample', message: 'Track 1: audio is 8-bit; stores take 16 or 24 bit.' },
  ],
  [
    '22 kHz audio',
    (r) => {
      r.tracks[0].audio.sampleRateHz = 22_050;
    },
    {
      path: 'tracks[0].audio.sampleRateHz',
      message: 'Track 1: audio is sampled at 22050 Hz; stores need at least 44100 Hz.',
    },
  ],
  [
    'an unusual sample rate',
    (r) => {
      r.tracks[0].audio.sampleRateHz = 50_000;
    },
    {
      path: 'tracks[0].audio.sampleRateHz',
      severity: 'warning',
      message:
        'Track 1: 50000 Hz is an unusual sample rate; some stores accept only 44.1, 48, 88.2, 96, 176.4 or 192 kHz.',
    },
  ],
  [
    'zero duration',
    (r) => {
      r.tracks[0].durationSeconds = 0;
    },
    { path: 'tracks[0].durationSeconds', message: 'Track 1: duration is missing or zero; upload the audio again.' },
  ],
];

describe('checkReleaseForDelivery: previews, the cover and the audio files', () => {
  reportsEachProblem(cases);
});
