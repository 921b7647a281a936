import { and, eq } from 'drizzle-orm';
import { MANAGER_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { invalidateUser } from '../../platform/app-caches.js';
import { AppError } from '../../platform/errors.js';
import { confirmEmailFirstError } from '../../platform/permissions/authorize.js';
import type { Actor } from '../../platform/request-auth.js';
import { accountManagers } from './tables.js';

/**
 * The invited person accepts: the invitation is theirs when it names their e-mail address, which
 * they must have confirmed (an unconfirmed sign-up with someone else's address must not take over
 * their invitation). Without an id, the invitation the dialog showed (the oldest pending one).
 */
export async function acceptInvitation(
  deps: AppDeps,
  actor: Pick<Actor, 'emailConfirmed'> & { user: { id: number; email: string } },
  id?: number,
): Promise<number> {
  if (!actor.emailConfirmed) throw confirmEmailFirstError();
  const email = actor.user.email.toLowerCase();
  const [row] = await deps.db
    .select()
    .from(accountManagers)
    .where(
      and(
        eq(accountManagers.email, email),
        eq(accountManagers.status, 'pending'),
        id === undefined ? undefined : eq(accountManagers.id, id),
      ),
    )
    .orderBy(accountManagers.invitedAt, accountManagers.id)
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: MANAGER_MESSAGES.noInvitation });
  await deps.db
    .update(accountManagers)
    .set({ status: 'accepted', managerUserId: actor.user.id, acceptedAt: deps.clock.now() })
    .where(eq(accountManagers.id, row.id));
  invalidateUser(deps.caches, actor.user.id);
  invalidateUser(deps.caches, row.accountId);
  return row.accountId;
}
