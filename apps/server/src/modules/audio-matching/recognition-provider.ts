import type { RecognitionMatch, RecognitionProviderName } from '@liner/domain';
import type { CatalogScope } from './find-catalog-matches.js';

/** The fetch hosted providers send through; tests inject one that answers from recorded fixtures. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * The audio to recognise: a file Liner stores (an upload, a saved clip), or an address a hosted
 * service downloads itself (AudD reads URLs; ACRCloud and the built-in engine need the file).
 */
export type RecognitionSample =
  | { kind: 'stored'; storageKey: string; fileName: string; mimeType: string }
  | { kind: 'url'; url: string };

export interface IdentifyOptions {
  /** The built-in engine's catalog scope; hosted services search their own database. */
  scope?: CatalogScope;
}

/**
 * Who recognises a clip: the built-in Chromaprint engine over Liner's catalog, or a hosted
 * service over its own database. Every answer has the same shape; every failure is an AppError
 * the person can read (a 422 on the file, a 429 when the service is busy, a 502/503 when it
 * cannot be used), never the service's own words about credentials.
 */
export interface RecognitionProvider {
  readonly name: RecognitionProviderName;
  identify(sample: RecognitionSample, options?: IdentifyOptions): Promise<RecognitionMatch[]>;
}
