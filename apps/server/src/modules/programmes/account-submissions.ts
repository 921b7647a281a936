import {
  type ProgrammeAction,
  programmeAction,
  type ProgrammeListQuery,
  PROGRAMME_MESSAGES,
  type ProgrammeSubmissionDetail,
  type ProgrammeSubmissionPage,
  resolveDisplayName,
  availableTransitions,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { authorize, authorizeFound } from '../../platform/permissions/authorize.js';
import type { Actor } from '../../platform/request-auth.js';
import type { ProgrammeDefinition } from './definition.js';
import { moveSubmission } from './move-submission.js';
import { presentHistory, presentSubmission } from './present-submission.js';
import { findSubmission, pageSubmissions, submissionHistory } from './submission-store.js';
import type { ProgrammeSubmissionRow } from './tables.js';

/** The account's submissions to one programme, newest first, of one kind or state when asked. */
export async function listAccountSubmissions(
  deps: AppDeps,
  actor: Actor,
  definition: ProgrammeDefinition,
  query: ProgrammeListQuery,
): Promise<ProgrammeSubmissionPage> {
  authorize(actor, programmeAction(definition.area, 'view'));
  const page = await pageSubmissions(
    deps.db,
    { programme: definition.key, accountId: actor.accountId, kind: query.kind, state: query.state },
    query,
    'newest',
  );
  return { ...page, data: page.data.map(presentSubmission) };
}

/** One of the account's submissions to this programme; another account's (or programme's) answers 404. */
async function ownSubmission(
  deps: AppDeps,
  actor: Actor,
  definition: ProgrammeDefinition,
  id: number,
  action: ProgrammeAction,
): Promise<ProgrammeSubmissionRow> {
  const row = await findSubmission(deps.db, id);
  return authorizeFound(
    actor,
    action,
    row?.programme === definition.key ? row : undefined,
    (found) => found.accountId,
    PROGRAMME_MESSAGES.notFound,
  );
}

export async function readAccountSubmission(
  deps: AppDeps,
  actor: Actor,
  definition: ProgrammeDefinition,
  id: number,
): Promise<ProgrammeSubmissionDetail> {
  const row = await ownSubmission(deps, actor, definition, id, programmeAction(definition.area, 'view'));
  const history = await submissionHistory(deps.db, row.id);
  return {
    ...presentSubmission(row),
    history: presentHistory(history),
    actions: availableTransitions(definition.machine, row.state, 'owner').map((move) => move.name),
  };
}

/** The spec's `remove`: the account withdraws a waiting entry or ends an approved one. */
export async function removeAccountSubmission(
  deps: AppDeps,
  actor: Actor,
  definition: ProgrammeDefinition,
  id: number,
): Promise<ProgrammeSubmissionRow> {
  const row = await ownSubmission(deps, actor, definition, id, programmeAction(definition.area, 'remove'));
  const mover = { party: 'owner' as const, userId: actor.user.id, name: resolveDisplayName(actor.user) };
  const moved = await moveSubmission(deps, mover, { id: row.id, transition: 'remove', accountId: actor.accountId });
  return moved.row;
}
