import {
  RELEASE_STATUS,
  releaseStatusBadge,
  type Paginated,
  type PageQuery,
  type ReviewKind,
  type ReviewQueueRow,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { loadReleasesParts } from '../releases/index.js';
import { listReleasesInStatuses, releaseIsLive } from '../releases/index.js';
import { loadReleaseOwners } from './release-owners.js';
import { findReviewProblemsOfPage, summarizeProblems } from './review-problems.js';
import { pageOf } from '../../platform/page-of.js';

const S = RELEASE_STATUS;

/** Statuses that wait for the operator. 3 (approved, delivery queued) is listed in case an approval stopped half-way. */
export const QUEUE_STATUSES: number[] = [S.PENDING_REVIEW, S.APPROVED, S.EDIT_PENDING, S.TAKEDOWN_PENDING];

export function reviewKindOf(status: number): ReviewKind {
  if (status === S.EDIT_PENDING) return 'edit';
  if (status === S.TAKEDOWN_PENDING) return 'takedown';
  return 'submission';
}

/**
 * The review queue, oldest first: a release's place is the time it entered its current status.
 * A page costs the same few queries whatever its length: the rows' parts, owners, files and codes
 * are each read once for the whole page.
 */
export async function listReviewQueue(deps: AppDeps, page: PageQuery): Promise<Paginated<ReviewQueueRow>> {
  const { total, rows } = await listReleasesInStatuses(deps.db, QUEUE_STATUSES, page);
  const [owners, partsList] = await Promise.all([
    loadReleaseOwners(
      deps.db,
      rows.map((row) => row.userId),
    ),
    loadReleasesParts(deps.db, rows),
  ]);
  const problemsList = await findReviewProblemsOfPage(deps, partsList);
  const now = deps.clock.now();
  const data: ReviewQueueRow[] = rows.map((row, index) => {
    const parts = partsList[index];
    const problems = summarizeProblems(problemsList[index]);
    return {
      id: row.id,
      kind: reviewKindOf(row.status),
      title: row.title,
      type: row.type,
      status: row.status,
      badge: releaseStatusBadge(row.status, releaseIsLive(row, now)),
      upc: row.upc,
      release_date: row.releaseDate,
      submitted_at: row.submittedAt?.toISOString() ?? null,
      artists: parts.artists.map((artist) => artist.name),
      tracks: parts.tracks.length,
      owner: owners.get(row.userId) ?? { id: row.userId, name: '', email: '', type: '' },
      problems,
    };
  });
  return pageOf(data, total, page);
}
