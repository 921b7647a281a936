/**
 * An operator reverses an imported statement (a wrong file, a wrong rate, a store's recall): in
 * one transaction every posting of its import and its resolves gets a contra posting, split
 * shares, holds and recoups are taken back, its sales leave the rollups, and the statement
 * becomes 'reversed' with who, when and why. Its lines stay as history but count for nobody
 * (readers ask for imported statements).
 *
 * Money already spent (paid out, transferred) is taken back all the same: the earner's balance
 * goes negative, a carried deficit that later earnings repay first (docs/product/wallet.md).
 * Reversing twice does nothing more: the statement row is locked and its status checked first.
 */
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { REVERSAL_MESSAGES, type ReverseStatementRequest, type StatementDetail } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { type LedgerLine, netLinesOfTransactions, postLedgerTransaction } from '../ledger/index.js';
import { applyStagedRollups, negatedRollupWrite, SalesRollupRecorder, upsertRollups } from '../sales/index.js';
import { reverseSplitAllocations } from '../splits/index.js';
import { bookingFor } from './accounting-periods.js';
import { rollupBatchOf } from './interrupted-imports.js';
import { statementDetail } from './present-statement.js';
import { announceStatementSettled } from './statement-events.js';
import { salesLines, statements } from './tables.js';

/** Matched lines read per query while their rollups are taken back. */
const LINES_PER_READ = 5_000;

export async function reverseStatement(
  deps: AppDeps,
  operatorId: number,
  statementId: number,
  input: ReverseStatementRequest,
): Promise<StatementDetail> {
  const [found] = await deps.db
    .select({ status: statements.status })
    .from(statements)
    .where(eq(statements.id, statementId));
  if (!found) throw new AppError('NOT_FOUND', { message: 'No such statement' });
  // Rollups staged by an import cut short are added first, so the subtraction below meets them.
  if (found.status === 'imported') await applyStagedRollups(deps.db, rollupBatchOf(statementId));

  await deps.db.transaction(async (tx) => {
    const [statement] = await tx.select().from(statements).where(eq(statements.id, statementId)).for('update');
    if (statement.status === 'reversed') return;
    if (statement.status !== 'imported')
      throw new AppError('CONFLICT', { message: REVERSAL_MESSAGES.notImported, reason: 'STATEMENT_NOT_IMPORTED' });
    const now = deps.clock.now();
    const memo = `Statement #${statementId} reversed: ${input.reason}`;
    // A reversal is booked now, in the current period or the next open one: closed ones stay as issued.
    const booking = await bookingFor(tx, now.toISOString().slice(0, 7), now);
    await postContra(deps, tx, statementId, booking.at, memo);
    await subtractRollups(tx, statementId);
    await tx
      .update(statements)
      .set({ status: 'reversed', reversedAt: now, reversedBy: operatorId, reversalReason: input.reason })
      .where(eq(statements.id, statementId));
  });
  await announceStatementSettled(deps, [statementId]);
  return statementDetail(deps, statementId);
}

/**
 * One balanced transaction: every account the statement's postings moved, moved back. Held split
 * money is taken from wherever it is now (still held, released to the payee, returned to the
 * owner), as the splits area answers.
 */
async function postContra(deps: AppDeps, tx: DbExecutor, statementId: number, at: Date, memo: string) {
  const original = await netLinesOfTransactions(tx, `statement:${statementId}:`);
  const { heldDebits, heldMicros } = await reverseSplitAllocations(tx, `statement:${statementId}`, at);
  const isHeld = (line: LedgerLine) => 'purpose' in line.account && line.account.purpose === 'held-split';
  const heldPosted = original.filter(isHeld).reduce((sum, line) => sum + line.amountMicros, 0n);
  // Statements imported before allocations were recorded per statement have no rows to follow:
  // their held money is taken back from the held-split accounts it was posted to.
  const followHolds = heldMicros === heldPosted && heldMicros !== 0n;
  const lines: LedgerLine[] = original
    .filter((line) => !followHolds || !isHeld(line))
    .map((line) => ({ account: line.account, amountMicros: -line.amountMicros, memo }));
  if (followHolds)
    for (const held of heldDebits)
      lines.push({ account: { userId: held.userId, purpose: held.purpose }, amountMicros: -held.amountMicros, memo });
  if (lines.length === 0) return;
  await postLedgerTransaction(
    tx,
    {
      kind: 'statement-reversal',
      idempotencyKey: `statement-reversal:${statementId}`,
      occurredAt: at,
      accountingDate: at.toISOString().slice(0, 10),
      reference: `Statement #${statementId} reversed`,
      lines,
    },
    deps.config.money.currency,
  );
}

/** The statement's matched lines leave the sales figures by exactly what they added. */
async function subtractRollups(tx: DbExecutor, statementId: number): Promise<void> {
  const recorder = new SalesRollupRecorder(negatedRollupWrite(upsertRollups(tx)));
  let after = 0;
  for (;;) {
    const lines = await tx
      .select()
      .from(salesLines)
      .where(and(eq(salesLines.statementId, statementId), isNotNull(salesLines.ownerUserId), gt(salesLines.id, after)))
      .orderBy(asc(salesLines.id))
      .limit(LINES_PER_READ);
    for (const line of lines) {
      recorder.add({
        userId: line.ownerUserId!,
        saleDate: line.salePeriodStart,
        releaseId: line.releaseId ?? 0,
        trackId: line.trackId,
        store: line.store,
        territory: line.territory,
        artist: line.artist,
        units: line.units,
        amountMicros: line.convertedMicros,
        isStream: line.useType === 'stream',
      });
    }
    await recorder.flushIfFull();
    if (lines.length < LINES_PER_READ) break;
    after = lines[lines.length - 1].id;
  }
  await recorder.flush();
}
