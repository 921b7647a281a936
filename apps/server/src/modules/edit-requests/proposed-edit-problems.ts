import type { AppDeps } from '../../platform/deps.js';
import { findReviewProblems, type ReviewProblemList } from '../release-review/index.js';
import { loadReleaseParts, type ReleaseRow } from '../releases/index.js';
import { findActiveEditRequest, loadEditItems } from './active-edit-request.js';
import { applyEdits } from './edit-values.js';

/**
 * What the pre-delivery check finds on the release as it would be with the waiting request's
 * edits applied (errors that would block approval, and store style warnings), so the operator
 * sees them before deciding; null when no request waits with edits.
 */
export async function findProposedEditProblems(deps: AppDeps, release: ReleaseRow): Promise<ReviewProblemList | null> {
  const request = await findActiveEditRequest(deps.db, release.id);
  if (!request) return null;
  const items = await loadEditItems(deps.db, request.id);
  if (items.sectionEdits.length === 0 && items.trackEdits.length === 0) return null;
  const before = await loadReleaseParts(deps.db, release);
  return findReviewProblems(deps, applyEdits(before, items.sectionEdits, items.trackEdits));
}
