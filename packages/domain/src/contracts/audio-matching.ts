import { z } from 'zod';

/**
 * The shapes of audio matching (docs/product/audio-matching.md): where a catalog recording plays
 * inside another piece of audio (usage discovery, track scan), and what a recognition service
 * says a clip is. The programmes that read them add their own fields (title, user, views, ...).
 */

/** Who recognised a clip: the built-in Chromaprint engine over Liner's catalog, or a hosted service. */
export const RECOGNITION_PROVIDERS = ['catalog', 'acrcloud', 'audd'] as const;
export type RecognitionProviderName = (typeof RECOGNITION_PROVIDERS)[number];

export const RECOGNITION_PROVIDER_LABELS: Record<RecognitionProviderName, string> = {
  catalog: 'Liner catalog',
  acrcloud: 'ACRCloud',
  audd: 'AudD',
};

export const AUDIO_MATCHING_LIMITS = {
  /** A match shorter than this is not reported: a few seconds of a common chord pattern is not a use. */
  minMatchSeconds: 5,
  /** Chromaprint needs ~2.7 s of audio before its first item: a clip of 6 s holds a 5 s match. */
  minClipSeconds: 6,
  /** Hosted services read a short sample: ACRCloud asks for under 5 MB, AudD for 10 MB and 25 s. */
  hostedSampleMaxBytes: 5 * 1024 * 1024,
  hostedSampleMaxSeconds: 25,
} as const;

export const AUDIO_MATCHING_MESSAGES = {
  clipTooShort: 'The audio is too short to recognise: send at least 6 seconds',
  clipUnreadable: 'This audio could not be read: send a WAV, FLAC, MP3 or AAC file',
  clipTellsNothing: 'This audio is silence or a steady tone: there is nothing to recognise in it',
  sampleTooLarge: `Send a sample of at most ${AUDIO_MATCHING_LIMITS.hostedSampleMaxBytes / 1024 / 1024} MB`,
  providerNotConfigured: 'This recognition service is not set up on this server',
  providerUnavailable: 'The recognition service cannot be reached just now: try again in a few minutes',
  providerBusy: 'The recognition service is busy: try again in a minute',
} as const;

/** One stretch of the original recording heard in the copy, in seconds from the start of each. */
export const MatchSegment = z.object({
  originalStartSeconds: z.number().nonnegative(),
  originalEndSeconds: z.number().nonnegative(),
  copyStartSeconds: z.number().nonnegative(),
  copyEndSeconds: z.number().nonnegative(),
  lengthSeconds: z.number().nonnegative(),
});
export type MatchSegment = z.infer<typeof MatchSegment>;

/** A catalog track found in a copy: the spec's match shape without the programme's own fields. */
export const CatalogMatch = z.object({
  trackId: z.number().int().positive(),
  /** Seconds of the copy the recording covers (overlapping segments counted once). */
  matchLengthSeconds: z.number().nonnegative(),
  /** Share of the copy covered by matched segments, 0-100 with 2 decimals. */
  copyPercentage: z.number().min(0).max(100),
  /** Share of the original heard in the copy, 0-100 with 2 decimals. */
  originalPercentage: z.number().min(0).max(100),
  /** Share of equal fingerprint bits over the matched segments, 0-1: 1 is a bit-exact copy. */
  similarity: z.number().min(0).max(1),
  segments: z.array(MatchSegment),
});
export type CatalogMatch = z.infer<typeof CatalogMatch>;

/** Identifiers a hosted service gives for what it recognised, when it has them. */
export const RecognitionExternalIds = z.object({
  upc: z.string().nullable(),
  spotifyTrackId: z.string().nullable(),
  appleMusicUrl: z.string().nullable(),
  deezerTrackId: z.string().nullable(),
});
export type RecognitionExternalIds = z.infer<typeof RecognitionExternalIds>;

/** What any provider says a clip contains, one entry per recording recognised. */
export const RecognitionMatch = z.object({
  provider: z.enum(RECOGNITION_PROVIDERS),
  title: z.string(),
  artist: z.string(),
  isrc: z.string().nullable(),
  album: z.string().nullable(),
  /** The catalog track (built-in provider only). */
  trackId: z.number().int().positive().nullable(),
  /** The provider's confidence, 0-100; null when it gives none. */
  score: z.number().min(0).max(100).nullable(),
  /** Where in the recognised recording the clip starts playing (seconds). */
  originalOffsetSeconds: z.number().nonnegative().nullable(),
  /** Where in the clip the recording starts (seconds); null when the provider does not say. */
  copyOffsetSeconds: z.number().nonnegative().nullable(),
  /** Seconds the provider matched; null when it does not say. */
  matchLengthSeconds: z.number().nonnegative().nullable(),
  copyPercentage: z.number().min(0).max(100).nullable(),
  segments: z.array(MatchSegment),
  externalIds: RecognitionExternalIds,
  /** A page about the recording (AudD's song link), when given. */
  link: z.string().nullable(),
});
export type RecognitionMatch = z.infer<typeof RecognitionMatch>;
