import {
  AUTHENTICATOR_ENABLED,
  AUTHENTICATOR_REMOVED,
  NO_PENDING_AUTHENTICATOR,
  TWO_FACTOR_ALREADY_ON,
  WRONG_TWO_FACTOR_CODE,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { invalidateUser } from '../../platform/app-caches.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { matchTotpStep, newTotpSecret, totpEnrolment } from '../../platform/totp.js';
import { updateUserAccount, type UserRow } from '../auth/index.js';
import { assertCurrentPassword } from './current-password.js';
import { notifySecurityChange } from './notify-security-change.js';

/**
 * One second factor at a time, and an active one is never replaced in place: otherwise a stolen
 * token could enrol the thief's phone over the owner's. Turning a factor off needs the password.
 */
export function assertNoSecondFactor(user: Pick<UserRow, 'totpEnabledAt' | 'emailTwoFactorEnabledAt'>): void {
  if (user.totpEnabledAt || user.emailTwoFactorEnabledAt)
    throw new AppError('CONFLICT', { message: TWO_FACTOR_ALREADY_ON, reason: 'TWO_FACTOR_ALREADY_ON' });
}

/** GET google/auth: a fresh pending secret (replacing any earlier unconfirmed one) as QR and key. */
export async function startAuthenticatorSetup(deps: AppDeps, user: UserRow): Promise<{ qr: string; key: string }> {
  assertNoSecondFactor(user);
  const secret = newTotpSecret();
  await updateUserAccount(deps.db, user.id, { totpPendingSecret: secret, updatedAt: deps.clock.now() });
  // Served by a GET (/api/profile/google/auth), which the write-invalidation hook skips.
  invalidateUser(deps.caches, user.id);
  const { qr, key } = await totpEnrolment(secret, user.email);
  return { qr, key };
}

/** POST google/verifyCode: a valid code for the pending secret turns the authenticator on. */
export async function confirmAuthenticator(deps: AppDeps, user: UserRow, code: string): Promise<string> {
  assertNoSecondFactor(user);
  if (!user.totpPendingSecret) throw fieldError('code', NO_PENDING_AUTHENTICATOR);
  const now = deps.clock.now();
  const step = await matchTotpStep(user.totpPendingSecret, code, now);
  if (step === null) throw fieldError('code', WRONG_TWO_FACTOR_CODE);
  // The enrolment code counts as used: sign-in refuses steps not newer than totpLastStep.
  await updateUserAccount(deps.db, user.id, {
    totpSecret: user.totpPendingSecret,
    totpPendingSecret: null,
    totpEnabledAt: now,
    totpLastStep: step,
    updatedAt: now,
  });
  await notifySecurityChange(
    deps,
    user.id,
    AUTHENTICATOR_ENABLED,
    'Signing in now asks for a code from your authenticator app.',
  );
  return AUTHENTICATOR_ENABLED;
}

/** POST remove/google_auth: needs the current password (see RemoveTwoFactorRequest for why). */
export async function removeAuthenticator(deps: AppDeps, user: UserRow, password: string): Promise<string> {
  await assertCurrentPassword(user, password, 'password');
  if (!user.totpEnabledAt && !user.totpPendingSecret) return AUTHENTICATOR_REMOVED;
  await updateUserAccount(deps.db, user.id, {
    totpSecret: null,
    totpPendingSecret: null,
    totpEnabledAt: null,
    totpLastStep: null,
    updatedAt: deps.clock.now(),
  });
  if (user.totpEnabledAt) {
    await notifySecurityChange(
      deps,
      user.id,
      AUTHENTICATOR_REMOVED,
      'Signing in no longer asks for a code from your authenticator app. If this was not you, change your password now.',
    );
  }
  return AUTHENTICATOR_REMOVED;
}
