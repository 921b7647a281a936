/**
 * Taking back what one allocation batch (a statement's import and resolves, "statement:<id>")
 * gave payees, when the operator reverses the statement. The per-batch rows written with the
 * allocation (split_allocations, split_recoup_moves) say what to take back; the running sums
 * (split_earnings, split_holds, split_recoups) are lowered by exactly that.
 *
 * Held money may have moved since: a hold released on acceptance is now in the payee's earnings,
 * a returned one in the owner's. The answer says from which ledger account each held part must
 * come back, so the caller's contra posting takes it from where it is now.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { lockSplits } from './split-queries.js';
import type { SplitEarningInput } from './split-earnings.js';
import {
  splitAllocations,
  splitEarnings,
  splitHolds,
  splitPayees,
  splitRecoupMoves,
  splitRecoups,
  splits,
} from './tables.js';

/** Rows per INSERT (seven parameters each). */
const ROWS_PER_INSERT = 5_000;

/** Written by allocateManyTrackEarnings in the import's transaction when it is given a batch. */
export async function recordAllocationBatch(
  db: DbExecutor,
  batch: string,
  shares: readonly SplitEarningInput[],
  moves: readonly { recoupId: number; movedMicros: bigint }[],
): Promise<void> {
  const summed = new Map<string, typeof splitAllocations.$inferInsert & { amountMicros: bigint }>();
  for (const share of shares) {
    const month = `${share.saleDate.slice(0, 7)}-01`;
    const holderUserId = share.held ? (share.payeeUserId ?? share.ownerUserId) : null;
    const key = `${share.payeeId}|${month}|${holderUserId ?? ''}`;
    const row = summed.get(key);
    if (row) row.amountMicros += share.amountMicros;
    else
      summed.set(key, {
        batch,
        splitId: share.splitId,
        payeeId: share.payeeId,
        holderUserId,
        payeeUserId: share.payeeUserId,
        month,
        amountMicros: share.amountMicros,
      });
  }
  const rows = [...summed.values()];
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    await db.insert(splitAllocations).values(rows.slice(at, at + ROWS_PER_INSERT));
  }
  const moved = moves.filter((move) => move.movedMicros !== 0n);
  if (moved.length > 0) await db.insert(splitRecoupMoves).values(moved.map((move) => ({ batch, ...move })));
}

/** Where a held part of the batch is now: the ledger account it must come back from. */
export interface HeldDebit {
  userId: number;
  purpose: 'earnings' | 'held-split';
  amountMicros: bigint;
}

/**
 * Lowers holds, monthly figures and recoup progress by what `batch` added, once (rows are marked
 * reversed), under the splits' locks (an acceptance settling the same holds waits). Answers the
 * held parts by the account that holds them now, and their total.
 */
export async function reverseSplitAllocations(
  db: DbExecutor,
  batch: string,
  at: Date,
): Promise<{ heldDebits: HeldDebit[]; heldMicros: bigint }> {
  const rows = await db
    .select()
    .from(splitAllocations)
    .where(and(eq(splitAllocations.batch, batch), isNull(splitAllocations.reversedAt)));
  const moves = await db
    .select()
    .from(splitRecoupMoves)
    .where(and(eq(splitRecoupMoves.batch, batch), isNull(splitRecoupMoves.reversedAt)));
  await lockSplits(db, [...new Set(rows.map((row) => row.splitId))]);

  const debits = new Map<string, HeldDebit>();
  const debit = (userId: number, purpose: HeldDebit['purpose'], amountMicros: bigint) => {
    const key = `${userId}|${purpose}`;
    const entry = debits.get(key) ?? { userId, purpose, amountMicros: 0n };
    entry.amountMicros += amountMicros;
    debits.set(key, entry);
  };
  let heldMicros = 0n;
  for (const row of rows) {
    const figures = and(eq(splitEarnings.payeeId, row.payeeId), eq(splitEarnings.month, row.month));
    if (row.holderUserId === null) {
      await db
        .update(splitEarnings)
        .set({ amountMicros: sql`${splitEarnings.amountMicros} - ${row.amountMicros}` })
        .where(figures);
      continue;
    }
    heldMicros += row.amountMicros;
    const [hold] = await db
      .select({ hold: splitHolds, payeeUserId: splitPayees.userId, ownerUserId: splits.ownerUserId })
      .from(splitHolds)
      .innerJoin(splitPayees, eq(splitPayees.id, splitHolds.payeeId))
      .innerJoin(splits, eq(splits.id, row.splitId))
      .where(and(eq(splitHolds.payeeId, row.payeeId), eq(splitHolds.holderUserId, row.holderUserId)))
      .for('update', { of: splitHolds });
    const settlement = hold?.hold.settlement ?? null;
    if (settlement === 'released' && hold?.payeeUserId) {
      debit(hold.payeeUserId, 'earnings', row.amountMicros);
      await db
        .update(splitEarnings)
        .set({ amountMicros: sql`${splitEarnings.amountMicros} - ${row.amountMicros}` })
        .where(figures);
    } else if (settlement === 'returned' && hold) {
      debit(hold.ownerUserId, 'earnings', row.amountMicros);
      await db
        .update(splitEarnings)
        .set({ returnedMicros: sql`${splitEarnings.returnedMicros} - ${row.amountMicros}` })
        .where(figures);
    } else {
      debit(row.holderUserId, 'held-split', row.amountMicros);
      if (hold)
        await db
          .update(splitHolds)
          .set({ amountMicros: sql`${splitHolds.amountMicros} - ${row.amountMicros}` })
          .where(eq(splitHolds.id, hold.hold.id));
      await db
        .update(splitEarnings)
        .set({ heldMicros: sql`${splitEarnings.heldMicros} - ${row.amountMicros}` })
        .where(figures);
    }
  }
  for (const move of moves) {
    // Kept within [0, target]: a later edit of the condition may have moved the target meanwhile.
    await db
      .update(splitRecoups)
      .set({
        recoupedMicros: sql`greatest(0, least(${splitRecoups.amountMicros}, ${splitRecoups.recoupedMicros} - ${move.movedMicros}))`,
      })
      .where(eq(splitRecoups.id, move.recoupId));
  }
  if (rows.length > 0)
    await db
      .update(splitAllocations)
      .set({ reversedAt: at })
      .where(
        inArray(
          splitAllocations.id,
          rows.map((row) => row.id),
        ),
      );
  if (moves.length > 0)
    await db
      .update(splitRecoupMoves)
      .set({ reversedAt: at })
      .where(
        inArray(
          splitRecoupMoves.id,
          moves.map((move) => move.id),
        ),
      );
  return { heldDebits: [...debits.values()], heldMicros };
}
