import { count, desc, eq } from 'drizzle-orm';
import {
  PROMO_MESSAGES,
  type CreatePromoCodeRequest,
  type EndPromoCodeResponse,
  type PromoCode,
  type PromoCodePage,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { promoCodes } from './tables.js';

type PromoCodeRow = typeof promoCodes.$inferSelect;

function presentPromoCode(row: PromoCodeRow, now: Date): PromoCode {
  const expired = row.expiresAt !== null && row.expiresAt <= now;
  const usedUp = row.maxUses !== null && row.uses >= row.maxUses;
  return {
    id: row.id,
    code: row.code,
    durationDays: row.durationDays,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresOn: row.expiresAt ? new Date(row.expiresAt.getTime() - 1).toISOString().slice(0, 10) : null,
    usable: !expired && !usedUp,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An operator makes a code; it can be applied until the end of `expiresOn` (UTC), `maxUses` times. */
export async function createPromoCode(
  deps: AppDeps,
  operatorId: number,
  input: CreatePromoCodeRequest,
): Promise<PromoCode> {
  // The end of the last day: applying on that day still works.
  const expiresAt = input.expiresOn ? new Date(`${input.expiresOn}T00:00:00Z`) : null;
  if (expiresAt) expiresAt.setUTCDate(expiresAt.getUTCDate() + 1);
  const [row] = await deps.db
    .insert(promoCodes)
    .values({
      code: input.code,
      durationDays: input.durationDays,
      maxUses: input.maxUses ?? null,
      expiresAt,
      createdBy: operatorId,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fieldError('code', PROMO_MESSAGES.taken);
  return presentPromoCode(row, deps.clock.now());
}

export async function listPromoCodes(deps: AppDeps, page: { page: number; per_page: number }): Promise<PromoCodePage> {
  const [{ total }] = await deps.db.select({ total: count() }).from(promoCodes);
  const rows = await deps.db
    .select()
    .from(promoCodes)
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return {
    data: rows.map((row) => presentPromoCode(row, deps.clock.now())),
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.per_page)),
    total,
    per_page: page.per_page,
  };
}

export async function findPromoCode(deps: AppDeps, code: string): Promise<PromoCodeRow | null> {
  const [row] = await deps.db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row ?? null;
}

/**
 * An operator stops a code (a leak, a campaign over): its last day becomes yesterday (UTC), so
 * it is refused from now on as an expired code. The row and its uses stay: accounts that applied
 * it keep their free period, and the code's name stays taken.
 */
export async function endPromoCode(deps: AppDeps, id: number): Promise<EndPromoCodeResponse> {
  const now = deps.clock.now();
  const startOfToday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [row] = await deps.db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.expiresAt && row.expiresAt <= startOfToday) {
    return { message: PROMO_MESSAGES.ended, promoCode: presentPromoCode(row, now) };
  }
  const [ended] = await deps.db
    .update(promoCodes)
    .set({ expiresAt: startOfToday })
    .where(eq(promoCodes.id, id))
    .returning();
  return { message: PROMO_MESSAGES.ended, promoCode: presentPromoCode(ended ?? row, now) };
}
