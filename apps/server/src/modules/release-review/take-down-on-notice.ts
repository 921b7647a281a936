import { RELEASE_STATUS, releaseStatusBadge, type ReleaseStatusResult } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findRelease, lockRelease, setReleaseStatus } from '../releases/index.js';
import { completeTakedown } from './decide-takedown.js';
import { notifyReleaseOwner, releaseLabel } from './notify-release-owner.js';
import { takedownRequests } from './tables.js';
import { DELIVERED_STATUSES, findPendingTakedown } from './takedown-requests.js';

const S = RELEASE_STATUS;

export const TAKEN_DOWN_ON_NOTICE = 'The release is being taken down from the stores';

/**
 * An operator takes a release down because of a copyright notice (support's DMCA flow), without
 * the owner asking: the request is recorded in the operator's name and approved at once, so the
 * release's history and the takedown list read as for any other takedown. A release whose owner
 * already asked for a takedown has that request approved. The owner's "restrict takedown" flag
 * limits the owner's own requests, not a legal notice, so it is not checked here.
 */
export async function takeDownOnNotice(
  deps: AppDeps,
  operatorId: number,
  releaseId: number,
  reason: string,
): Promise<ReleaseStatusResult> {
  const release = await findRelease(deps.db, releaseId);
  if (release.status !== S.TAKEDOWN_PENDING && !DELIVERED_STATUSES.includes(release.status))
    throw new AppError('CONFLICT', {
      message:
        release.status === S.TAKEN_DOWN
          ? 'This release is already taken down'
          : 'Only a delivered or live release can be taken down',
      reason: 'STATUS_TRANSITION',
    });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const locked = await lockRelease(tx, releaseId);
    if (!locked) throw new AppError('NOT_FOUND', { message: 'Release not found' });
    let requestId: number;
    if (locked.status === S.TAKEDOWN_PENDING) requestId = (await findPendingTakedown(tx, releaseId)).id;
    else {
      await setReleaseStatus(tx, {
        releaseId,
        to: S.TAKEDOWN_PENDING,
        actorUserId: operatorId,
        action: 'takedown-requested',
        at: now,
        detail: { reason },
      });
      const [request] = await tx
        .insert(takedownRequests)
        .values({ releaseId, requestedBy: operatorId, reason, previousStatus: locked.status, createdAt: now })
        .returning({ id: takedownRequests.id });
      requestId = request.id;
    }
    await completeTakedown(deps, tx, { releaseId, requestId, operatorId, at: now });
  });
  await notifyReleaseOwner(deps, {
    userId: release.userId,
    toast: 'warning',
    title: `${releaseLabel(release.title)} is being taken down`,
    message: 'We received a copyright notice about this release; the stores are being told to remove it.',
  });
  return {
    message: TAKEN_DOWN_ON_NOTICE,
    release: { id: releaseId, status: S.TAKEN_DOWN, badge: releaseStatusBadge(S.TAKEN_DOWN, false) },
  };
}
