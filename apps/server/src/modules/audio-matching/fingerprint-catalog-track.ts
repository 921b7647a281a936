import { eq } from 'drizzle-orm';
import { isInformativeFingerprint } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findTracksWithReleases } from '../releases/index.js';
import { fingerprintStoredAudio, getUploadedFile } from '../uploads/index.js';
import { toItems } from './fingerprint-index.js';
import { catalogFingerprints } from './tables.js';

/**
 * What became of a track: fingerprinted now, already fingerprinted from the same audio file,
 * without audio yet, or with audio that tells nothing (silence, a steady tone) and so cannot be
 * recognised anywhere.
 */
export type CatalogFingerprintStatus = 'fingerprinted' | 'unchanged' | 'no-audio' | 'uninformative';

/**
 * Takes (or keeps) the whole-length fingerprint of a catalog track's audio: run once per track
 * and audio file, by the programme that tracks it, so a match never runs fpcalc on the catalog.
 * An unknown track answers 'no-audio', as a track without a file does.
 */
export async function fingerprintCatalogTrack(deps: AppDeps, trackId: number): Promise<CatalogFingerprintStatus> {
  const found = (await findTracksWithReleases(deps.db, [trackId])).get(trackId);
  const audioFileId = found?.track.audioFileId;
  if (!found || !audioFileId) return 'no-audio';
  const [existing] = await deps.db
    .select({ audioFileId: catalogFingerprints.audioFileId })
    .from(catalogFingerprints)
    .where(eq(catalogFingerprints.trackId, trackId));
  if (existing?.audioFileId === audioFileId) return 'unchanged';

  const userId = found.release.userId;
  const file = await getUploadedFile(deps, userId, audioFileId);
  if (file?.kind !== 'audio') return 'no-audio';
  const print = await fingerprintStoredAudio(deps, file.storageKey, { maxSeconds: null });
  if (!print || !isInformativeFingerprint(print.items)) {
    await deps.db.delete(catalogFingerprints).where(eq(catalogFingerprints.trackId, trackId));
    return 'uninformative';
  }
  const fingerprint = {
    userId,
    audioFileId,
    items: toItems(print.items),
    itemKeys: [...new Set(print.items.map((item) => item | 0))],
    itemSeconds: print.itemSeconds,
    durationSeconds: print.durationSeconds,
    createdAt: deps.clock.now(),
  };
  await deps.db
    .insert(catalogFingerprints)
    .values({ trackId, ...fingerprint })
    .onConflictDoUpdate({ target: catalogFingerprints.trackId, set: fingerprint });
  return 'fingerprinted';
}
