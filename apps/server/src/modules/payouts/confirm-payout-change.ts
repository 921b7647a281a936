import {
  PAYOUT_MESSAGES,
  WRONG_CURRENT_PASSWORD,
  WRONG_TWO_FACTOR_CODE,
  type ConfirmPayoutChangeRequest,
  type PayoutChangeCodeResponse,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { addMinutes } from '../../platform/clock.js';
import { safeEqual } from '../../platform/crypto.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { matchTotpStep } from '../../platform/totp.js';
import {
  consumeChallenge,
  countChallengesSince,
  findOpenChallenge,
  hashLoginCode,
  openLoginChallenge,
  spendChallengeAttempt,
} from '../auth/index.js';
import { claimTotpStep, verifyPassword } from '../auth/index.js';
import type { ClientInfo, UserRow } from '../auth/index.js';

/** E-mailed codes for payout changes are a sign-in challenge of their own kind: it never signs anyone in. */
const KIND = 'payout-change';
/** At most this many codes an hour: each one is 5 more guesses, and a mail in the owner's inbox. */
export const PAYOUT_CODES_PER_HOUR = 5;

async function mailPayoutChangeCode(deps: AppDeps, user: UserRow, code: string, minutes: number): Promise<void> {
  await deps.mailer.send({
    to: user.email,
    subject: 'Your Liner code to change payout details',
    text: `Your code to confirm a change of your payout details is ${code}\n\nIt is valid for ${minutes} minutes and works once. If you did not ask for it, change your password now: someone may be signed in to your account.\n`,
  });
}

/**
 * payout-methods/email-code: for an account whose second factor is e-mailed codes, mails a code
 * that confirms one change of payout details. The answer's secret goes back with the code.
 */
export async function sendPayoutChangeCode(
  deps: AppDeps,
  user: UserRow,
  client: ClientInfo,
): Promise<PayoutChangeCodeResponse> {
  if (!user.emailTwoFactorEnabledAt)
    throw new AppError('CONFLICT', { message: PAYOUT_MESSAGES.emailCodesOff, reason: 'EMAIL_CODES_OFF' });
  const now = deps.clock.now();
  if ((await countChallengesSince(deps, user.id, KIND, addMinutes(now, -60))) >= PAYOUT_CODES_PER_HOUR) {
    throw new AppError('TOO_MANY_REQUESTS', {
      message: 'Too many codes were sent. Please wait and try again',
      retryAfterSeconds: 3600,
    });
  }
  const secret = await openLoginChallenge(deps, user, KIND, client, mailPayoutChangeCode);
  return { message: PAYOUT_MESSAGES.emailCodeSent, emailCodeSecret: secret };
}

/** The e-mailed code of this user's open challenge: an attempt is spent first; a match uses the challenge up. */
async function spendEmailedCode(deps: AppDeps, user: UserRow, secret: string, code: string): Promise<void> {
  const challenge = user.emailTwoFactorEnabledAt ? await findOpenChallenge(deps, secret, [KIND]) : null;
  if (!challenge || challenge.userId !== user.id || !challenge.codeHash)
    throw fieldError('emailCode', WRONG_TWO_FACTOR_CODE);
  if (!(await spendChallengeAttempt(deps, challenge.id))) throw fieldError('emailCode', WRONG_TWO_FACTOR_CODE);
  if (!safeEqual(challenge.codeHash, hashLoginCode(secret, code))) throw fieldError('emailCode', WRONG_TWO_FACTOR_CODE);
  if (!(await consumeChallenge(deps, challenge.id))) throw fieldError('emailCode', WRONG_TWO_FACTOR_CODE);
}

/** A fresh authenticator code; it is used up (its time step is stored like at sign-in). */
async function checkAuthenticatorCode(deps: AppDeps, user: UserRow, code: string): Promise<void> {
  if (!user.totpSecret || !user.totpEnabledAt) throw fieldError('twoFactorCode', WRONG_TWO_FACTOR_CODE);
  const step = await matchTotpStep(user.totpSecret, code, deps.clock.now());
  if (step === null) throw fieldError('twoFactorCode', WRONG_TWO_FACTOR_CODE);
  // Conditional update: two requests with the same code cannot both pass.
  if (!(await claimTotpStep(deps.db, user.id, step))) throw fieldError('twoFactorCode', WRONG_TWO_FACTOR_CODE);
}

/**
 * Payout details decide where money goes, so a bearer token alone must not change them: the
 * person proves it is them with the current password or their second factor (an authenticator
 * code, or a code sent by payout-methods/email-code). Every code works once.
 */
export async function confirmPayoutChange(
  deps: AppDeps,
  user: UserRow,
  proof: ConfirmPayoutChangeRequest,
): Promise<void> {
  if (proof.password) {
    if (!(await verifyPassword(user.passwordHash, proof.password)))
      throw fieldError('password', WRONG_CURRENT_PASSWORD);
    return;
  }
  if (proof.emailCode) return spendEmailedCode(deps, user, proof.emailCodeSecret ?? '', proof.emailCode);
  return checkAuthenticatorCode(deps, user, proof.twoFactorCode ?? '');
}
