import { desc, eq } from 'drizzle-orm';
import { releaseStatusBadge, type ReleaseReviewView } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findOwnRelease } from '../releases/index.js';
import { releaseIsLive } from '../releases/index.js';
import { releaseReviews } from './tables.js';

/** The artist's view of the review: the note to act on and the latest decision (404 for another user's release). */
export async function readReleaseReview(deps: AppDeps, userId: number, releaseId: number): Promise<ReleaseReviewView> {
  const release = await findOwnRelease(deps.db, userId, releaseId);
  const [latest] = await deps.db
    .select()
    .from(releaseReviews)
    .where(eq(releaseReviews.releaseId, releaseId))
    .orderBy(desc(releaseReviews.createdAt), desc(releaseReviews.id))
    .limit(1);
  return {
    status: release.status,
    badge: releaseStatusBadge(release.status, releaseIsLive(release, deps.clock.now())),
    note: release.reviewNote,
    decision: latest
      ? { action: latest.decision, note: latest.note, decided_at: latest.createdAt.toISOString() }
      : null,
  };
}
