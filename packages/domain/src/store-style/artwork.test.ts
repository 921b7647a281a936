import { describe, expect, it } from 'vitest';
import { checkStoreStyle } from './check-store-style.js';
import { describeProblems, exampleInput } from './test-support/example-input.js';
import type { StyleArtwork } from './types.js';

function artworkProblems(changes: Partial<StyleArtwork>): string[] {
  const input = exampleInput();
  input.artwork = { width: 3000, height: 3000, format: 'jpeg', colourSpace: 'srgb', sizeBytes: 2_000_000, ...changes };
  return describeProblems(input);
}

const MB = 1024 * 1024;

// "square 1:1, ≥ 3000×3000 px, JPG or PNG, RGB (not CMYK), commonly < 10 MB"; issue 3: at most 20 MB.
describe('artwork', () => {
  it.each([
    [{ width: 3000, height: 2999 }, ['error artwork-not-square artwork', 'error artwork-too-small artwork']],
    [{ width: 3200, height: 3000 }, ['error artwork-not-square artwork']],
    [{ width: 1000, height: 1000 }, ['error artwork-too-small artwork']],
    [{ format: 'webp' }, ['error artwork-format artwork']],
    [{ format: 'gif' }, ['error artwork-format artwork']],
    [{ colourSpace: 'cmyk' }, ['error artwork-colour-space artwork']],
    [{ colourSpace: 'b-w' }, ['error artwork-colour-space artwork']],
    [{ sizeBytes: 20 * MB + 1 }, ['error artwork-file-size artwork']],
    [{ sizeBytes: 10 * MB + 1 }, ['warning artwork-file-size artwork']],
  ])('%j gives %j', (changes, expected) => {
    expect(artworkProblems(changes)).toEqual(expected);
  });

  it.each([
    [{ width: 3000, height: 3000 }],
    [{ width: 6000, height: 6000 }],
    [{ format: 'PNG' }],
    [{ format: 'jpg' }],
    [{ colourSpace: 'sRGB' }],
    [{ colourSpace: 'rgb16' }],
    [{ sizeBytes: 10 * MB }],
  ])('%j passes', (changes) => {
    expect(artworkProblems(changes)).toEqual([]);
  });

  it('asks for cover art when there is none', () => {
    const input = exampleInput();
    input.artwork = null;
    expect(checkStoreStyle(input)).toEqual([
      {
        severity: 'error',
        path: 'artwork',
        rule: 'artwork-missing',
        message: 'The release has no cover art. Upload a square JPEG or PNG of at least 3000 x 3000 pixels.',
      },
    ]);
  });

  it('names the measured size in the message', () => {
    const input = exampleInput();
    input.artwork = { width: 1400, height: 1400, format: 'png', colourSpace: 'srgb', sizeBytes: 1_000 };
    expect(checkStoreStyle(input)[0].message).toBe(
      'The cover art is 1400 x 1400 pixels; stores need at least 3000 x 3000. Upload a larger original (do not upscale a small image).',
    );
  });
});
