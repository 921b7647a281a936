import { checkStoreStyle, isoDay, type ReviewProblemSummary } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { checkReleaseForPublish, formPathOfStylePath, styleInput } from '../releases/index.js';
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
  const check = await checkReleaseForPublish(deps, parts);
  const errors = Object.entries(check.errors).flatMap(([path, messages]) =>
    messages.map((message) => ({ path, message })),
  );
  const warnings = checkStoreStyle(styleInput(parts, check.cover, isoDay(deps.clock.now())))
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
