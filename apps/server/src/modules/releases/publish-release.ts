import { eq } from 'drizzle-orm';
import {
  applySingleTrackRule,
  canonicalGtin,
  isEditableByOwner,
  ISRC_ALREADY_USED,
  RELEASE_STATUS,
  UPC_ALREADY_USED,
  type ReleaseView,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { allocateIsrc, allocateUpc } from './allocate-identifiers.js';
import { refusePendingIsrcClaims } from './isrc-claims.js';
import { checkReleaseForPublish } from './check-release-for-publish.js';
import { isrcPrefixOf } from './identifier-settings.js';
import { findOwnRelease, loadReleaseParts } from './load-release.js';
import { presentRelease } from './present-release.js';
import { ONLY_DRAFTS_EDITABLE } from './save-release.js';
import { setReleaseStatus } from './set-release-status.js';
import { releases, tracks } from './tables.js';

export const RELEASE_NOT_READY = 'The release cannot be submitted yet';
export const RELEASE_CHANGED = 'The release changed while it was being checked; submit it again';

/**
 * Submits a draft (or a release sent back for documents) for review. All checks first, then
 * one transaction: missing ISRCs and the UPC are taken from their counters, a Single's only
 * track takes the release title, durations come from the audio files, the status moves to
 * Pending (2) and the history records it. A failed transaction hands no code out.
 */
export async function publishRelease(deps: AppDeps, userId: number, releaseId: number): Promise<ReleaseView> {
  const release = await findOwnRelease(deps.db, userId, releaseId);
  if (!isEditableByOwner(release.status))
    throw new AppError('CONFLICT', { message: ONLY_DRAFTS_EDITABLE, reason: 'NOT_A_DRAFT' });
  const parts = await loadReleaseParts(deps.db, release);
  await refusePendingIsrcClaims(deps.db, parts);
  const check = await checkReleaseForPublish(deps, parts);
  if (Object.keys(check.errors).length > 0) {
    throw new AppError('VALIDATION', { message: RELEASE_NOT_READY, errors: check.errors, reason: 'RELEASE_NOT_READY' });
  }

  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(releases).where(eq(releases.id, releaseId)).for('update');
      // A save between the checks and here would publish something nobody checked.
      if (!isEditableByOwner(locked.status) || locked.updatedAt.getTime() !== release.updatedAt.getTime()) {
        throw new AppError('CONFLICT', { message: RELEASE_CHANGED, reason: 'RELEASE_CHANGED' });
      }
      const prefix = await isrcPrefixOf(tx, userId);
      const year = now.getUTCFullYear();
      const assignedIsrcs: string[] = [];
      const ordered = applySingleTrackRule(release, parts.tracks);
      for (const track of ordered) {
        const isrc = track.isrc ?? (await allocateIsrc(tx, prefix, year));
        if (!track.isrc) assignedIsrcs.push(isrc);
        const file = track.audioFileId === null ? undefined : check.audio.get(track.audioFileId);
        await tx
          .update(tracks)
          .set({
            isrc,
            title: track.title,
            version: track.version,
            durationSeconds: file?.durationSeconds != null ? Math.round(file.durationSeconds) : track.durationSeconds,
            updatedAt: now,
          })
          .where(eq(tracks.id, track.id));
      }
      const upc = release.upc ?? (await allocateUpc(tx, releaseId));
      await tx
        .update(releases)
        .set({ upc, gtin: canonicalGtin(upc), submittedAt: now, reviewNote: null })
        .where(eq(releases.id, releaseId));
      await setReleaseStatus(tx, {
        releaseId,
        to: RELEASE_STATUS.PENDING_REVIEW,
        actorUserId: userId,
        action: 'published',
        at: now,
        detail: { upc, upcAssigned: !release.upc, isrcsAssigned: assignedIsrcs },
      });
    });
  } catch (error) {
    // A code typed by hand and taken by a concurrent publish after the checks ran.
    if (isUniqueViolation(error, 'releases_gtin_unique'))
      throw new AppError('VALIDATION', { message: UPC_ALREADY_USED, errors: { 'upc.code': [UPC_ALREADY_USED] } });
    if (isUniqueViolation(error, 'tracks_release_isrc_unique'))
      throw new AppError('VALIDATION', { message: ISRC_ALREADY_USED, errors: { tracks: [ISRC_ALREADY_USED] } });
    throw error;
  }
  return presentRelease(await loadReleaseParts(deps.db, await findOwnRelease(deps.db, userId, releaseId)), now);
}
