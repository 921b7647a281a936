// The audio-matching area's public surface (docs/product/audio-matching.md): the programmes
// (usage discovery, track scan) fingerprint catalog tracks, search clips against them and ask
// hosted recognition services through this file only.
export { fingerprintCatalogTrack, type CatalogFingerprintStatus } from './fingerprint-catalog-track.js';
export { fingerprintClip } from './fingerprint-clip.js';
export { findCatalogMatches, type CatalogScope } from './find-catalog-matches.js';
export type { ClipFingerprint } from './match-fingerprint.js';
export type { IdentifyOptions, RecognitionProvider, RecognitionSample } from './recognition-provider.js';
export {
  availableRecognitionProviders,
  installRecognitionFetch,
  recognitionProviderOf,
} from './recognition-providers.js';
