/**
 * Waiting imports go on: one click on the statements page (resumeStatement), and by themselves
 * once the reference table has every rate one waits for (resumeWaitingImports, run after the
 * operator saves or imports rates). Resuming queues the stored file's import again; an import
 * that still lacks a rate comes back to waiting, naming what is left.
 */
import { and, eq } from 'drizzle-orm';
import { referenceRateKey } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { referenceRatesFor } from '../exchange-rates/index.js';
import { enqueueStatementImport } from './statement-worker.js';
import { statements } from './tables.js';

/** waiting-rate -> queued, then the import runs (now, or as a job). */
export async function resumeStatement(deps: AppDeps, statementId: number): Promise<void> {
  const [row] = await deps.db
    .select({ status: statements.status })
    .from(statements)
    .where(eq(statements.id, statementId));
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such statement' });
  const queued = await deps.db
    .update(statements)
    .set({ status: 'queued', waitingFor: null })
    .where(and(eq(statements.id, statementId), eq(statements.status, 'waiting-rate')))
    .returning({ id: statements.id });
  if (queued.length === 0) throw new AppError('CONFLICT', { message: 'This statement is not waiting for a rate' });
  await enqueueStatementImport(deps, statementId);
}

async function waitingStatements(deps: AppDeps) {
  return deps.db
    .select({ id: statements.id, waitingFor: statements.waitingFor, accountCurrency: statements.accountCurrency })
    .from(statements)
    .where(eq(statements.status, 'waiting-rate'));
}

/**
 * Resumes every waiting import whose missing rates the reference table now has; their ids.
 * `isDue` lets the schedule leave out imports it retried a moment ago (retry-waiting-imports.ts).
 */
export async function resumeWaitingImports(
  deps: AppDeps,
  isDue: (statementId: number) => boolean = () => true,
): Promise<number[]> {
  const waiting = (await waitingStatements(deps)).filter((s) => isDue(s.id));
  if (waiting.length === 0) return [];
  const table = await referenceRatesFor(deps.db, deps.config.money.currency);
  const ready = waiting.filter((s) =>
    (s.waitingFor ?? []).every((m) => table.has(referenceRateKey(m.currency, m.month))),
  );
  const resumed: number[] = [];
  for (const s of ready) {
    try {
      await resumeStatement(deps, s.id);
      resumed.push(s.id);
    } catch (error) {
      // Resumed meanwhile by a click: nothing left to do for it.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  return resumed;
}

/** What the waiting imports lack, per currency and month, with the statements waiting for it. */
export async function waitingRateNeeds(
  deps: AppDeps,
): Promise<{ currency: string; month: string; statements: number[] }[]> {
  const byKey = new Map<string, { currency: string; month: string; statements: number[] }>();
  for (const s of await waitingStatements(deps)) {
    for (const m of s.waitingFor ?? []) {
      const need = byKey.get(referenceRateKey(m.currency, m.month)) ?? { ...m, statements: [] };
      need.statements.push(s.id);
      byKey.set(referenceRateKey(m.currency, m.month), need);
    }
  }
  return [...byKey.values()].sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency));
}
