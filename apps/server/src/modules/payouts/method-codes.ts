import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { sealedCodeMatches } from '../../platform/crypto.js';
import { fieldError } from '../../platform/errors.js';
import { payoutMethods } from './tables.js';

/** How long a code sent to prove a payout address (PayPal, Venmo, Manifest) stays valid, and its tries. */
export const METHOD_CODE_MINUTES = 30;
export const MAX_METHOD_CODE_ATTEMPTS = 5;

type MethodRow = typeof payoutMethods.$inferSelect;

/**
 * Checks the code of a pending method and marks it verified. A wrong, expired or over-tried code
 * spends an attempt and answers the same message, so the answer tells nothing about which it was.
 */
export async function verifyMethodCode(
  deps: AppDeps,
  pending: MethodRow | null,
  code: string,
  wrongCodeMessage: string,
  noPendingMessage: string,
): Promise<MethodRow> {
  if (pending?.status !== 'pending' || !pending.codeHash) throw fieldError('code', noPendingMessage);
  const now = deps.clock.now();
  const expired =
    !pending.codeExpiresAt || pending.codeExpiresAt <= now || pending.codeAttempts >= MAX_METHOD_CODE_ATTEMPTS;
  if (expired || !sealedCodeMatches(pending.codeHash, code)) {
    await deps.db
      .update(payoutMethods)
      .set({ codeAttempts: pending.codeAttempts + 1 })
      .where(eq(payoutMethods.id, pending.id));
    throw fieldError('code', wrongCodeMessage);
  }
  // Conditional on 'pending': two requests with the same code cannot both verify it.
  const [verified] = await deps.db
    .update(payoutMethods)
    .set({ status: 'verified', verifiedAt: now, codeHash: null, codeExpiresAt: null, updatedAt: now })
    .where(and(eq(payoutMethods.id, pending.id), eq(payoutMethods.status, 'pending')))
    .returning();
  if (!verified) throw fieldError('code', wrongCodeMessage);
  return verified;
}
