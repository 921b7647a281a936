import { eq } from 'drizzle-orm';
import {
  canChangeReleaseStatus,
  EDIT_REQUEST_APPROVED,
  EDIT_REQUEST_REJECTED,
  RELEASE_STATUS,
  releaseStatusBadge,
  type ReleaseStatusResult,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { requestDelivery } from '../delivery/index.js';
import { findRelease } from '../releases/index.js';
import { releaseIsLive } from '../releases/index.js';
import { setReleaseStatus, writeEditedRelease } from '../releases/index.js';
import { notifyReleaseOwner, releaseLabel } from '../release-review/index.js';
import { findActiveEditRequest } from './active-edit-request.js';
import { buildCheckedEdit } from './check-edited-release.js';
import { editRequests } from './tables.js';

const S = RELEASE_STATUS;

async function submittedRequestOf(deps: AppDeps, releaseId: number) {
  const release = await findRelease(deps.db, releaseId);
  const request = await findActiveEditRequest(deps.db, releaseId);
  if (release.status !== S.EDIT_PENDING || request?.state !== 'submitted') {
    throw new AppError('CONFLICT', {
      message: 'There is no edit request waiting for this release',
      reason: 'NO_EDIT_REQUEST',
    });
  }
  return { release, request };
}

/**
 * Applies the edits, moves the release to Update Delivered (6) and requests the update
 * delivery (the full message again) in one transaction. The edited release is checked again:
 * a file or code may have changed since the artist sent the request.
 */
export async function approveEditRequest(
  deps: AppDeps,
  operatorId: number,
  releaseId: number,
): Promise<ReleaseStatusResult> {
  const { release, request } = await submittedRequestOf(deps, releaseId);
  const { before, after, summary } = await buildCheckedEdit(deps, release, request);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setReleaseStatus(tx, {
      releaseId,
      to: S.UPDATE_DELIVERED,
      actorUserId: operatorId,
      action: 'edit-approved',
      at: now,
      detail: { editRequestId: request.id, ...summary },
    });
    await writeEditedRelease(tx, before, after, now);
    const { batchId } = await requestDelivery(deps, { releaseId, action: 'update', requestedBy: operatorId }, tx);
    await tx
      .update(editRequests)
      .set({ state: 'approved', decidedBy: operatorId, decidedAt: now })
      .where(eq(editRequests.id, request.id));
    return batchId;
  });
  await notifyReleaseOwner(deps, {
    userId: release.userId,
    toast: 'success',
    title: `Edits of ${releaseLabel(release.title)} approved`,
    message: 'Your edits were applied and are on their way to the stores.',
  });
  const updated = await findRelease(deps.db, releaseId);
  return {
    message: EDIT_REQUEST_APPROVED,
    release: {
      id: releaseId,
      status: updated.status,
      badge: releaseStatusBadge(updated.status, releaseIsLive(updated, now)),
    },
  };
}

/**
 * Declines the request: the release returns to the status it had when the request was sent,
 * with the note kept on the request.
 */
export async function rejectEditRequest(
  deps: AppDeps,
  operatorId: number,
  releaseId: number,
  note: string,
): Promise<ReleaseStatusResult> {
  const { release, request } = await submittedRequestOf(deps, releaseId);
  const previous = request.previousStatus ?? S.DELIVERED;
  const back = canChangeReleaseStatus(S.EDIT_PENDING, previous) ? previous : S.DELIVERED;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setReleaseStatus(tx, {
      releaseId,
      to: back,
      actorUserId: operatorId,
      action: 'edit-rejected',
      at: now,
      detail: { editRequestId: request.id, note },
    });
    await tx
      .update(editRequests)
      .set({ state: 'rejected', decisionNote: note, decidedBy: operatorId, decidedAt: now })
      .where(eq(editRequests.id, request.id));
  });
  await notifyReleaseOwner(deps, {
    userId: release.userId,
    toast: 'warning',
    title: `Edits of ${releaseLabel(release.title)} declined`,
    message: note,
  });
  return {
    message: EDIT_REQUEST_REJECTED,
    release: { id: releaseId, status: back, badge: releaseStatusBadge(back, releaseIsLive(release, now)) },
  };
}
