import { RELEASE_APPROVED, RELEASE_STATUS, releaseStatusBadge, type ReleaseStatusResult } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { requestDelivery } from '../delivery/index.js';
import { findRelease, loadReleaseParts, refuseWhileIsrcClaimPending } from '../releases/index.js';
import { releaseIsLive } from '../releases/index.js';
import { setReleaseStatus } from '../releases/index.js';
import { notifyReleaseOwner, releaseLabel } from './notify-release-owner.js';
import { findReviewProblems } from './review-problems.js';
import { releaseReviews } from './tables.js';

export const RELEASE_NOT_DELIVERABLE = 'The release has problems that stop its delivery';
const S = RELEASE_STATUS;

/**
 * Approves a submission: Pending (2) -> Approved (3) -> Delivered (1) and the insert delivery
 * request, in one transaction, so an approval that fails leaves nothing queued and a delivery
 * is never requested for a release still shown as pending. The publish checks run again first:
 * a file removed or a code taken since publishing must not reach the stores.
 */
export async function approveRelease(
  deps: AppDeps,
  operatorId: number,
  releaseId: number,
): Promise<ReleaseStatusResult> {
  const release = await findRelease(deps.db, releaseId);
  if (release.status !== S.PENDING_REVIEW && release.status !== S.APPROVED) {
    throw new AppError('CONFLICT', {
      message: 'Only a release waiting for review can be approved',
      reason: 'STATUS_TRANSITION',
    });
  }
  await refuseWhileIsrcClaimPending(deps.db, releaseId);
  const problems = await findReviewProblems(deps, await loadReleaseParts(deps.db, release));
  if (problems.errors.length > 0) {
    const errors: Record<string, string[]> = {};
    for (const problem of problems.errors) (errors[problem.path] ??= []).push(problem.message);
    throw new AppError('VALIDATION', { message: RELEASE_NOT_DELIVERABLE, errors, reason: 'RELEASE_NOT_DELIVERABLE' });
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // An approval that stopped after Approved (3) goes on from there.
    if (release.status === S.PENDING_REVIEW) {
      await setReleaseStatus(tx, {
        releaseId,
        to: S.APPROVED,
        actorUserId: operatorId,
        action: 'approved',
        at: now,
        reviewNote: null,
      });
    }
    const { batchId } = await requestDelivery(deps, { releaseId, action: 'insert', requestedBy: operatorId }, tx);
    await setReleaseStatus(tx, {
      releaseId,
      to: S.DELIVERED,
      actorUserId: operatorId,
      action: 'delivery-requested',
      at: now,
      detail: { batchId, deliveryAction: 'insert' },
    });
    await tx
      .insert(releaseReviews)
      .values({ releaseId, reviewerId: operatorId, decision: 'approved', note: null, createdAt: now });
  });
  await notifyReleaseOwner(deps, {
    userId: release.userId,
    toast: 'success',
    title: `${releaseLabel(release.title)} was approved`,
    message: 'Your release was approved and is on its way to the stores.',
  });
  const updated = await findRelease(deps.db, releaseId);
  return {
    message: RELEASE_APPROVED,
    release: {
      id: releaseId,
      status: updated.status,
      badge: releaseStatusBadge(updated.status, releaseIsLive(updated, now)),
    },
  };
}
