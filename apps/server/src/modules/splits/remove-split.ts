import { eq } from 'drizzle-orm';
import {
  isoDay,
  normalizeEmail,
  resolveDisplayName,
  type IsValidUserResponse,
  type SplitSubmission,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { authorize } from '../../platform/permissions/authorize.js';
import type { Actor } from '../../platform/request-auth.js';
import { findUsersByEmails, type UserRow } from '../auth/index.js';
import { hasOfferedSplitTo } from './split-queries.js';
import { lockSplit } from './split-queries.js';
import { loadSubmissions } from './present-split.js';
import { notifySplitEnded } from './split-invitations.js';
import { splits } from './tables.js';

/**
 * POST split/remove/{id}: the account that owns the split ends it today (another account's split answers 404). Sales dated from today on are the
 * owner's alone; money earned while the split ran stays held for payees who have not answered,
 * and they can still accept it.
 */
export async function removeSplit(deps: AppDeps, actor: Actor, splitId: number): Promise<SplitSubmission> {
  const today = isoDay(deps.clock.now());
  await deps.db.transaction(async (tx) => {
    const split = await lockSplit(tx, splitId);
    if (!split) throw new AppError('NOT_FOUND', { message: 'No such split' });
    authorize(actor, 'split.remove', { ownerId: split.ownerUserId }, 'No such split');
    if (split.status === 'ended') throw new AppError('CONFLICT', { message: 'This split has already ended' });
    await tx.update(splits).set({ status: 'ended', endedOn: today }).where(eq(splits.id, splitId));
  });
  const [submission] = await loadSubmissions(deps.db, [splitId]);
  await notifySplitEnded(deps, submission);
  return submission;
}

/**
 * POST split/is-valid-user: whether an account has this e-mail (sign-up's availability check says
 * as much to anyone), and its display name only when the asking account already deals money with
 * it: a confirmed transfer either way, a split one of them accepted from the other, or a split
 * the other account offered the asker. A name is otherwise never read off an address.
 */
export async function findSplitUser(
  deps: AppDeps,
  asker: Pick<UserRow, 'id' | 'email'>,
  email: string,
  haveMoneyRelationship: (deps: AppDeps, userId: number, otherId: number) => Promise<boolean>,
): Promise<IsValidUserResponse> {
  const [user] = await findUsersByEmails(deps.db, [normalizeEmail(email)]);
  if (!user) return { isUser: false };
  const related =
    user.id === asker.id ||
    (await haveMoneyRelationship(deps, asker.id, user.id)) ||
    (await hasOfferedSplitTo(deps.db, user.id, asker.email));
  return related ? { isUser: true, name: resolveDisplayName(user) } : { isUser: true };
}
