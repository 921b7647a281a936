import {
  AUDIO_MATCHING_LIMITS,
  AUDIO_MATCHING_MESSAGES,
  isInformativeFingerprint,
  MIN_FINGERPRINT_ITEMS,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { fingerprintStoredAudio } from '../uploads/index.js';
import { toItems } from './fingerprint-index.js';
import type { ClipFingerprint } from './match-fingerprint.js';

/** The longest copy read: a three-hour stream or mix; beyond, the rest is not searched. */
const MAX_CLIP_SECONDS = 3 * 60 * 60;

/**
 * The fingerprint of a clip to search (an upload, a linked video's soundtrack saved to storage),
 * or a 422 on `field` saying why it cannot be searched: unreadable, shorter than a match can be,
 * or silence and steady tones.
 */
export async function fingerprintClip(
  deps: Pick<AppDeps, 'storage' | 'logger'>,
  storageKey: string,
  field = 'file',
): Promise<ClipFingerprint> {
  const print = await fingerprintStoredAudio(deps, storageKey, { maxSeconds: MAX_CLIP_SECONDS });
  if (!print) throw fieldError(field, AUDIO_MATCHING_MESSAGES.clipUnreadable);
  if (print.durationSeconds < AUDIO_MATCHING_LIMITS.minClipSeconds || print.items.length < MIN_FINGERPRINT_ITEMS)
    throw fieldError(field, AUDIO_MATCHING_MESSAGES.clipTooShort);
  if (!isInformativeFingerprint(print.items)) throw fieldError(field, AUDIO_MATCHING_MESSAGES.clipTellsNothing);
  return { items: toItems(print.items), itemSeconds: print.itemSeconds, durationSeconds: print.durationSeconds };
}
