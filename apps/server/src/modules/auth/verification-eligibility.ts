import { eq } from 'drizzle-orm';
import { VERIFICATION_MISSING, type VerificationEligibility } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { isProfileComplete } from './present-user.js';
import { users } from './tables.js';
import { findUserDetails } from './user-details.js';

/**
 * GET verification/eligibility: identity verification compares a document with the account's
 * legal name and address, and its result is mailed, so both must be there first.
 */
export async function verificationEligibility(deps: AppDeps, accountId: number): Promise<VerificationEligibility> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, accountId)).limit(1);
  if (!user) throw new AppError('NOT_FOUND');
  const details = await findUserDetails(deps.db, accountId);
  const missing: string[] = [];
  if (!user.confirmedAt) missing.push(VERIFICATION_MISSING.confirmEmail);
  if (!isProfileComplete(user, details)) missing.push(VERIFICATION_MISSING.completeProfile);
  return { eligible: missing.length === 0, missing };
}
