/**
 * Chromaprint fingerprints (fpcalc -raw): one 32-bit item per ~0.124 s of audio, each bit a
 * feature of the sound's pitch content over time. Two files of one recording (a WAV and its
 * FLAC, another sample rate, a lossy round trip) differ in a few bits per item; two recordings
 * differ in about a third to a half of them. So "the same recording" is a bit similarity over
 * the best alignment of the two item lists.
 */

/** Share of equal bits from which two fingerprints are one recording (re-encodes measure 0.98+, other audio under 0.8). */
export const SAME_RECORDING_SIMILARITY = 0.9;
/** Items (~3 s) two fingerprints must overlap by before they are compared at all. */
export const MIN_FINGERPRINT_ITEMS = 24;
/** How far (in items, ~1.5 s) one fingerprint may be shifted against the other: a file trimmed or padded at its start. */
const MAX_OFFSET = 12;
/** Fingerprint items kept as lookup keys: those divisible by this (the same items in every copy, whatever the offset). */
const KEY_MODULUS = 8;
const MAX_KEYS = 256;

/**
 * Silence or a steady tone gives the same item again and again: it would match any other such
 * file, so a fingerprint with few items or few distinct ones tells nothing and is not compared.
 */
export function isInformativeFingerprint(items: readonly number[]): boolean {
  return items.length >= MIN_FINGERPRINT_ITEMS && new Set(items).size * 2 >= items.length;
}

/** A few item values (as signed 32-bit integers, for an int[] column) that a copy of the recording shares. */
export function fingerprintKeys(items: readonly number[]): number[] {
  const keys = new Set<number>();
  for (const item of items) {
    if ((item >>> 0) % KEY_MODULUS === 0) keys.add(item | 0);
    if (keys.size >= MAX_KEYS) break;
  }
  return [...keys].sort((a, b) => a - b);
}

/** How many of the 32 bits two fingerprint items differ in (a population count of their XOR). */
export function differingBits(a: number, b: number): number {
  let x = (a ^ b) >>> 0;
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The share of equal bits (0..1) at the best alignment; 0 when they never overlap enough. */
export function fingerprintSimilarity(a: readonly number[], b: readonly number[]): number {
  let best = 0;
  for (let offset = -MAX_OFFSET; offset <= MAX_OFFSET; offset += 1) {
    const start = Math.max(0, -offset);
    const end = Math.min(a.length, b.length - offset);
    const overlap = end - start;
    if (overlap < MIN_FINGERPRINT_ITEMS) continue;
    let differing = 0;
    for (let i = start; i < end; i += 1) differing += differingBits(a[i], b[i + offset]);
    best = Math.max(best, 1 - differing / (32 * overlap));
  }
  return best;
}

/** Both fingerprints tell something and match at SAME_RECORDING_SIMILARITY or more. */
export function isSameRecording(a: readonly number[] | null, b: readonly number[] | null): boolean {
  if (!a || !b || !isInformativeFingerprint(a) || !isInformativeFingerprint(b)) return false;
  return fingerprintSimilarity(a, b) >= SAME_RECORDING_SIMILARITY;
}

/**
 * Items Chromaprint's filters use up before the first item comes out: an item needs a whole
 * 4096-sample frame and the classifiers' window of following frames, so a file of d seconds gives
 * about d / itemSeconds - 21.5 items (measured 21.1 to 21.9 over 10 s to 3 min of audio).
 */
const CHROMAPRINT_LEAD_ITEMS = 21.5;

/**
 * Seconds of audio per fingerprint item, from what fpcalc reports (duration, item count): about
 * 0.1238 s (1365 samples at 11025 Hz). duration / items alone overstates it by the lead, 4 % on
 * a minute of audio, which would misplace a match 23 s into a track by a second.
 */
export function chromaprintItemSeconds(durationSeconds: number, itemCount: number): number {
  return durationSeconds / (itemCount + CHROMAPRINT_LEAD_ITEMS);
}
