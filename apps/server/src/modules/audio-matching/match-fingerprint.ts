import { AUDIO_MATCHING_LIMITS, differingBits, type MatchSegment } from '@liner/domain';
import { type CatalogFingerprint, type FingerprintIndex, POSITIONS } from './fingerprint-index.js';
import { roundHundredths, unionSeconds } from './segment-arithmetic.js';

/** The fingerprint of the audio searched (the copy): a clip, a video's soundtrack, a mix. */
export interface ClipFingerprint {
  items: Uint32Array;
  itemSeconds: number;
  durationSeconds: number;
}

/** The thresholds of the matcher; docs/product/audio-matching.md says why each has its value. */
export interface MatchThresholds {
  /** Mean differing bits per item, over the smoothing window, up to which the copy counts as the original. */
  maxMeanBitErrors: number;
  /** Items averaged around each one (odd): ~1.1 s, long enough that one unlucky item neither makes nor breaks a match. */
  smoothingItems: number;
  /** Exact item hits an alignment needs before it is checked bit by bit. */
  minVotes: number;
  /** Alignments checked per recording: a clip may use several parts of one recording. */
  maxAlignmentsPerTrack: number;
  /** A break shorter than this inside a match (a louder voice-over) does not split it. */
  maxGapSeconds: number;
  minMatchSeconds: number;
  /** An item value found more often than this in the catalog (silence, a steady hum) is not looked up. */
  maxOccurrences: number;
}

export const DEFAULT_THRESHOLDS: MatchThresholds = {
  maxMeanBitErrors: 9,
  smoothingItems: 9,
  minVotes: 3,
  maxAlignmentsPerTrack: 6,
  maxGapSeconds: 1,
  minMatchSeconds: AUDIO_MATCHING_LIMITS.minMatchSeconds,
  maxOccurrences: 5_000,
};

/**
 * Where a run of matched items starts and ends in the audio. Item k sums up the ~2.7 s of audio
 * from k * itemSeconds on, and an item half inside the copy still matches, so a run starts a
 * little before the copy and its last item starts well before the copy ends. Measured on real
 * audio (six placements, WAV and MP3, with and without audio mixed under): these shifts
 * put both bounds within 0.3 s.
 */
const RUN_START_SHIFT_SECONDS = 0.65;
const RUN_END_SHIFT_SECONDS = 1.25;

/** A catalog recording found in the copy: the spec's match shape, keyed by the catalog track. */
export interface FingerprintMatch {
  trackId: number;
  segments: MatchSegment[];
  matchLengthSeconds: number;
  copyPercentage: number;
  originalPercentage: number;
  similarity: number;
}

interface AlignedRun {
  /** Original item index = clip item index + offset. */
  offset: number;
  /** First and last matched clip items. */
  first: number;
  last: number;
  differing: number;
  items: number;
}

/**
 * The catalog recordings heard in the clip and where: look the clip's items up in the index,
 * vote for alignments (original position - clip position), then check the best alignments bit by
 * bit and keep the stretches where the copy stays close to the original for minMatchSeconds.
 */
export function matchFingerprint(
  index: FingerprintIndex,
  clip: ClipFingerprint,
  thresholds: MatchThresholds = DEFAULT_THRESHOLDS,
): FingerprintMatch[] {
  const matches: FingerprintMatch[] = [];
  for (const [entry, offsets] of countVotes(index, clip, thresholds)) {
    const fingerprint = index.fingerprints[entry];
    const runs: AlignedRun[] = [];
    for (const offset of bestOffsets(offsets, thresholds))
      for (const nearby of [offset - 1, offset, offset + 1])
        runs.push(...alignedRuns(fingerprint, clip, nearby, thresholds));
    const kept = keepDistinctRuns(runs);
    if (kept.length > 0) matches.push(presentMatch(fingerprint, clip, kept));
  }
  return matches.sort((a, b) => b.matchLengthSeconds - a.matchLengthSeconds || a.trackId - b.trackId);
}

/** Per catalog fingerprint, the votes of each alignment: how many clip items occur exactly there. */
function countVotes(
  index: FingerprintIndex,
  clip: ClipFingerprint,
  thresholds: MatchThresholds,
): Map<number, Map<number, number>> {
  const votes = new Map<number, Map<number, number>>();
  clip.items.forEach((item, position) => {
    const found = index.occurrences.get(item);
    if (found === undefined) return;
    const list = typeof found === 'number' ? [found] : found;
    if (list.length > thresholds.maxOccurrences) return;
    for (const packed of list) {
      const entry = Math.floor(packed / POSITIONS);
      const offset = (packed % POSITIONS) - position;
      let offsets = votes.get(entry);
      if (!offsets) votes.set(entry, (offsets = new Map()));
      offsets.set(offset, (offsets.get(offset) ?? 0) + 1);
    }
  });
  return votes;
}

/**
 * The alignments worth checking: neighbours pooled (the copy's items may fall a frame either
 * side), at least minVotes, the strongest first, one per neighbourhood.
 */
