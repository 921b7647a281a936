import { eq } from 'drizzle-orm';
import {
  EDIT_REQUEST_SUBMITTED,
  NO_EDITS_TO_SUBMIT,
  RELEASE_STATUS,
  releaseStatusBadge,
  type ReleaseStatusResult,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findOwnRelease } from '../releases/index.js';
import { setReleaseStatus } from '../releases/index.js';
import { assertEditable, findActiveEditRequest } from './active-edit-request.js';
import { buildCheckedEdit } from './check-edited-release.js';
import { editRequests } from './tables.js';

/** Sends the open request for review: the release waits as Pending (4) and keeps its previous status for a decline. */
export async function submitEditRequest(
  deps: AppDeps,
  userId: number,
  releaseId: number,
): Promise<ReleaseStatusResult> {
  const release = await findOwnRelease(deps.db, userId, releaseId);
  assertEditable(release);
  const request = await findActiveEditRequest(deps.db, releaseId);
  if (!request)
    throw new AppError('VALIDATION', { message: NO_EDITS_TO_SUBMIT, errors: { edits: [NO_EDITS_TO_SUBMIT] } });
  const { summary } = await buildCheckedEdit(deps, release, request);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // setReleaseStatus locks the row and refuses if the status moved since the checks.
    await setReleaseStatus(tx, {
      releaseId,
      to: RELEASE_STATUS.EDIT_PENDING,
      actorUserId: userId,
      action: 'edit-submitted',
      at: now,
      detail: { editRequestId: request.id, ...summary },
    });
    await tx
      .update(editRequests)
      .set({ state: 'submitted', previousStatus: release.status, submittedAt: now })
      .where(eq(editRequests.id, request.id));
  });
  return {
    message: EDIT_REQUEST_SUBMITTED,
    release: {
      id: releaseId,
      status: RELEASE_STATUS.EDIT_PENDING,
      badge: releaseStatusBadge(RELEASE_STATUS.EDIT_PENDING, false),
    },
  };
}
