import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { PROMO_MESSAGES, type ApplyPromoCodeRequest, type ApplyPromoCodeResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { invalidateUser } from '../../platform/app-caches.js';
import { promoCodes, promoRedemptions, users } from './tables.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST apply-promotional-code: the account gets the code's days without the subscription check
 * (promo active), counted from today or from the end of a free period still running. Each
 * account uses a code once; the use is counted in the same transaction, guarded by the limit,
 * so two people racing for the last use cannot both get it.
 */
export async function applyPromoCode(
  deps: AppDeps,
  accountId: number,
  input: ApplyPromoCodeRequest,
): Promise<ApplyPromoCodeResponse> {
  const now = deps.clock.now();
  const activeUntil = await deps.db.transaction(async (tx) => {
    const [code] = await tx.select().from(promoCodes).where(eq(promoCodes.code, input.code)).limit(1);
    if (!code) throw fieldError('code', PROMO_MESSAGES.unknown);
    if (code.expiresAt && code.expiresAt <= now) throw fieldError('code', PROMO_MESSAGES.expired);

    const counted = await tx
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} + 1` })
      .where(and(eq(promoCodes.id, code.id), or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses))))
      .returning({ id: promoCodes.id });
    if (counted.length === 0) throw fieldError('code', PROMO_MESSAGES.usedUp);

    const [account] = await tx
      .select({ promoActiveUntil: users.promoActiveUntil })
      .from(users)
      .where(eq(users.id, accountId))
      .for('update');
    const from = account?.promoActiveUntil && account.promoActiveUntil > now ? account.promoActiveUntil : now;
    const until = new Date(from.getTime() + code.durationDays * DAY_MS);

    const redeemed = await tx
      .insert(promoRedemptions)
      .values({ promoCodeId: code.id, userId: accountId, activeUntil: until, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: promoRedemptions.id });
    // Throwing rolls the counted use back too.
    if (redeemed.length === 0) throw fieldError('code', PROMO_MESSAGES.alreadyUsed);

    await tx
      .update(users)
      .set({ promoActiveUntil: until, promoExists: true, updatedAt: now })
      .where(eq(users.id, accountId));
    return until;
  });
  invalidateUser(deps.caches, accountId);
  return {
    message: `Promotional code applied: no subscription needed until ${activeUntil.toISOString().slice(0, 10)}`,
    promoActiveUntil: activeUntil.toISOString(),
  };
}
