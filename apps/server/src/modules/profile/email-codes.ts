import {
  EMAIL_2FA_CODE_MINUTES,
  EMAIL_CODE_SENT,
  EMAIL_CODES_ENABLED,
  EMAIL_CODES_REMOVED,
  WRONG_TWO_FACTOR_CODE,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { newNumericCode, sealCode, sealedCodeMatches } from '../../platform/crypto.js';
import { fieldError } from '../../platform/errors.js';
import {
  findLatestOneTimeCode,
  replaceOneTimeCode,
  updateUserAccount,
  useOneTimeCode,
  type UserRow,
} from '../auth/index.js';
import { reserveMail } from '../outbound-mail/index.js';
import { assertNoSecondFactor } from './authenticator-app.js';
import { assertCurrentPassword } from './current-password.js';
import { notifySecurityChange } from './notify-security-change.js';

const PURPOSE = 'email-2fa-setup';

// A six-digit code repeats across users, so it cannot go in the unique token_hash column as a
// bare hash: it is sealed (salted) and the row is looked up by user instead.

/** POST init/auth: e-mails a set-up code; any earlier unused code stops working. */
export async function sendEmailCode(deps: AppDeps, user: UserRow): Promise<string> {
  assertNoSecondFactor(user);
  await reserveMail(deps, 'two-factor-setup-code', { userId: user.id }, [user.email]);
  const code = newNumericCode(6);
  await replaceOneTimeCode(deps, {
    userId: user.id,
    purpose: PURPOSE,
    sealedCode: sealCode(code),
    minutes: EMAIL_2FA_CODE_MINUTES,
  });
  await deps.mailer.send({
    to: user.email,
    subject: 'Your Liner security code',
    text: `Your code to turn on e-mail sign-in codes is ${code}. It expires in ${EMAIL_2FA_CODE_MINUTES} minutes.\n\nIf you did not ask for it, change your password.`,
  });
  return EMAIL_CODE_SENT;
}

/** POST confirm/auth: the latest unexpired code turns e-mail codes on and is used up. */
export async function confirmEmailCodes(deps: AppDeps, user: UserRow, code: string): Promise<string> {
  assertNoSecondFactor(user);
  const now = deps.clock.now();
  const pending = await findLatestOneTimeCode(deps, user.id, PURPOSE);
  if (!pending || !sealedCodeMatches(pending.sealedCode, code)) throw fieldError('code', WRONG_TWO_FACTOR_CODE);
  const consumed = await deps.db.transaction(async (tx) => {
    // Used up only if still unused, so two concurrent confirmations cannot both pass.
    const used = await useOneTimeCode(tx, pending.id, now);
    if (used) await updateUserAccount(tx, user.id, { emailTwoFactorEnabledAt: now, updatedAt: now });
    return used;
  });
  if (!consumed) throw fieldError('code', WRONG_TWO_FACTOR_CODE);
  await notifySecurityChange(
    deps,
    user.id,
    EMAIL_CODES_ENABLED,
    'Signing in now asks for a code sent to your e-mail address.',
  );
  return EMAIL_CODES_ENABLED;
}

/** POST remove/auth: needs the current password (see RemoveTwoFactorRequest for why). */
export async function removeEmailCodes(deps: AppDeps, user: UserRow, password: string): Promise<string> {
  await assertCurrentPassword(user, password, 'password');
  if (!user.emailTwoFactorEnabledAt) return EMAIL_CODES_REMOVED;
  await updateUserAccount(deps.db, user.id, { emailTwoFactorEnabledAt: null, updatedAt: deps.clock.now() });
  await notifySecurityChange(
    deps,
    user.id,
    EMAIL_CODES_REMOVED,
    'Signing in no longer asks for a code sent by e-mail. If this was not you, change your password now.',
  );
  return EMAIL_CODES_REMOVED;
}