function bestOffsets(offsets: Map<number, number>, thresholds: MatchThresholds): number[] {
  const pooled = [...offsets.keys()].map((offset) => ({
    offset,
    votes: (offsets.get(offset - 1) ?? 0) + (offsets.get(offset) ?? 0) + (offsets.get(offset + 1) ?? 0),
  }));
  pooled.sort((a, b) => b.votes - a.votes || a.offset - b.offset);
  const chosen: number[] = [];
  for (const { offset, votes } of pooled) {
    if (votes < thresholds.minVotes || chosen.length >= thresholds.maxAlignmentsPerTrack) break;
    if (chosen.every((other) => Math.abs(other - offset) > 2)) chosen.push(offset);
  }
  return chosen;
}

/** The stretches of the clip that match the original at one alignment, checked item by item. */
function alignedRuns(
  fingerprint: CatalogFingerprint,
  clip: ClipFingerprint,
  offset: number,
  thresholds: MatchThresholds,
): AlignedRun[] {
  const first = Math.max(0, -offset);
  const end = Math.min(clip.items.length, fingerprint.items.length - offset);
  if (end - first <= 0) return [];
  const errors = new Float64Array(end - first);
  for (let position = first; position < end; position += 1)
    errors[position - first] = differingBits(clip.items[position], fingerprint.items[position + offset]);

  const half = Math.floor(thresholds.smoothingItems / 2);
  const maxGap = Math.round(thresholds.maxGapSeconds / clip.itemSeconds);
  const minItems = Math.ceil(
    (thresholds.minMatchSeconds - (RUN_END_SHIFT_SECONDS - RUN_START_SHIFT_SECONDS)) / clip.itemSeconds,
  );
  const runs: AlignedRun[] = [];
  let current: AlignedRun | null = null;
  for (let at = 0; at < errors.length; at += 1) {
    const from = Math.max(0, at - half);
    const to = Math.min(errors.length, at + half + 1);
    let sum = 0;
    for (let k = from; k < to; k += 1) sum += errors[k];
    if (sum / (to - from) > thresholds.maxMeanBitErrors) continue;
    const position = at + first;
    if (current && position - current.last <= maxGap + 1) {
      for (let k = current.last + 1; k <= position; k += 1) current.differing += errors[k - first];
      current.items += position - current.last;
      current.last = position;
    } else {
      current = { offset, first: position, last: position, differing: errors[at], items: 1 };
      runs.push(current);
    }
  }
  return runs.filter((run) => run.last - run.first + 1 >= minItems);
}

/**
 * One run per stretch of the copy: neighbouring alignments find the same stretch, so the longest
 * (then closest) is kept and any run mostly inside one kept is dropped. Runs at other alignments
 * elsewhere in the copy stay: the clip uses two parts of the recording.
 */
function keepDistinctRuns(runs: AlignedRun[]): AlignedRun[] {
  const ranked = [...runs].sort(
    (a, b) => b.items - a.items || a.differing / a.items - b.differing / b.items || a.offset - b.offset,
  );
  const kept: AlignedRun[] = [];
  for (const run of ranked) {
    const length = run.last - run.first + 1;
    const overlapsKept = kept.some(
      (other) => Math.min(run.last, other.last) - Math.max(run.first, other.first) + 1 > length / 2,
    );
    if (!overlapsKept) kept.push(run);
  }
  return kept.sort((a, b) => a.first - b.first);
}

function presentMatch(fingerprint: CatalogFingerprint, clip: ClipFingerprint, runs: AlignedRun[]): FingerprintMatch {
  const segments = runs.map((run) => segmentOf(fingerprint, clip, run));
  const copyCovered = unionSeconds(segments.map((s) => [s.copyStartSeconds, s.copyEndSeconds]));
  const originalCovered = unionSeconds(segments.map((s) => [s.originalStartSeconds, s.originalEndSeconds]));
  const differing = runs.reduce((sum, run) => sum + run.differing, 0);
  const items = runs.reduce((sum, run) => sum + run.items, 0);
  return {
    trackId: fingerprint.trackId,
    segments,
    matchLengthSeconds: roundHundredths(copyCovered),
    copyPercentage: percentage(copyCovered, clip.durationSeconds),
    originalPercentage: percentage(originalCovered, fingerprint.durationSeconds),
    similarity: Math.round((1 - differing / (32 * items)) * 10_000) / 10_000,
  };
}

function segmentOf(fingerprint: CatalogFingerprint, clip: ClipFingerprint, run: AlignedRun): MatchSegment {
  const clamp = (seconds: number, limit: number) => roundHundredths(Math.min(Math.max(seconds, 0), limit));
  const copyStart = clamp(run.first * clip.itemSeconds + RUN_START_SHIFT_SECONDS, clip.durationSeconds);
  const copyEnd = clamp(run.last * clip.itemSeconds + RUN_END_SHIFT_SECONDS, clip.durationSeconds);
  const originalStart = clamp(
    (run.first + run.offset) * fingerprint.itemSeconds + RUN_START_SHIFT_SECONDS,
    fingerprint.durationSeconds,
  );
  const originalEnd = clamp(
    (run.last + run.offset) * fingerprint.itemSeconds + RUN_END_SHIFT_SECONDS,
    fingerprint.durationSeconds,
  );
  return {
    originalStartSeconds: originalStart,
    originalEndSeconds: originalEnd,
    copyStartSeconds: copyStart,
    copyEndSeconds: copyEnd,
    lengthSeconds: roundHundredths(copyEnd - copyStart),
  };
}

function percentage(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.round((part / whole) * 10_000) / 100);
}
