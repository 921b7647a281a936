import { ARTWORK_RULES } from '@liner/domain';
import type { UploadKind } from './uploaded-file.js';

/** Masters of a long album track at 24/96 pass 1 GB; UPLOAD_MAX_AUDIO_BYTES lowers or raises it. */
const DEFAULT_MAX_AUDIO_BYTES = 2 * 1024 * 1024 * 1024;

/** Suggested piece size of resumable uploads: large enough to be quick, small enough to resend. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

/** How long a chunk may take before another request may take over the session. */
export const CHUNK_LOCK_MINUTES = 15;

/**
 * A resumable upload that did not complete and received no chunk for longer than this is
 * abandoned: the hourly sweep deletes its session and its part file. A day lets a person stop
 * in the evening and resume the next morning, and bounds what dead uploads (up to 2 GB each)
 * hold on the staging disk.
 */
export const ABANDONED_UPLOAD_HOURS = 24;

/** Read per call (not once at start) so an operator's change and a test's override both apply. */
export function maxUploadBytes(kind: UploadKind, env: NodeJS.ProcessEnv = process.env): number {
  if (kind === 'artwork') return ARTWORK_RULES.maxBytes;
  const configured = Number(env.UPLOAD_MAX_AUDIO_BYTES);
  return Number.isSafeInteger(configured) && configured > 0 ? configured : DEFAULT_MAX_AUDIO_BYTES;
}
