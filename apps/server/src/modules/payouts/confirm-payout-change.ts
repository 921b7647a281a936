import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { WRONG_CURRENT_PASSWORD, WRONG_TWO_FACTOR_CODE, type ConfirmPayoutChangeRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { matchTotpStep } from '../../platform/totp.js';
import { verifyPassword } from '../auth/password-hash.js';
import type { UserRow } from '../auth/sessions.js';
import { users } from '../auth/tables.js';

/**
 * Payout details decide where money goes, so a bearer token alone must not change them: the
 * person proves it is them with the current password or, when an authenticator app is on, a
 * fresh code from it (a code is used up: its time step is stored like at sign-in).
 */
export async function confirmPayoutChange(deps: AppDeps, user: UserRow, proof: ConfirmPayoutChangeRequest): Promise<void> {
  if (proof.password) {
    if (!(await verifyPassword(user.passwordHash, proof.password))) throw fieldError('password', WRONG_CURRENT_PASSWORD);
    return;
  }
  const code = proof.twoFactorCode ?? '';
  if (!user.totpSecret || !user.totpEnabledAt) throw fieldError('twoFactorCode', WRONG_TWO_FACTOR_CODE);
  const step = await matchTotpStep(user.totpSecret, code, deps.clock.now());
  if (step === null) throw fieldError('twoFactorCode', WRONG_TWO_FACTOR_CODE);
  // Conditional update: two requests with the same code cannot both pass.
  const [used] = await deps.db.update(users).set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step)))).returning({ id: users.id });
  if (!used) throw fieldError('twoFactorCode', WRONG_TWO_FACTOR_CODE);
}
