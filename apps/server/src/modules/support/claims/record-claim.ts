import type { SupportClaimDetails } from '@liner/domain';
import type { AppDeps } from '../../../platform/deps.js';
import { insertClaim } from './start-claim.js';
import { openClaimTicket } from './verify-claim.js';

/**
 * A claim whose sender's address needs no proof (the demo seed): stored and turned into its
 * ticket at once, without the robot check, the code or the receipt. Answers the ticket's id.
 */
export async function recordSupportClaim(
  deps: AppDeps,
  claim: SupportClaimDetails,
  accountId: number | null,
): Promise<number> {
  const stored = await insertClaim(deps, claim, accountId, null);
  return (await openClaimTicket(deps, stored)).id;
}
