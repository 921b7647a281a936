import { and, eq, isNull } from 'drizzle-orm';
import type { OkResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { invalidateUser } from '../../platform/app-caches.js';
import { consumeOneTimeToken, spendOpenTokens } from './one-time-tokens.js';
import { sendEmailConfirmation } from './register-user.js';
import type { UserRow } from './sessions.js';
import { users } from './tables.js';

export const CONFIRMATION_LINK_INVALID = 'This confirmation link is invalid or has expired';
export const EMAIL_CONFIRMED = 'Your e-mail address is confirmed. Sign in to continue';

/**
 * Confirms the e-mail address behind a single-use link and spends every other confirmation link
 * of the account. It signs nobody in: a link from a mailbox is not the password, and a session
 * made from it would skip the account's second factor.
 */
export async function verifyEmail(deps: AppDeps, token: string): Promise<OkResponse> {
  const userId = await deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(deps, 'verify-email', token, tx);
    if (userId === null) throw fieldError('token', CONFIRMATION_LINK_INVALID);
    await spendOpenTokens(deps, userId, 'verify-email', tx);
    const now = deps.clock.now();
    await tx
      .update(users)
      .set({ confirmedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.confirmedAt)));
    return userId;
  });
  invalidateUser(deps.caches, userId);
  return { message: EMAIL_CONFIRMED };
}

export async function resendEmailConfirmation(deps: AppDeps, user: UserRow): Promise<OkResponse> {
  if (user.confirmedAt) return { message: 'Your e-mail address is already confirmed' };
  await sendEmailConfirmation(deps, user);
  return { message: 'A new confirmation link has been sent to your e-mail address' };
}
