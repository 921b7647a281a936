/**
 * Closing accounting periods, and where a posting made now for a period is booked. Closing and
 * booking take the same transaction-scoped advisory lock, so an import finishing while an
 * operator closes its period is booked either before the close or in the next open period, never
 * in a period already closed. A closed period is final: statements issued for it must not change,
 * so a correction (a late report, a reversal) is booked in the next open period instead.
 */
import { desc, eq, gte, sql } from 'drizzle-orm';
import {
  type AccountingPeriodList,
  bookedPeriod,
  bookingInstant,
  PERIOD_MESSAGES,
  type AccountingPeriod,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { fieldError } from '../../platform/errors.js';
import { findUserEmails } from '../auth/index.js';
import { accountingPeriods } from './tables.js';

/** Serialises closes with the bookings of imports, resolves and reversals (transaction-scoped). */
async function lockPeriods(tx: DbExecutor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('liner:accounting-periods'))`);
}

/**
 * Inside the caller's transaction: the open period a posting for `period` made at `at` is booked
 * in, and the instant the ledger books it (accounting-period.ts). Holds the periods' lock until
 * the caller commits.
 */
export async function bookingFor(tx: DbExecutor, period: string, at: Date): Promise<{ period: string; at: Date }> {
  await lockPeriods(tx);
  const closed = await tx
    .select({ period: accountingPeriods.period })
    .from(accountingPeriods)
    .where(gte(accountingPeriods.period, period));
  const booked = bookedPeriod(period, new Set(closed.map((row) => row.period)));
  return { period: booked, at: bookingInstant(booked, at) };
}

async function present(deps: AppDeps, rows: (typeof accountingPeriods.$inferSelect)[]): Promise<AccountingPeriod[]> {
  const ids = rows.map((row) => row.closedBy).filter((id): id is number => id !== null);
  const emails = ids.length > 0 ? await findUserEmails(deps.db, ids) : new Map<number, string>();
  return rows.map((row) => ({
    period: row.period,
    closedAt: row.closedAt.toISOString(),
    closedBy: row.closedBy === null ? null : (emails.get(row.closedBy) ?? null),
  }));
}

export async function listAccountingPeriods(deps: AppDeps): Promise<AccountingPeriodList> {
  const rows = await deps.db.select().from(accountingPeriods).orderBy(desc(accountingPeriods.period));
  const current = deps.clock.now().toISOString().slice(0, 7);
  return {
    data: await present(deps, rows),
    openPeriod: bookedPeriod(current, new Set(rows.map((row) => row.period))),
  };
}

/** Closes `period` (audited: who and when); closing a closed period changes nothing. */
export async function closeAccountingPeriod(
  deps: AppDeps,
  operatorId: number,
  period: string,
): Promise<AccountingPeriodList> {
  const now = deps.clock.now();
  if (period > now.toISOString().slice(0, 7)) throw fieldError('period', PERIOD_MESSAGES.future);
  await deps.db.transaction(async (tx) => {
    await lockPeriods(tx);
    const [closed] = await tx.select().from(accountingPeriods).where(eq(accountingPeriods.period, period));
    if (closed) return;
    await tx.insert(accountingPeriods).values({ period, closedAt: now, closedBy: operatorId });
  });
  return listAccountingPeriods(deps);
}
