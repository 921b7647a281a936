import { PASSWORD_UPDATED, SAME_PASSWORD, type UpdatePasswordRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { hashPassword, revokeOtherSessions, spendPasswordResetLinks, updateUserAccount } from '../auth/index.js';
import { assertCurrentPassword } from './current-password.js';
import { notifySecurityChange } from './notify-security-change.js';

/**
 * Changes the password after checking the current one, and signs out every other session:
 * whoever else held a token may have got in with the old password. Reset links mailed before stop working.
 */
export async function updatePassword(deps: AppDeps, actor: Actor, input: UpdatePasswordRequest): Promise<string> {
  await assertCurrentPassword(actor.user, input.currentPassword, 'currentPassword');
  if (input.password === input.currentPassword) throw fieldError('password', SAME_PASSWORD);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  // One transaction (rather than auth's revokeOtherSessions afterwards): the new password never
  // exists while the old sessions still work.
  const { revoked } = await deps.db.transaction(async (tx) => {
    await updateUserAccount(tx, actor.user.id, { passwordHash, updatedAt: now });
    await spendPasswordResetLinks(deps, actor.user.id, tx);
    return revokeOtherSessions(deps, actor.session, tx);
  });
  const others = revoked === 1 ? '1 other session was' : `${revoked} other sessions were`;
  await notifySecurityChange(
    deps,
    actor.user.id,
    'Password changed',
    `Your password was changed and ${others} signed out. If this was not you, recover your account now.`,
  );
  return PASSWORD_UPDATED;
}
