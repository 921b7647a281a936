import { MANAGER_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { invalidateUser } from '../../platform/app-caches.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { updateAccountType } from '../auth/index.js';

/**
 * Someone who only came to see what they were invited to (a split, a team's catalog) need not set
 * up an artist or label profile: from the portal set-up they continue as a collaborator. The
 * account gets the collaborator type (a restricted portal, no subscription asked) and counts as
 * set up. Upgrading to an artist or label account later goes through billing.
 */
export async function continueAsCollaborator(deps: AppDeps, actor: Actor): Promise<void> {
  const person = actor.user;
  if (person.type === 'collaborator') return;
  if (person.hasCompletedInit) throw new AppError('CONFLICT', { message: MANAGER_MESSAGES.collaboratorNotAfterInit });
  await updateAccountType(deps.db, person.id, 'collaborator', deps.clock.now());
  invalidateUser(deps.caches, person.id);
}
