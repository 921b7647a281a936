import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { programmeAction, resolveDisplayName } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { authorize } from '../../platform/permissions/authorize.js';
import type { Actor } from '../../platform/request-auth.js';
import type { ProgrammeDefinition } from './definition.js';
import { assertEligible } from './eligibility-facts.js';
import { notifyMove } from './notify-move.js';
import { chargeProgrammeFee } from './programme-fee.js';
import { programmeSubmissionEvents, programmeSubmissions, type ProgrammeSubmissionRow } from './tables.js';

/** The payload's problems as the one 422 envelope, each field under `prefix` (the generic call nests it). */
function payloadError(error: z.ZodError, prefix: string): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'payload';
    (errors[field] ??= []).push(issue.message);
  }
  const messages = Object.values(errors).flat();
  return new AppError('VALIDATION', { message: messages.length === 1 ? messages[0] : undefined, errors });
}

export interface SubmitOptions {
  /** Where the payload's fields sit in the request, for field messages: 'payload' in the generic call. */
  fieldPrefix?: string;
  /** A retried submit charges a fee once (the request's Idempotency-Key when it has one). */
  feeKey?: string;
}

/**
 * A new submission: the programme's permission (its named write), its payload schema, the checks
 * against the catalogue, the account's eligibility, the fee when there is one; then the row in the
 * programme's first state with its first history line, and a notification to the account.
 */
export async function submitToProgramme(
  deps: AppDeps,
  actor: Actor,
  definition: ProgrammeDefinition,
  rawPayload: unknown,
  options: SubmitOptions = {},
): Promise<ProgrammeSubmissionRow> {
  authorize(actor, programmeAction(definition.area, 'submit'));
  const parsed = definition.payload.safeParse(rawPayload);
  if (!parsed.success) throw payloadError(parsed.error, options.fieldPrefix ?? '');
  // The ids first: another account's release answers 404 whoever asks, eligible or not.
  const subject = await definition.describe(deps, actor.accountId, parsed.data);
  await assertEligible(deps, actor, definition);
  await chargeProgrammeFee(deps, definition, actor.accountId, options.feeKey ?? randomUUID());
  const now = deps.clock.now();
  const state = definition.machine.initial;
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(programmeSubmissions)
      .values({
        programme: definition.key,
        accountId: actor.accountId,
        kind: definition.kindOf(parsed.data),
        state,
        payload: parsed.data as Record<string, unknown>,
        subject,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(programmeSubmissionEvents).values({
      submissionId: inserted.id,
      fromState: null,
      toState: state,
      transition: 'submit',
      party: 'owner',
      actorUserId: actor.user.id,
      actorName: resolveDisplayName(actor.user),
      at: now,
    });
    return inserted;
  });
  await notifyMove(deps, definition, row, 'submit');
  return row;
}
