import { eq } from 'drizzle-orm';
import { IDENTITY_MESSAGES, type IdentityCheck, IdentityVerificationRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { UserRow } from '../auth/index.js';
import { verificationEligibility } from '../auth/index.js';
import { latestCheck, presentCheck } from './identity-checks.js';
import type { StartedIdentityCheck } from './identity-provider.js';
import { identityServicesOf } from './provider-of.js';
import { identityVerifications } from './tables.js';

/** Where the hosted page sends the person back: the verification page, which reads the outcome. */
const RETURN_PATH = '/user-portal/verification';

/**
 * POST support/verification/request: starts a check for the document the person chose. A check
 * still waiting for its photos (or for the hosted page) is reused with the new choice, so pressing
 * again never piles up checks; one sent, verified or bypassed is not started again.
 */
export async function requestVerification(
  deps: AppDeps,
  user: UserRow,
  input: IdentityVerificationRequest,
): Promise<IdentityCheck> {
  const choice = IdentityVerificationRequest.parse(input);
  const eligibility = await verificationEligibility(deps, user.id);
  if (!eligibility.eligible)
    throw new AppError('CONFLICT', { message: IDENTITY_MESSAGES.notEligible, reason: 'NOT_ELIGIBLE' });
  const latest = await latestCheck(deps.db, user.id);
  if (latest?.status === 'approved' || latest?.status === 'bypassed')
    throw new AppError('CONFLICT', { message: IDENTITY_MESSAGES.alreadyVerified, reason: 'ALREADY_VERIFIED' });
  if (latest?.status === 'submitted' || latest?.status === 'processing')
    throw new AppError('CONFLICT', { message: IDENTITY_MESSAGES.alreadySubmitted, reason: 'ALREADY_SUBMITTED' });

  const { provider } = identityServicesOf(deps);
  const now = deps.clock.now();
  const values = {
    provider: provider.name,
    documentCountry: choice.documentCountry,
    documentType: choice.documentType,
    requestedAt: now,
    providerReference: null,
  };
  const [row] =
    latest?.status === 'requested'
      ? await deps.db
          .update(identityVerifications)
          .set(values)
          .where(eq(identityVerifications.id, latest.id))
          .returning()
      : await deps.db
          .insert(identityVerifications)
          .values({ ...values, userId: user.id, status: 'requested' })
          .returning();
  let started: StartedIdentityCheck;
  try {
    started = await provider.start({
      checkId: row.id,
      userId: user.id,
      email: user.email,
      documentCountry: choice.documentCountry,
      documentType: choice.documentType,
      returnUrl: `${deps.config.publicUrl}${RETURN_PATH}`,
    });
  } catch (error) {
    // The provider is down or refused: the check stays 'requested' and pressing again retries.
    deps.logger.warn({ err: error }, 'identity provider did not start a check');
    throw new AppError('VALIDATION', {
      message: IDENTITY_MESSAGES.providerUnavailable,
      reason: 'PROVIDER_UNAVAILABLE',
    });
  }
  if (!started.reference) return presentCheck(row);
  const [withSession] = await deps.db
    .update(identityVerifications)
    .set({ providerReference: started.reference })
    .where(eq(identityVerifications.id, row.id))
    .returning();
  return presentCheck(withSession, { url: started.url, clientSecret: started.clientSecret });
}
