import {
  RELEASE_SENT_BACK,
  RELEASE_STATUS,
  releaseStatusBadge,
  type RejectReleaseRequest,
  type ReleaseStatusResult,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findRelease } from '../releases/index.js';
import { setReleaseStatus } from '../releases/index.js';
import { notifyReleaseOwner, releaseLabel } from './notify-release-owner.js';
import { releaseReviews } from './tables.js';

const S = RELEASE_STATUS;

/**
 * Sends a submission back to the artist as Needs Docs (5) with the operator's note, whichever
 * the reason: 5 is the status the artist can fix and publish again from, and the reason is kept
 * in the history and in the decision the release view shows.
 */
export async function rejectRelease(
  deps: AppDeps,
  operatorId: number,
  releaseId: number,
  input: RejectReleaseRequest,
): Promise<ReleaseStatusResult> {
  const release = await findRelease(deps.db, releaseId);
  if (release.status !== S.PENDING_REVIEW && release.status !== S.APPROVED) {
    throw new AppError('CONFLICT', {
      message: 'Only a release waiting for review can be sent back',
      reason: 'STATUS_TRANSITION',
    });
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setReleaseStatus(tx, {
      releaseId,
      to: S.NEEDS_DOCS,
      actorUserId: operatorId,
      action: input.reason,
      at: now,
      reviewNote: input.note,
      detail: { reason: input.reason },
    });
    await tx
      .insert(releaseReviews)
      .values({ releaseId, reviewerId: operatorId, decision: input.reason, note: input.note, createdAt: now });
  });
  await notifyReleaseOwner(deps, {
    userId: release.userId,
    toast: 'warning',
    title:
      input.reason === 'needs-docs'
        ? `${releaseLabel(release.title)} needs documents`
        : `${releaseLabel(release.title)} was not approved`,
    message: input.note,
  });
  return {
    message: RELEASE_SENT_BACK,
    release: { id: releaseId, status: S.NEEDS_DOCS, badge: releaseStatusBadge(S.NEEDS_DOCS, false) },
  };
}
