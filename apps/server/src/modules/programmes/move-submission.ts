import { eq } from 'drizzle-orm';
import { findTransition, type ProgrammeParty, transitionRefusalMessage, PROGRAMME_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { recordAuditEntry } from '../audit/index.js';
import type { ProgrammeDefinition } from './definition.js';
import { notifyMove } from './notify-move.js';
import { programmeOf } from './registry.js';
import { lockSubmission } from './submission-store.js';
import { programmeSubmissionEvents, programmeSubmissions, type ProgrammeSubmissionRow } from './tables.js';

/** Who moves a submission: the account's side or an operator, with the name the history keeps. */
export interface ProgrammeMover {
  party: ProgrammeParty;
  userId: number;
  name: string;
}

/** The operator's decision call, as the audit trail names the change it made in the account. */
export const OPERATOR_DECISION_ROUTE = '/api/admin/programmes/submissions/:id/decide';

const OPERATOR_VERBS: Record<string, string> = {
  approve: 'approved',
  reject: 'rejected',
  'start-review': 'took into review',
};

export interface MoveInput {
  id: number;
  transition: string;
  reason?: string;
  /** Checked on the locked row: the account's own submission (the owner's side). */
  accountId?: number;
}

/**
 * One move of the programme's state machine, on the locked row: a move the machine does not allow
 * from the current state, or not to this party, answers 409 with what the state allows. The new
 * state, the decision (an operator's: who, when, why) and the history line are one transaction;
 * then the programme's effect, the account's notification and, for an operator's move, the
 * account's audit trail (the account's own moves are written there by their route).
 */
export async function moveSubmission(
  deps: AppDeps,
  mover: ProgrammeMover,
  input: MoveInput,
): Promise<{ row: ProgrammeSubmissionRow; definition: ProgrammeDefinition }> {
  const now = deps.clock.now();
  const reason = input.reason?.trim() || null;
  const result = await deps.db.transaction(async (tx) => {
    const current = await lockSubmission(tx, input.id);
    if (!current || (input.accountId !== undefined && current.accountId !== input.accountId))
      throw new AppError('NOT_FOUND', { message: PROGRAMME_MESSAGES.notFound });
    const definition = programmeOf(current.programme);
    const check = findTransition(definition.machine, current.state, input.transition, mover.party);
    if (!check.ok)
      throw new AppError('CONFLICT', {
        message: transitionRefusalMessage(definition.machine, current.state, input.transition, check.refusal),
        reason: 'TRANSITION_NOT_ALLOWED',
      });
    if (check.transition.needsReason && !reason) throw fieldError('reason', PROGRAMME_MESSAGES.reason);
    const decision = mover.party === 'operator' ? { decidedBy: mover.userId, decidedAt: now, reason } : {};
    const [row] = await tx
      .update(programmeSubmissions)
      .set({ state: check.transition.to, updatedAt: now, ...decision })
      .where(eq(programmeSubmissions.id, current.id))
      .returning();
    await tx.insert(programmeSubmissionEvents).values({
      submissionId: row.id,
      fromState: current.state,
      toState: row.state,
      transition: input.transition,
      party: mover.party,
      actorUserId: mover.userId,
      actorName: mover.name,
      reason,
      at: now,
    });
    await definition.afterMove?.(tx, row, input.transition);
    if (mover.party === 'operator')
      await recordAuditEntry(
        deps,
        {
          accountId: row.accountId,
          actorUserId: mover.userId,
          method: 'POST',
          path: OPERATOR_DECISION_ROUTE,
          action: `${definition.title}: an operator ${OPERATOR_VERBS[input.transition] ?? input.transition} a submission`,
        },
        tx,
      );
    return { row, definition };
  });
  await notifyMove(deps, result.definition, result.row, input.transition);
  return result;
}
