import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { postLedgerTransaction } from '../ledger/post-transaction.js';
import { splitHolds, splitRecoups } from './tables.js';

/** Adds to the money held for a payee in `holderUserId`'s held-split account (see decision 006). */
export async function recordHold(db: DbExecutor, payeeId: number, holderUserId: number, amountMicros: bigint): Promise<void> {
  await db.insert(splitHolds).values({ payeeId, holderUserId, amountMicros })
    .onConflictDoUpdate({
      target: [splitHolds.payeeId, splitHolds.holderUserId],
      set: { amountMicros: sql`${splitHolds.amountMicros} + excluded.amount_micros` },
    });
}

export async function recordRecoupProgress(db: DbExecutor, recoupId: number, recoupedMicros: bigint): Promise<void> {
  await db.update(splitRecoups).set({ recoupedMicros }).where(eq(splitRecoups.id, recoupId));
}

/**
 * Settles what is held for these payee rows: on acceptance to the payee's earnings, on decline
 * back to the owner's earnings. One ledger transaction per hold, keyed by the hold, so a retry
 * never moves money twice. The caller holds the split's lock (no allocation runs meanwhile).
 */
export async function settleHolds(
  db: DbExecutor, payeeIds: number[], outcome: { released: true; payeeUserId: number } | { released: false; ownerUserId: number }, occurredAt: Date, reference: string,
): Promise<bigint> {
  if (payeeIds.length === 0) return 0n;
  const holds = await db.select().from(splitHolds)
    .where(and(inArray(splitHolds.payeeId, payeeIds), isNull(splitHolds.settledAt))).for('update');
  let moved = 0n;
  for (const hold of holds) {
    const settlement = outcome.released ? 'released' : 'returned';
    if (hold.amountMicros !== 0n) {
      const receiver = outcome.released ? outcome.payeeUserId : outcome.ownerUserId;
      await postLedgerTransaction(db, {
        kind: 'split-release',
        idempotencyKey: `split-hold:${hold.id}:${settlement}`,
        occurredAt,
        reference,
        lines: [
          { account: { userId: hold.holderUserId, purpose: 'held-split' }, amountMicros: -hold.amountMicros },
          { account: { userId: receiver, purpose: 'earnings' }, amountMicros: hold.amountMicros, memo: reference },
        ],
      });
      moved += hold.amountMicros;
    }
    await db.update(splitHolds).set({ settledAt: occurredAt, settlement }).where(eq(splitHolds.id, hold.id));
  }
  return moved;
}
