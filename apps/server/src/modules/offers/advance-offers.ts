import { and, desc, eq, isNull } from 'drizzle-orm';
import { type AdvanceOfferView, floorBalanceToCents } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { balanceMicros } from '../ledger/index.js';
import { advanceOffers } from './tables.js';

export type AdvanceOfferRow = typeof advanceOffers.$inferSelect;

/** The account's latest offer that was not withdrawn: open, or accepted (and maybe still being repaid). */
export async function findCurrentAdvanceOffer(db: DbExecutor, userId: number): Promise<AdvanceOfferRow | null> {
  const [row] = await db
    .select()
    .from(advanceOffers)
    .where(and(eq(advanceOffers.userId, userId), isNull(advanceOffers.withdrawnAt)))
    .orderBy(desc(advanceOffers.id))
    .limit(1);
  return row ?? null;
}

/** What the account still owes on its advances: the advance account's balance, turned positive. */
export async function outstandingAdvanceMicros(db: DbExecutor, userId: number): Promise<bigint> {
  return -(await balanceMicros(db, { userId, purpose: 'advance' }));
}

export async function presentAdvanceOffer(
  db: DbExecutor,
  row: AdvanceOfferRow | null,
): Promise<AdvanceOfferView | null> {
  if (!row) return null;
  const outstanding = row.acceptedAt ? await outstandingAdvanceMicros(db, row.userId) : 0n;
  return {
    id: row.id,
    amount: floorBalanceToCents(row.amountMicros),
    offeredAt: row.offeredAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    // Cents rounded up: a fraction of a cent still owed is still owed.
    outstanding: floorBalanceToCents(outstanding > 0n ? outstanding + 9_999n : 0n),
  };
}
