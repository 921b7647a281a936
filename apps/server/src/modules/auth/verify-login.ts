import { eq } from 'drizzle-orm';
import type { OkResponse, TokenResponse, VerifyLoginRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { safeEqual } from '../../platform/crypto.js';
import { fieldError } from '../../platform/errors.js';
import { matchTotpStep } from '../../platform/totp.js';
import { claimTotpStep } from './claim-totp-step.js';
import {
  consumeChallenge,
  findOpenChallenge,
  hashLoginCode,
  mailNewLoginCode,
  spendChallengeAttempt,
  type ChallengeRow,
} from './login-challenges.js';
import { assertLoginAllowed, recordLoginAttempt } from './login-throttle.js';
import { bannedError, completeSignIn } from './login.js';
import type { ClientInfo, UserRow } from './sessions.js';
import { users } from './tables.js';

export const CHALLENGE_EXPIRED = 'This sign-in request has expired. Please sign in again';
export const WRONG_CODE = 'The code is not valid';

async function openChallengeAndUser(
  deps: AppDeps,
  secret: string,
): Promise<{ challenge: ChallengeRow; user: UserRow }> {
  const challenge = await findOpenChallenge(deps, secret);
  if (!challenge) throw fieldError('code', CHALLENGE_EXPIRED);
  const [user] = await deps.db.select().from(users).where(eq(users.id, challenge.userId)).limit(1);
  if (!user) throw fieldError('code', CHALLENGE_EXPIRED);
  return { challenge, user };
}

/** An e-mailed code (either kind, once one was sent) or, for the authenticator kind, a TOTP code. */
async function codeMatches(
  deps: AppDeps,
  challenge: ChallengeRow,
  user: UserRow,
  input: VerifyLoginRequest,
): Promise<boolean> {
  if (challenge.codeHash && safeEqual(challenge.codeHash, hashLoginCode(input.secretHash, input.code))) return true;
  if (challenge.kind === 'google' && user.totpSecret && user.totpEnabledAt) {
    const step = await matchTotpStep(user.totpSecret, input.code, deps.clock.now());
    if (step === null) return false;
    return claimTotpStep(deps.db, user.id, step);
  }
  return false;
}

/** Completes a login's second step and answers the session token. */
export async function verifyLogin(
  deps: AppDeps,
  input: VerifyLoginRequest,
  client: ClientInfo,
): Promise<TokenResponse> {
  const { challenge, user } = await openChallengeAndUser(deps, input.secretHash);
  const subject = { userId: user.id, identifier: user.email };
  await assertLoginAllowed(deps, subject, client);

  // Spend the attempt before checking, so parallel guesses cannot exceed the limit.
  if (!(await spendChallengeAttempt(deps, challenge.id))) throw fieldError('code', CHALLENGE_EXPIRED);

  if (!(await codeMatches(deps, challenge, user, input))) {
    await recordLoginAttempt(deps, subject, client, false);
    throw fieldError('code', WRONG_CODE);
  }
  if (user.bannedAt) throw bannedError();

  if (!(await consumeChallenge(deps, challenge.id))) throw fieldError('code', CHALLENGE_EXPIRED);
  return completeSignIn(deps, user, client);
}

/** Mails a new code for an open challenge of an account with e-mail codes on. */
export async function resendLoginCode(deps: AppDeps, secret: string, client: ClientInfo): Promise<OkResponse> {
  const { challenge, user } = await openChallengeAndUser(deps, secret);
  if (challenge.kind !== 'email' && !user.emailTwoFactorEnabledAt) {
    throw fieldError('secretHash', 'E-mail codes are not turned on for this account');
  }
  await mailNewLoginCode(deps, challenge, secret, user, client);
  return { message: 'A new code has been sent to your e-mail address' };
}
