import { eq } from 'drizzle-orm';
import { type ActingAccount, MANAGER_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { invalidateUser } from '../../platform/app-caches.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { findUserById } from '../auth/index.js';
import { recordAuditEntry } from '../audit/index.js';
import { accessOf, presentActing } from './acting-account.js';
import { findAcceptedRelationship } from './manager-rows.js';
import { sessionActingAccounts } from './tables.js';

/**
 * Makes this session act for an account the person manages, or, given the person's own id, for
 * their own account again. Only the session changes: the person's other sessions keep acting as
 * they were. A switch into an account is written to that account's audit trail.
 */
export async function switchAccount(deps: AppDeps, actor: Actor, accountId: number): Promise<ActingAccount | null> {
  const personId = actor.user.id;
  if (accountId === personId) {
    await deps.db.delete(sessionActingAccounts).where(eq(sessionActingAccounts.sessionId, actor.session.id));
    invalidateUser(deps.caches, personId);
    return null;
  }
  const relationship = await findAcceptedRelationship(deps.db, accountId, personId);
  const account = relationship ? await findUserById(deps.db, accountId) : null;
  if (!relationship || !account || account.bannedAt)
    throw new AppError('NOT_FOUND', { message: MANAGER_MESSAGES.noManagedAccount });
  const now = deps.clock.now();
  await deps.db
    .insert(sessionActingAccounts)
    .values({ sessionId: actor.session.id, managerId: relationship.id, switchedAt: now })
    .onConflictDoUpdate({
      target: sessionActingAccounts.sessionId,
      set: { managerId: relationship.id, switchedAt: now },
    });
  invalidateUser(deps.caches, personId);
  await recordAuditEntry(deps, {
    accountId,
    actorUserId: personId,
    method: 'GET',
    path: '/api/portal/manager/switch/:id',
    action: 'Switched into the account',
  });
  return presentActing({ account, role: relationship.kind, access: accessOf(relationship) });
}
