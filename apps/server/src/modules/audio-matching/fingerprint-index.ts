/** A catalog recording's fingerprint as the matcher reads it. */
export interface CatalogFingerprint {
  /** The catalog track. */
  trackId: number;
  /** Chromaprint items (unsigned 32-bit). */
  items: Uint32Array;
  itemSeconds: number;
  durationSeconds: number;
}

/**
 * An inverted index over catalog fingerprints: each item value -> where it occurs (which
 * fingerprint, at which item). A copy of a recording shares a fair part of its items exactly
 * (about a fifth even under other audio mixed in), so looking its items up finds the recordings
 * and the alignments worth checking bit by bit without reading the whole catalog.
 */
export interface FingerprintIndex {
  readonly fingerprints: readonly CatalogFingerprint[];
  /**
   * Item value -> its occurrences, each packed as fingerprint * POSITIONS + item position: a
   * number when it occurs once (most values: no array to allocate), a list when more often.
   */
  readonly occurrences: ReadonlyMap<number, number | readonly number[]>;
}

/** Positions per fingerprint in a packed occurrence: 2^22 items is 144 hours of audio. */
export const POSITIONS = 2 ** 22;

export function buildFingerprintIndex(fingerprints: readonly CatalogFingerprint[]): FingerprintIndex {
  const occurrences = new Map<number, number | number[]>();
  fingerprints.forEach((fingerprint, entry) => {
    const count = Math.min(fingerprint.items.length, POSITIONS);
    for (let position = 0; position < count; position += 1) {
      const item = fingerprint.items[position];
      const packed = entry * POSITIONS + position;
      const found = occurrences.get(item);
      if (found === undefined) occurrences.set(item, packed);
      else if (typeof found === 'number') occurrences.set(item, [found, packed]);
      else found.push(packed);
    }
  });
  return { fingerprints, occurrences };
}

/** Fingerprint items as the unsigned values fpcalc prints, whatever sign they were stored with. */
export function toItems(values: readonly number[]): Uint32Array {
  return Uint32Array.from(values, (value) => value >>> 0);
}
