import type { IdentityVerificationStatus } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { applyHostedOutcome, isOpenHostedCheck } from './hosted-outcome.js';
import { flagsOf, latestCheck, presentCheck } from './identity-checks.js';
import { isIdentityRequiredForPayouts } from './payout-gate.js';
import { identityServicesOf } from './provider-of.js';

/**
 * GET support/verification: the account's latest check and flags. A hosted check still open is
 * asked about first, so a person back from the provider's page sees the outcome even before the
 * webhook arrives.
 */
export async function verificationStatus(deps: AppDeps, userId: number): Promise<IdentityVerificationStatus> {
  const { provider } = identityServicesOf(deps);
  let latest = await latestCheck(deps.db, userId);
  if (latest && isOpenHostedCheck(latest) && latest.provider === provider.name && latest.providerReference) {
    try {
      const outcome = await provider.outcome(latest.providerReference);
      if (outcome) latest = await applyHostedOutcome(deps, latest, outcome);
    } catch (error) {
      // The provider is unreachable: show what is known; its webhook will bring the outcome.
      deps.logger.warn({ err: error }, 'identity provider not reachable for a status refresh');
    }
  }
  return {
    check: latest ? presentCheck(latest) : null,
    flags: flagsOf(latest),
    provider: provider.name,
    requiredForPayouts: await isIdentityRequiredForPayouts(deps.db),
  };
}
