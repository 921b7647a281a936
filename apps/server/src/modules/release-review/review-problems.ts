import type { ReviewProblemSummary } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { checkReleaseForPublish, checkReleasesForPublish, formPathOfStylePath } from '../releases/index.js';
import type { PublishCheck } from '../releases/index.js';
import type { ReleaseParts } from '../releases/index.js';

export interface ReviewProblemList {
  errors: { path: string; message: string }[];
  warnings: { path: string; message: string }[];
}

/**
 * What the operator should look at: the publish checks' errors (a file removed or a code taken
 * since the artist published) and the store style warnings the artist chose to accept.
 */
export async function findReviewProblems(deps: AppDeps, parts: ReleaseParts): Promise<ReviewProblemList> {
  return problemsOf(await checkReleaseForPublish(deps, parts));
}

/** findReviewProblems for a page of releases, in a constant number of queries; answers in the list's order. */
export async function findReviewProblemsOfPage(
  deps: AppDeps,
  list: readonly ReleaseParts[],
): Promise<ReviewProblemList[]> {
  return (await checkReleasesForPublish(deps, list)).map(problemsOf);
}

/** The check's errors, and the store style warnings it found (the same check's, not run again). */
function problemsOf(check: PublishCheck): ReviewProblemList {
  const errors = Object.entries(check.errors).flatMap(([path, messages]) =>
    messages.map((message) => ({ path, message })),
  );
  const warnings = check.style
    .filter((problem) => problem.severity === 'warning')
    .map((problem) => ({ path: formPathOfStylePath(problem.path), message: problem.message }));
  return { errors, warnings };
}

const SUMMARY_MESSAGES = 3;

export function summarizeProblems(problems: ReviewProblemList): ReviewProblemSummary {
  return {
    errors: problems.errors.length,
    warnings: problems.warnings.length,
    messages: [...problems.errors, ...problems.warnings].slice(0, SUMMARY_MESSAGES).map((problem) => problem.message),
  };
}
