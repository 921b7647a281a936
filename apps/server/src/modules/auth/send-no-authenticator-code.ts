import { eq } from 'drizzle-orm';
import { LOGIN_CODE_SENT, NO_EMAIL_CODES, type OkResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { findOpenChallenge, mailNewLoginCode } from './login-challenges.js';
import type { ClientInfo } from './sessions.js';
import { users } from './tables.js';
import { CHALLENGE_EXPIRED } from './verify-login.js';

/**
 * POST no-opt-g2fa/otp/send: at the authenticator step of a sign-in (`googleAuth` with
 * `hasEmail`), the person says they have no authenticator at hand and asks for a code by e-mail
 * instead. Only an account that turned e-mail codes on may: the code goes to its own address,
 * so it is the same second factor it chose, never a way around it. The challenge then accepts
 * the mailed code as well as an authenticator code; mail limits apply as to any sign-in code.
 */
export async function sendNoAuthenticatorCode(deps: AppDeps, secret: string, client: ClientInfo): Promise<OkResponse> {
  const challenge = await findOpenChallenge(deps, secret);
  if (!challenge || (challenge.kind !== 'google' && challenge.kind !== 'email'))
    throw fieldError('secretHash', CHALLENGE_EXPIRED);
  const [user] = await deps.db.select().from(users).where(eq(users.id, challenge.userId)).limit(1);
  if (!user) throw fieldError('secretHash', CHALLENGE_EXPIRED);
  if (!user.emailTwoFactorEnabledAt) throw fieldError('secretHash', NO_EMAIL_CODES);
  await mailNewLoginCode(deps, challenge, secret, user, client);
  return { message: LOGIN_CODE_SENT };
}
