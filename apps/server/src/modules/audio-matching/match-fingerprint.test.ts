import { describe, expect, it } from 'vitest';
import { buildFingerprintIndex, type CatalogFingerprint } from './fingerprint-index.js';
import { type ClipFingerprint, matchFingerprint } from './match-fingerprint.js';
import { unionSeconds } from './segment-arithmetic.js';

// The matcher on made-up fingerprints (the real-audio test has fpcalc's): exact rules of votes,
// bit errors, minimum length and several segments, checked without audio.

const ITEM = 0.1238;

function randomItems(count: number, seed: number): Uint32Array {
  let state = seed;
  return Uint32Array.from({ length: count }, () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state;
  });
}

/** Flips `bits` low-order bits in every `every`-th item: a lossy copy. */
function blur(items: Uint32Array, bits: number, every = 1): Uint32Array {
  const mask = (1 << bits) - 1;
  return items.map((item, position) => (position % every === 0 ? (item ^ mask) >>> 0 : item));
}

function catalog(...fingerprints: [number, Uint32Array][]): CatalogFingerprint[] {
  return fingerprints.map(([trackId, items]) => ({
    trackId,
    items,
    itemSeconds: ITEM,
    durationSeconds: (items.length + 21.5) * ITEM,
  }));
}

function clipOf(...parts: Uint32Array[]): ClipFingerprint {
  const items = new Uint32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    items.set(part, at);
    at += part.length;
  }
  return { items, itemSeconds: ITEM, durationSeconds: (items.length + 21.5) * ITEM };
}

const song = randomItems(1500, 1);
const other = randomItems(1500, 2);

describe('matchFingerprint', () => {
  const index = buildFingerprintIndex(catalog([7, song], [8, other]));

  it('finds a blurred copy between unrelated items, with where it sits in the original and in the copy', () => {
    const copy = blur(song.slice(400, 480), 3, 2);
    const [match, ...rest] = matchFingerprint(index, clipOf(randomItems(60, 3), copy, randomItems(60, 4)));
    expect(rest).toEqual([]);
    expect(match.trackId).toBe(7);
    expect(match.segments).toHaveLength(1);
    const [segment] = match.segments;
    // Items 60..139 of the clip are items 400..479 of the original: the offset is exact.
    expect(segment.originalStartSeconds - segment.copyStartSeconds).toBeCloseTo(340 * ITEM, 1);
    expect(segment.lengthSeconds).toBeGreaterThan(8);
    expect(match.similarity).toBeGreaterThan(0.9);
    expect(match.copyPercentage).toBeGreaterThan(25);
  });

  it('reports two uses of one recording as two segments', () => {
    const clip = clipOf(song.slice(100, 160), randomItems(50, 5), song.slice(900, 960));
    const [match] = matchFingerprint(index, clip);
    expect(match.segments).toHaveLength(2);
    const [first, second] = match.segments;
    expect(first.originalStartSeconds).toBeLessThan(second.originalStartSeconds);
    expect(first.copyEndSeconds).toBeLessThanOrEqual(second.copyStartSeconds);
  });

  it('finds nothing in unrelated items, in a copy shorter than 5 s, or in one too far from the original', () => {
    expect(matchFingerprint(index, clipOf(randomItems(300, 9)))).toEqual([]);
    expect(matchFingerprint(index, clipOf(randomItems(50, 10), song.slice(200, 230), randomItems(50, 11)))).toEqual([]);
    // 12 of 32 bits changed in every item: about what unrelated music differs by.
    expect(matchFingerprint(index, clipOf(blur(song.slice(200, 300), 12)))).toEqual([]);
  });

  it('skips item values the catalog holds too often to tell anything (silence)', () => {
    const silence = new Uint32Array(6000).fill(0);
    const silentIndex = buildFingerprintIndex(catalog([1, silence]));
    expect(matchFingerprint(silentIndex, clipOf(new Uint32Array(200).fill(0)))).toEqual([]);
  });
});

describe('unionSeconds', () => {
  it('counts overlapping stretches once', () => {
    expect(
      unionSeconds([
        [0, 10],
        [5, 12],
        [20, 25],
        [24, 24],
      ]),
    ).toBe(17);
    expect(unionSeconds([])).toBe(0);
  });
});
