import {
  availableTransitions,
  type DecideProgrammeSubmissionRequest,
  type OperatorProgrammeDetail,
  type OperatorProgrammePage,
  type OperatorProgrammeQuery,
  type OperatorProgrammeSaved,
  type OperatorProgrammeSubmission,
  PROGRAMME_MESSAGES,
  resolveDisplayName,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { findUsersByIds } from '../auth/index.js';
import { moveSubmission } from './move-submission.js';
import { presentHistory, presentSubmission } from './present-submission.js';
import { programmeOf } from './registry.js';
import { findSubmission, pageSubmissions, submissionHistory } from './submission-store.js';
import type { ProgrammeSubmissionRow } from './tables.js';

/** The waiting states the queue shows when none is asked: whatever an operator can still move. */
const WAITING = ['submitted', 'in-review'];

/** The rows with the accounts they belong to (one query for the page). */
async function withAccounts(deps: AppDeps, rows: ProgrammeSubmissionRow[]): Promise<OperatorProgrammeSubmission[]> {
  const accounts = new Map(
    (
      await findUsersByIds(
        deps.db,
        rows.map((row) => row.accountId),
      )
    ).map((user) => [user.id, user]),
  );
  return rows.map((row) => {
    const account = accounts.get(row.accountId);
    return {
      ...presentSubmission(row),
      account: { id: row.accountId, name: account ? resolveDisplayName(account) : '', email: account?.email ?? '' },
    };
  });
}

/**
 * The operator's queue across programmes: one programme or all, one state (default: waiting ones,
 * submitted then in review, together), the oldest first so the longest waiting is decided first.
 */
export async function listProgrammeQueue(deps: AppDeps, query: OperatorProgrammeQuery): Promise<OperatorProgrammePage> {
  const states = query.state ? [query.state] : WAITING;
  const page = await pageSubmissions(deps.db, { programme: query.programme, states }, query, 'oldest');
  return { ...page, data: await withAccounts(deps, page.data) };
}

export async function readSubmissionForOperator(deps: AppDeps, id: number): Promise<OperatorProgrammeDetail> {
  const row = await findSubmission(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', { message: PROGRAMME_MESSAGES.notFound });
  const definition = programmeOf(row.programme);
  return {
    ...(await withAccounts(deps, [row]))[0],
    history: presentHistory(await submissionHistory(deps.db, row.id)),
    actions: availableTransitions(definition.machine, row.state, 'operator').map((move) => move.name),
  };
}

/** An operator's move (approve, reject with a reason, take into review), as the programme's machine allows. */
export async function decideSubmission(
  deps: AppDeps,
  operator: Actor,
  id: number,
  input: DecideProgrammeSubmissionRequest,
): Promise<OperatorProgrammeSaved> {
  const mover = { party: 'operator' as const, userId: operator.user.id, name: resolveDisplayName(operator.user) };
  await moveSubmission(deps, mover, { id, transition: input.transition, reason: input.reason });
  return { message: PROGRAMME_MESSAGES.decided, submission: await readSubmissionForOperator(deps, id) };
}
