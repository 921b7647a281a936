import { describe, expect, it } from 'vitest';
import { checkStoreStyle } from './check-store-style.js';
import { describeProblems, exampleInput, exampleTrack } from './test-support/example-input.js';
import { MIN_TRACK_SECONDS } from './track-length.js';

function lengthProblems(seconds: (number | undefined)[]): string[] {
  const input = exampleInput();
  input.release.type = 'Album';
  input.tracks = seconds.map((durationSeconds, index) =>
    exampleTrack({ title: `Song ${index + 1}`, isrc: `USRC17607${String(index).padStart(3, '0')}`, durationSeconds }),
  );
  return describeProblems(input).filter((problem) => problem.includes('track-too-short'));
}

describe('tracks shorter than the stores accept', () => {
  it('sets the floor at 30 seconds', () => {
    expect(MIN_TRACK_SECONDS).toBe(30);
  });

  it.each([
    [[MIN_TRACK_SECONDS], []],
    [[200, 31], []],
    [[undefined], []], // no known duration: nothing to judge here
    [[0], []], // no duration at all is the delivery check's error, not this warning
    [[5], ['warning track-too-short tracks[0].durationSeconds']],
    [[29.6], ['warning track-too-short tracks[0].durationSeconds']],
    [
      [200, 3, 12],
      ['warning track-too-short tracks[1].durationSeconds', 'warning track-too-short tracks[2].durationSeconds'],
    ],
  ] as const)('%j seconds gives %j', (seconds, expected) => {
    expect(lengthProblems([...seconds])).toEqual(expected);
  });

  it('names the track, its length and the floor', () => {
    const input = exampleInput();
    input.tracks = [exampleTrack({ durationSeconds: 5 })];
    expect(checkStoreStyle(input).map((problem) => problem.message)).toContain(
      'Track 1 is 5 seconds long; stores refuse or do not pay for tracks under 30 seconds. Upload the full-length audio.',
    );
  });

  it('does not stop the publish: it is a warning', () => {
    const input = exampleInput();
    input.tracks = [exampleTrack({ durationSeconds: 5 })];
    expect(checkStoreStyle(input).filter((problem) => problem.severity === 'error')).toEqual([]);
  });
});
