import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { postLedgerTransaction } from '../ledger/index.js';
import { splitHolds, splitRecoups } from './tables.js';

export interface HoldInput {
  payeeId: number;
  holderUserId: number;
  amountMicros: bigint;
}

/** Rows per INSERT (three parameters each). */
const ROWS_PER_INSERT = 5_000;

/**
 * Adds to the money held for payees in the holders' held-split accounts (see decision 006): one
 * upsert for many holds, summed first per payee and holder (an upsert may touch a row once).
 */
export async function recordHolds(db: DbExecutor, holds: readonly HoldInput[]): Promise<void> {
  const summed = new Map<string, HoldInput>();
  for (const hold of holds) {
    const key = `${hold.payeeId}|${hold.holderUserId}`;
    const sum = summed.get(key);
    if (sum) sum.amountMicros += hold.amountMicros;
    else summed.set(key, { ...hold });
  }
  const rows = [...summed.values()];
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    await db
      .insert(splitHolds)
      .values(rows.slice(at, at + ROWS_PER_INSERT))
      .onConflictDoUpdate({
        target: [splitHolds.payeeId, splitHolds.holderUserId],
        set: { amountMicros: sql`${splitHolds.amountMicros} + excluded.amount_micros` },
      });
  }
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
  db: DbExecutor,
  payeeIds: number[],
  outcome: { released: true; payeeUserId: number } | { released: false; ownerUserId: number },
  occurredAt: Date,
  reference: string,
  currency: string,
): Promise<bigint> {
  if (payeeIds.length === 0) return 0n;
  const holds = await db
    .select()
    .from(splitHolds)
    .where(and(inArray(splitHolds.payeeId, payeeIds), isNull(splitHolds.settledAt)))
    .for('update');
  let moved = 0n;
  for (const hold of holds) {
    const settlement = outcome.released ? 'released' : 'returned';
    if (hold.amountMicros !== 0n) {
      const receiver = outcome.released ? outcome.payeeUserId : outcome.ownerUserId;
      await postLedgerTransaction(
        db,
        {
          kind: 'split-release',
          idempotencyKey: `split-hold:${hold.id}:${settlement}`,
          occurredAt,
          reference,
          lines: [
            { account: { userId: hold.holderUserId, purpose: 'held-split' }, amountMicros: -hold.amountMicros },
            { account: { userId: receiver, purpose: 'earnings' }, amountMicros: hold.amountMicros, memo: reference },
          ],
        },
        currency,
      );
      moved += hold.amountMicros;
    }
    await db.update(splitHolds).set({ settledAt: occurredAt, settlement }).where(eq(splitHolds.id, hold.id));
  }
  return moved;
}
