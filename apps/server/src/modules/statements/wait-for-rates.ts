/**
 * An import that meets a currency and month with no rate (none in the file, none typed, none in
 * the reference table) does not convert at 1: it writes nothing, and its statement waits
 * ('waiting-rate', naming what it lacks) until the operator adds the rates and it is resumed
 * (resume-waiting-imports.ts). The file stays stored; nothing is uploaded again.
 */
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { dropStagedRollups } from '../sales/index.js';
import { removeStatementLines, rollupBatchOf } from './interrupted-imports.js';
import { statements } from './tables.js';

export interface MissingRate {
  currency: string;
  month: string;
}

/** Thrown by the import once the file is read: what the statement waits for. */
export class WaitingForRates extends Error {
  constructor(
    readonly missing: MissingRate[],
    readonly format: string | null = null,
  ) {
    super(`waiting for rates: ${missing.map((m) => `${m.currency} ${m.month}`).join(', ')}`);
  }
}

/** Puts an 'importing' statement to wait for `missing` and deletes what its import wrote. */
export async function waitForRates(
  deps: AppDeps,
  statementId: number,
  missing: MissingRate[],
  format: string | null,
): Promise<void> {
  await deps.db
    .update(statements)
    .set({ status: 'waiting-rate', waitingFor: missing, failureReason: null, linesRead: 0, format })
    .where(and(eq(statements.id, statementId), eq(statements.status, 'importing')));
  await removeStatementLines(deps.db, statementId, 'waiting-rate');
  await dropStagedRollups(deps.db, rollupBatchOf(statementId));
}
