import { IDENTITY_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { readOperatorFlag, writeOperatorFlag } from '../subscriptions/index.js';
import { latestCheck } from './identity-checks.js';

export const REQUIRE_IDENTITY_FOR_PAYOUTS = 'require-identity-before-payouts';

export async function isIdentityRequiredForPayouts(db: DbExecutor): Promise<boolean> {
  return readOperatorFlag(db, REQUIRE_IDENTITY_FOR_PAYOUTS);
}

export async function setIdentityRequiredForPayouts(deps: AppDeps, required: boolean): Promise<{ required: boolean }> {
  await writeOperatorFlag(deps, REQUIRE_IDENTITY_FOR_PAYOUTS, required);
  return { required };
}

export interface PayoutIdentityBlock {
  reason: 'IDENTITY_REJECTED' | 'IDENTITY_REQUIRED';
  message: string;
}

/**
 * Whether the account's identity stops a payout, and why. A rejected latest check always does;
 * approved and bypassed never do; otherwise only when the operator requires a verification first.
 */
export async function payoutIdentityBlock(db: DbExecutor, userId: number): Promise<PayoutIdentityBlock | null> {
  const latest = await latestCheck(db, userId);
  if (latest?.status === 'rejected') return { reason: 'IDENTITY_REJECTED', message: IDENTITY_MESSAGES.rejectedPayouts };
  if (latest?.status === 'approved' || latest?.status === 'bypassed') return null;
  if (await isIdentityRequiredForPayouts(db))
    return { reason: 'IDENTITY_REQUIRED', message: IDENTITY_MESSAGES.requiredPayouts };
  return null;
}
