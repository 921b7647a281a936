import { eq } from 'drizzle-orm';
import {
  RELEASE_STATUS,
  TAKEDOWN_APPROVED,
  TAKEDOWN_DECLINED,
  releaseStatusBadge,
  type ReleaseStatusResult,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { requestDelivery } from '../delivery/index.js';
import { findRelease } from '../releases/index.js';
import { releaseIsLive } from '../releases/index.js';
import { setReleaseStatus } from '../releases/index.js';
import { notifyReleaseOwner, releaseLabel } from './notify-release-owner.js';
import { takedownRequests } from './tables.js';
import { findPendingTakedown, statusAfterTakedownWithdrawn } from './takedown-requests.js';

const S = RELEASE_STATUS;

async function pendingTakedownRelease(deps: AppDeps, releaseId: number) {
  const release = await findRelease(deps.db, releaseId);
  if (release.status !== S.TAKEDOWN_PENDING) {
    throw new AppError('CONFLICT', {
      message: 'There is no takedown request waiting for this release',
      reason: 'NO_TAKEDOWN_REQUEST',
    });
  }
  return release;
}

/**
 * Takendown (9), the takedown delivery (the release with no deals) and the request approved, in
 * the caller's transaction.
 */
export async function completeTakedown(
  deps: AppDeps,
  tx: DbExecutor,
  step: { releaseId: number; requestId: number; operatorId: number; at: Date },
): Promise<void> {
  const { releaseId, operatorId, at } = step;
  const { batchId } = await requestDelivery(deps, { releaseId, action: 'takedown', requestedBy: operatorId }, tx);
  await setReleaseStatus(tx, {
    releaseId,
    to: S.TAKEN_DOWN,
    actorUserId: operatorId,
    action: 'taken-down',
    at,
    detail: { batchId, deliveryAction: 'takedown' },
  });
  await tx
    .update(takedownRequests)
    .set({ state: 'approved', decidedBy: operatorId, decidedAt: at })
    .where(eq(takedownRequests.id, step.requestId));
}

/** The owner's takedown request approved: completeTakedown in one transaction, and the owner told. */
export async function approveTakedown(
  deps: AppDeps,
  operatorId: number,
  releaseId: number,
): Promise<ReleaseStatusResult> {
  const release = await pendingTakedownRelease(deps, releaseId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const request = await findPendingTakedown(tx, releaseId);
    await completeTakedown(deps, tx, { releaseId, requestId: request.id, operatorId, at: now });
  });
  await notifyReleaseOwner(deps, {
    userId: release.userId,
    toast: 'info',
    title: `${releaseLabel(release.title)} is being taken down`,
    message: 'Your takedown request was approved; the stores are being told to remove the release.',
  });
  return {
    message: TAKEDOWN_APPROVED,
    release: { id: releaseId, status: S.TAKEN_DOWN, badge: releaseStatusBadge(S.TAKEN_DOWN, false) },
  };
}

export async function declineTakedown(
  deps: AppDeps,
  operatorId: number,
  releaseId: number,
  note: string,
): Promise<ReleaseStatusResult> {
  const release = await pendingTakedownRelease(deps, releaseId);
  const now = deps.clock.now();
  const to = await deps.db.transaction(async (tx) => {
    const request = await findPendingTakedown(tx, releaseId);
    const back = statusAfterTakedownWithdrawn(request.previousStatus);
    await setReleaseStatus(tx, {
      releaseId,
      to: back,
      actorUserId: operatorId,
      action: 'takedown-declined',
      at: now,
      detail: { note },
    });
    await tx
      .update(takedownRequests)
      .set({ state: 'declined', decisionNote: note, decidedBy: operatorId, decidedAt: now })
      .where(eq(takedownRequests.id, request.id));
    return back;
  });
  await notifyReleaseOwner(deps, {
    userId: release.userId,
    toast: 'warning',
    title: `Takedown of ${releaseLabel(release.title)} declined`,
    message: note,
  });
  return {
    message: TAKEDOWN_DECLINED,
    release: { id: releaseId, status: to, badge: releaseStatusBadge(to, releaseIsLive(release, now)) },
  };
}
