import type { AdminReleaseView } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findRelease, loadReleaseParts } from '../releases/index.js';
import { presentRelease } from '../releases/index.js';
import { loadReleaseOwners } from './release-owners.js';
import { findReviewProblems } from './review-problems.js';

/** Any release, in full, with its owner and the problems to look at (operator only). */
export async function loadReleaseForReview(deps: AppDeps, releaseId: number): Promise<AdminReleaseView> {
  const parts = await loadReleaseParts(deps.db, await findRelease(deps.db, releaseId));
  const owners = await loadReleaseOwners(deps.db, [parts.release.userId]);
  return {
    release: presentRelease(parts, deps.clock.now()),
    owner: owners.get(parts.release.userId) ?? { id: parts.release.userId, name: '', email: '', type: '' },
    problems: await findReviewProblems(deps, parts),
  };
}
