import { and, eq, gt } from 'drizzle-orm';
import { ADDITIONAL_EMAIL_MESSAGES } from '@liner/domain';
import { hashToken } from '../../platform/crypto.js';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { additionalEmails } from './tables.js';

/**
 * Confirms the address whose link this is. The link only works for the person who added the
 * address (signed in): a link forwarded to someone else confirms nothing. Used once.
 */
export async function verifyAdditionalEmail(deps: AppDeps, userId: number, token: string): Promise<string> {
  const now = deps.clock.now();
  const confirmed = await deps.db
    .update(additionalEmails)
    .set({ confirmedAt: now, tokenHash: null, tokenExpiresAt: null })
    .where(
      and(
        eq(additionalEmails.tokenHash, hashToken(token)),
        eq(additionalEmails.userId, userId),
        gt(additionalEmails.tokenExpiresAt, now),
      ),
    )
    .returning({ id: additionalEmails.id });
  if (confirmed.length === 0) throw fieldError('token', ADDITIONAL_EMAIL_MESSAGES.badLink);
  return ADDITIONAL_EMAIL_MESSAGES.verified;
}
