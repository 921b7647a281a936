import { eq } from 'drizzle-orm';
import {
  RELEASE_STATUS,
  TAKEDOWN_CANCELLED,
  TAKEDOWN_REQUESTED,
  TAKEDOWN_RESTRICTED,
  releaseStatusBadge,
  type ReleaseStatusResult,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findOwnRelease } from '../releases/index.js';
import { releaseIsLive } from '../releases/index.js';
import { setReleaseStatus } from '../releases/index.js';
import { takedownRequests } from './tables.js';
import { DELIVERED_STATUSES, findPendingTakedown, statusAfterTakedownWithdrawn } from './takedown-requests.js';

const S = RELEASE_STATUS;

/** The owner asks for a delivered or live release to be removed from the stores: status 8 until the operator acts. */
export async function requestTakedown(
  deps: AppDeps,
  userId: number,
  releaseId: number,
  reason: string,
): Promise<ReleaseStatusResult> {
  const release = await findOwnRelease(deps.db, userId, releaseId);
  if (!DELIVERED_STATUSES.includes(release.status)) {
    throw new AppError('CONFLICT', {
      message: 'Only a delivered or live release can be taken down',
      reason: 'STATUS_TRANSITION',
    });
  }
  if (release.restrictTakedown)
    throw new AppError('CONFLICT', { message: TAKEDOWN_RESTRICTED, reason: 'TAKEDOWN_RESTRICTED' });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setReleaseStatus(tx, {
      releaseId,
      to: S.TAKEDOWN_PENDING,
      actorUserId: userId,
      action: 'takedown-requested',
      at: now,
      detail: { reason },
    });
    await tx
      .insert(takedownRequests)
      .values({ releaseId, requestedBy: userId, reason, previousStatus: release.status, createdAt: now });
  });
  return {
    message: TAKEDOWN_REQUESTED,
    release: { id: releaseId, status: S.TAKEDOWN_PENDING, badge: releaseStatusBadge(S.TAKEDOWN_PENDING, false) },
  };
}

/** The owner changes their mind before the operator approved: the release returns to where it was. */
export async function cancelTakedown(deps: AppDeps, userId: number, releaseId: number): Promise<ReleaseStatusResult> {
  const release = await findOwnRelease(deps.db, userId, releaseId);
  if (release.status !== S.TAKEDOWN_PENDING) {
    throw new AppError('CONFLICT', {
      message: 'There is no takedown request waiting for this release',
      reason: 'NO_TAKEDOWN_REQUEST',
    });
  }
  const now = deps.clock.now();
  const to = await deps.db.transaction(async (tx) => {
    const request = await findPendingTakedown(tx, releaseId);
    const back = statusAfterTakedownWithdrawn(request.previousStatus);
    await setReleaseStatus(tx, { releaseId, to: back, actorUserId: userId, action: 'takedown-cancelled', at: now });
    await tx
      .update(takedownRequests)
      .set({ state: 'cancelled', decidedBy: userId, decidedAt: now })
      .where(eq(takedownRequests.id, request.id));
    return back;
  });
  const updated = await findOwnRelease(deps.db, userId, releaseId);
  return {
    message: TAKEDOWN_CANCELLED,
    release: { id: releaseId, status: to, badge: releaseStatusBadge(to, releaseIsLive(updated, now)) },
  };
}
