import { ARTWORK_RULES } from '@liner/domain';
import type { AppConfig } from '../../platform/config.js';
import type { UploadKind } from './uploaded-file.js';

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

/** Artwork has the domain's fixed limit; audio the install's (UPLOAD_MAX_AUDIO_BYTES, 2 GB by default). */
export function maxUploadBytes(kind: UploadKind, config: Pick<AppConfig, 'uploadMaxAudioBytes'>): number {
  return kind === 'artwork' ? ARTWORK_RULES.maxBytes : config.uploadMaxAudioBytes;
}
