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

/** Rows per INSERT (seven parameters each). */
const ROWS_PER_INSERT = 5_000;

/**
 * Adds payees' shares to their months' figures (runs in the allocation's transaction): one upsert
 * for many shares, summed first per payee row and month (an upsert may touch a row once).
 */
export async function recordSplitEarnings(db: DbExecutor, inputs: readonly SplitEarningInput[]): Promise<void> {
  const summed = new Map<string, typeof splitEarnings.$inferInsert & { amountMicros: bigint; heldMicros: bigint }>();
  for (const input of inputs) {
    const month = `${input.saleDate.slice(0, 7)}-01`;
    const key = `${input.payeeId}|${month}`;
    let row = summed.get(key);
    if (!row) {
      summed.set(
        key,
        (row = {
          splitId: input.splitId,
          payeeId: input.payeeId,
          payeeUserId: input.payeeUserId,
          ownerUserId: input.ownerUserId,
          month,
          amountMicros: 0n,
          heldMicros: 0n,
        }),
      );
    }
    if (input.held) row.heldMicros += input.amountMicros;
    else row.amountMicros += input.amountMicros;
    row.payeeUserId ??= input.payeeUserId;
  }
  const rows = [...summed.values()];
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    await db
      .insert(splitEarnings)
      .values(rows.slice(at, at + ROWS_PER_INSERT))
      .onConflictDoUpdate({
        target: [splitEarnings.payeeId, splitEarnings.month],
        set: {
          amountMicros: sql`${splitEarnings.amountMicros} + excluded.amount_micros`,
          heldMicros: sql`${splitEarnings.heldMicros} + excluded.held_micros`,
          payeeUserId: sql`coalesce(excluded.payee_user_id, ${splitEarnings.payeeUserId})`,
        },
      });
  }
}

/**
 * The payee answered: what was held for these payee rows becomes theirs (accept) or goes back to
 * the owner (decline), in the months it was earned. Mirrors settleHolds in the same transaction.
 */
export async function settleSplitEarnings(
  db: DbExecutor,
  payeeIds: number[],
  outcome: { released: boolean; payeeUserId: number },
): Promise<void> {
  if (payeeIds.length === 0) return;
  await db
    .update(splitEarnings)
    .set(
      outcome.released
        ? {
            amountMicros: sql`${splitEarnings.amountMicros} + ${splitEarnings.heldMicros}`,
            heldMicros: 0n,
            payeeUserId: outcome.payeeUserId,
          }
        : {
            returnedMicros: sql`${splitEarnings.returnedMicros} + ${splitEarnings.heldMicros}`,
            heldMicros: 0n,
            payeeUserId: outcome.payeeUserId,
          },
    )
    .where(inArray(splitEarnings.payeeId, payeeIds));
}
