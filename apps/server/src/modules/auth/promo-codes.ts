import { count, desc, eq } from 'drizzle-orm';
import { PROMO_MESSAGES, type CreatePromoCodeRequest, type PromoCode, type PromoCodePage } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { promoCodes } from './tables.js';

type PromoCodeRow = typeof promoCodes.$inferSelect;

function presentPromoCode(row: PromoCodeRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    durationDays: row.durationDays,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresOn: row.expiresAt ? new Date(row.expiresAt.getTime() - 1).toISOString().slice(0, 10) : null,
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
  return presentPromoCode(row);
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
    data: rows.map(presentPromoCode),
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
