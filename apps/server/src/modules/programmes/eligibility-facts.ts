import { type EligibilityFacts, eligibilityRefusals, isoDay, type ProgrammeEligibility } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { hasLiveRelease } from '../releases/index.js';
import type { ProgrammeDefinition } from './definition.js';

async function factsOf(deps: AppDeps, actor: Actor): Promise<EligibilityFacts> {
  return {
    accountType: actor.account.type,
    hasLiveRelease: await hasLiveRelease(deps.db, actor.accountId, isoDay(deps.clock.now())),
  };
}

/** Whether the account acted for may submit to the programme, and the reasons when it may not. */
export async function programmeEligibility(
  deps: AppDeps,
  actor: Actor,
  definition: ProgrammeDefinition,
): Promise<ProgrammeEligibility> {
  const reasons = eligibilityRefusals(definition.eligibility, await factsOf(deps, actor));
  return { eligible: reasons.length === 0, reasons };
}

/** 409 with the first reason: the account's situation, not the caller's permission, is in the way. */
export async function assertEligible(deps: AppDeps, actor: Actor, definition: ProgrammeDefinition): Promise<void> {
  const { reasons } = await programmeEligibility(deps, actor, definition);
  if (reasons.length > 0) throw new AppError('CONFLICT', { message: reasons[0], reason: 'NOT_ELIGIBLE' });
}
