import { describe, expect, it } from 'vitest';
import {
  chromaprintItemSeconds,
  differingBits,
  fingerprintKeys,
  fingerprintSimilarity,
  isInformativeFingerprint,
  isSameRecording,
  MIN_FINGERPRINT_ITEMS,
} from './audio-fingerprint.js';

/** A deterministic pseudo-random fingerprint (xorshift), like the items fpcalc prints. */
function fingerprint(seed: number, length = 120): number[] {
  let x = seed >>> 0 || 1;
  return Array.from({ length }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  });
}

/** The same items with `bits` bits flipped in each (a re-encode's small differences). */
const noisy = (items: number[], bits: number) =>
  items.map((item, i) => {
    let out = item;
    for (let b = 0; b < bits; b += 1) out ^= 1 << ((i * 7 + b * 11) % 32);
    return out >>> 0;
  });

describe('audio fingerprints', () => {
  it('finds a copy with a few bits changed, also shifted by a second, and not another recording', () => {
    const song = fingerprint(7);
    expect(fingerprintSimilarity(song, song)).toBe(1);
    expect(isSameRecording(song, noisy(song, 2))).toBe(true);
    expect(isSameRecording(song, noisy(song.slice(8), 1))).toBe(true);
    expect(isSameRecording(song, fingerprint(8))).toBe(false);
    expect(fingerprintSimilarity(song, fingerprint(8))).toBeLessThan(0.6);
    // Half the bits changed: not the recording any more.
    expect(isSameRecording(song, noisy(song, 8))).toBe(false);
  });

  it('leaves out fingerprints that tell nothing: too short, or one item repeated (a steady tone)', () => {
    expect(isInformativeFingerprint(fingerprint(1, MIN_FINGERPRINT_ITEMS - 1))).toBe(false);
    expect(isInformativeFingerprint(new Array(300).fill(439005634))).toBe(false);
    expect(isInformativeFingerprint(fingerprint(1))).toBe(true);
    const tone = new Array(300).fill(439005634);
    expect(isSameRecording(tone, tone)).toBe(false);
    expect(isSameRecording(null, fingerprint(1))).toBe(false);
  });

  it('keys are item values a copy shares whatever its offset, as signed 32-bit integers', () => {
    const song = fingerprint(3, 400);
    const keys = fingerprintKeys(song);
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.every((key) => key >= -(2 ** 31) && key < 2 ** 31 && (key >>> 0) % 8 === 0)).toBe(true);
    const shifted = new Set(fingerprintKeys(song.slice(5)));
    expect(keys.filter((key) => shifted.has(key)).length).toBeGreaterThan(keys.length / 2);
  });
});

describe('Chromaprint item arithmetic', () => {
  it('counts differing bits', () => {
    expect(differingBits(0, 0)).toBe(0);
    expect(differingBits(0xffffffff, 0)).toBe(32);
    expect(differingBits(0b1011, 0b0001)).toBe(2);
  });

  it('takes the seconds per item from what fpcalc reports, allowing for the lead its filters use up', () => {
    // fpcalc on a minute of audio: 463 items; on three minutes: 1432 (1365 samples at 11025 Hz each).
    expect(chromaprintItemSeconds(60, 463)).toBeCloseTo(1365 / 11025, 3);
    expect(chromaprintItemSeconds(180, 1432)).toBeCloseTo(1365 / 11025, 3);
  });
});
