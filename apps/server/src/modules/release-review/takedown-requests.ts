import { and, desc, eq } from 'drizzle-orm';
import { canChangeReleaseStatus, RELEASE_STATUS } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { takedownRequests } from './tables.js';

const S = RELEASE_STATUS;

/** Statuses of a release that is at the stores and can be edited or taken down by its owner. */
export const DELIVERED_STATUSES: number[] = [S.DELIVERED, S.UPDATE_DELIVERED, S.ACKNOWLEDGED];

export async function findPendingTakedown(db: DbExecutor, releaseId: number) {
  const [row] = await db
    .select()
    .from(takedownRequests)
    .where(and(eq(takedownRequests.releaseId, releaseId), eq(takedownRequests.state, 'pending')))
    .orderBy(desc(takedownRequests.id))
    .limit(1);
  if (!row)
    throw new AppError('CONFLICT', {
      message: 'There is no takedown request waiting for this release',
      reason: 'NO_TAKEDOWN_REQUEST',
    });
  return row;
}

/** Where a cancelled or declined takedown returns the release: where it was (1, 6 or 7). */
export function statusAfterTakedownWithdrawn(previousStatus: number): number {
  return canChangeReleaseStatus(S.TAKEDOWN_PENDING, previousStatus) ? previousStatus : S.DELIVERED;
}
