import { and, eq, isNull } from 'drizzle-orm';
import type { OkResponse, TokenResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { bannedError, completeSignIn } from './login.js';
import { consumeOneTimeToken } from './one-time-tokens.js';
import { sendEmailConfirmation } from './register-user.js';
import type { ClientInfo, UserRow } from './sessions.js';
import { users } from './tables.js';

export const CONFIRMATION_LINK_INVALID = 'This confirmation link is invalid or has expired';

/** Confirms the e-mail address behind a single-use link and signs the person in. */
export async function verifyEmail(deps: AppDeps, token: string, client: ClientInfo): Promise<TokenResponse> {
  const userId = await consumeOneTimeToken(deps, 'verify-email', token);
  if (userId === null) throw fieldError('token', CONFIRMATION_LINK_INVALID);
  const now = deps.clock.now();
  await deps.db
    .update(users)
    .set({ confirmedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.confirmedAt)));
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw fieldError('token', CONFIRMATION_LINK_INVALID);
  if (user.bannedAt) throw bannedError();
  return completeSignIn(deps, user, client);
}

export async function resendEmailConfirmation(deps: AppDeps, user: UserRow): Promise<OkResponse> {
  if (user.confirmedAt) return { message: 'Your e-mail address is already confirmed' };
  await sendEmailConfirmation(deps, user);
  return { message: 'A new confirmation link has been sent to your e-mail address' };
}
