import { inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { splitEarnings } from './tables.js';

export interface SplitEarningInput {
  splitId: number;
  payeeId: number;
  payeeUserId: number | null;
  ownerUserId: number;
  /** yyyy-mm-dd, any day of the sale month. */
  saleDate: string;
  amountMicros: bigint;
  held: boolean;
}

/** Adds one payee's share to their month's figures (runs in the allocation's transaction). */
export async function recordSplitEarning(db: DbExecutor, input: SplitEarningInput): Promise<void> {
  const amount = input.held ? 0n : input.amountMicros;
  const held = input.held ? input.amountMicros : 0n;
  await db.insert(splitEarnings).values({
    splitId: input.splitId, payeeId: input.payeeId, payeeUserId: input.payeeUserId, ownerUserId: input.ownerUserId,
    month: `${input.saleDate.slice(0, 7)}-01`, amountMicros: amount, heldMicros: held,
  }).onConflictDoUpdate({
    target: [splitEarnings.payeeId, splitEarnings.month],
    set: {
      amountMicros: sql`${splitEarnings.amountMicros} + excluded.amount_micros`,
      heldMicros: sql`${splitEarnings.heldMicros} + excluded.held_micros`,
      payeeUserId: sql`coalesce(excluded.payee_user_id, ${splitEarnings.payeeUserId})`,
    },
  });
}

/**
 * The payee answered: what was held for these payee rows becomes theirs (accept) or goes back to
 * the owner (decline), in the months it was earned. Mirrors settleHolds in the same transaction.
 */
export async function settleSplitEarnings(db: DbExecutor, payeeIds: number[], outcome: { released: boolean; payeeUserId: number }): Promise<void> {
  if (payeeIds.length === 0) return;
  await db.update(splitEarnings).set(outcome.released
    ? { amountMicros: sql`${splitEarnings.amountMicros} + ${splitEarnings.heldMicros}`, heldMicros: 0n, payeeUserId: outcome.payeeUserId }
    : { returnedMicros: sql`${splitEarnings.returnedMicros} + ${splitEarnings.heldMicros}`, heldMicros: 0n, payeeUserId: outcome.payeeUserId })
    .where(inArray(splitEarnings.payeeId, payeeIds));
}
