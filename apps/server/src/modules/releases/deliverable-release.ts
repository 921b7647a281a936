// CONTRACT between the releases area (owner) and the delivery area (caller). The releases
// engineer implements loadDeliverableRelease; the signature stays as it is.
import type { Release as ErnRelease, Territories } from '@liner/ddex/ern';
import { deliveryStoreIds } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findArtistIsnis } from '../preferences/index.js';
import { getUploadedFile, type UploadedFile } from '../uploads/index.js';
import { withDefaultIsnis } from './default-isnis.js';
import { findRelease, loadReleaseParts } from './load-release.js';
import { mapReleaseToErn } from './map-release-to-ern.js';

export interface DeliverableRelease {
  releaseId: number;
  ownerUserId: number;
  /** The ERN model without what delivery decides per store (message header and deals). */
  release: Omit<ErnRelease, 'header' | 'deals'>;
  /** Territories chosen in the wizard. */
  territories: Territories;
  /** Store ids chosen in the wizard, and the UGC services of its delivery options (store catalog ids). */
  storeIds: string[];
  /** Where the files are in storage; the ERN's file URIs are rewritten per package. */
  files: { coverStorageKey: string; tracks: { isrc: string; storageKey: string }[] };
}

/**
 * A published release as delivery needs it. Codes are assigned at publish, so a release
 * without its UPC or an ISRC, or whose files are gone, cannot be delivered: that is a
 * CONFLICT (409) the delivery log records, not a crash.
 */
export async function loadDeliverableRelease(deps: AppDeps, releaseId: number): Promise<DeliverableRelease> {
  const loaded = await loadReleaseParts(deps.db, await findRelease(deps.db, releaseId));
  const parts = withDefaultIsnis(loaded, await findArtistIsnis(deps.db, loaded.release.userId));
  const { release } = parts;
  const refuse = (message: string) => new AppError('CONFLICT', { message, reason: 'NOT_DELIVERABLE' });
  if (!release.upc) throw refuse(`Release ${releaseId} has no UPC yet; it must be published first`);
  if (release.artworkFileId === null) throw refuse(`Release ${releaseId} has no artwork`);
  const cover = await getUploadedFile(deps, release.userId, release.artworkFileId);
  if (!cover) throw refuse(`The artwork file of release ${releaseId} is missing`);
  const audio = new Map<number, UploadedFile>();
  for (const track of parts.tracks) {
    if (!track.isrc) throw refuse(`Track ${track.position + 1} of release ${releaseId} has no ISRC yet`);
    const file = track.audioFileId === null ? null : await getUploadedFile(deps, release.userId, track.audioFileId);
    if (!file) throw refuse(`The audio file of track ${track.position + 1} of release ${releaseId} is missing`);
    audio.set(file.id, file);
  }
  return {
    releaseId,
    ownerUserId: release.userId,
    release: mapReleaseToErn({ ...parts, cover, audio }),
    territories: release.territories,
    storeIds: deliveryStoreIds(release.storeIds, release.deliveryFlags),
    files: {
      coverStorageKey: cover.storageKey,
      tracks: parts.tracks.map((track) => ({
        isrc: track.isrc ?? '',
        storageKey: audio.get(track.audioFileId ?? -1)?.storageKey ?? '',
      })),
    },
  };
}
