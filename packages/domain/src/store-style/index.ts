export { checkStoreStyle, hasBlockingStyleProblem, wizardPageOf, type WizardPage } from './check-store-style.js';
export { allowedReleaseTypes } from './track-count.js';
export { MIN_TRACK_SECONDS, trackTooShortMessage } from './track-length.js';
export { checkAudioReuse, type AudioUse, type AudioUseElsewhere } from './audio-reuse.js';
export {
  chromaprintItemSeconds,
  differingBits,
  fingerprintKeys,
  fingerprintSimilarity,
  isInformativeFingerprint,
  isSameRecording,
  MIN_FINGERPRINT_ITEMS,
  SAME_RECORDING_SIMILARITY,
} from './audio-fingerprint.js';
export { MAX_ARTWORK_BYTES, MIN_ARTWORK_SIDE } from './artwork.js';
export type {
  StoreStyleInput,
  StyleArtist,
  StyleArtwork,
  StyleCopyrightLine,
  StyleProblem,
  StyleRelease,
  StyleReleaseType,
  StyleRule,
  StyleTrack,
} from './types.js';
