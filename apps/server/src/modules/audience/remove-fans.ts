import { and, eq, inArray } from 'drizzle-orm';
import { AUDIENCE_MESSAGES, type BulkRemoveFansResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { authorize } from '../../platform/permissions/authorize.js';
import type { Actor } from '../../platform/request-auth.js';
import { findManageableMember } from './present-member.js';
import { audienceMembers } from './tables.js';

/** DELETE fan?id=: one member of the account (a fan, or a platform member a refresh brought). */
export async function removeFan(deps: AppDeps, actor: Actor, id: number): Promise<{ message: string }> {
  const row = await findManageableMember(deps.db, actor, id);
  await deps.db.delete(audienceMembers).where(eq(audienceMembers.id, row.id));
  return { message: AUDIENCE_MESSAGES.removed };
}

/**
 * Removes the chosen members, all or none: an id that is not a member of the account answers 404
 * and nothing is removed, so a stale selection never half-applies.
 */
export async function bulkRemoveFans(deps: AppDeps, actor: Actor, ids: number[]): Promise<BulkRemoveFansResponse> {
  authorize(actor, 'audience.manage', { ownerId: actor.accountId });
  const wanted = [...new Set(ids)];
  return deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(audienceMembers)
      .where(and(eq(audienceMembers.accountId, actor.accountId), inArray(audienceMembers.id, wanted)))
      .returning({ id: audienceMembers.id });
    if (removed.length !== wanted.length) throw new AppError('NOT_FOUND', { message: AUDIENCE_MESSAGES.notFound });
    return { message: `${removed.length} ${removed.length === 1 ? 'fan' : 'fans'} removed`, removed: removed.length };
  });
}
