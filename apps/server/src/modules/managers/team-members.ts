import { type CreateTeamMemberRequest, MANAGER_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { inviteToAccount } from './invite-manager.js';
import { removeManager } from './remove-manager.js';

function requireLabel(actor: Actor): void {
  if (actor.account.type !== 'label') throw new AppError('FORBIDDEN', { message: MANAGER_MESSAGES.labelOnly });
}

/**
 * A label's staff member: invited like a manager (existing or new address), acting for the label
 * with the access of their role's preset once they accept.
 */
export async function createTeamMember(deps: AppDeps, actor: Actor, input: CreateTeamMemberRequest): Promise<number> {
  requireLabel(actor);
  const row = await inviteToAccount(deps, actor, {
    email: input.email,
    kind: 'team-member',
    teamRole: input.role,
    access: {},
  });
  return row.id;
}

export async function removeTeamMember(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  requireLabel(actor);
  await removeManager(deps, actor.accountId, id, 'team-member');
}
