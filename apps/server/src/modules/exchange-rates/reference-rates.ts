/**
 * The monthly reference rate table: list, save (one rate per currency, account currency and
 * month: saving an existing month replaces its rate), edit, delete, and a CSV import that saves
 * every row or none. Statement imports read it through referenceRatesFor.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  readReferenceRatesCsv,
  referenceRateKey,
  SAME_CURRENCY_MESSAGE,
  type ExchangeRateInput,
  type ExchangeRateRow,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { exchangeRates } from './tables.js';

type Row = typeof exchangeRates.$inferSelect;

function present(row: Row): ExchangeRateRow {
  return {
    id: row.id,
    currency: row.currency,
    accountCurrency: row.accountCurrency,
    month: row.month,
    rate: row.rate,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listReferenceRates(deps: AppDeps, filter: { currency?: string }): Promise<ExchangeRateRow[]> {
  const account = deps.config.money.currency;
  const rows = await deps.db
    .select()
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.accountCurrency, account),
        filter.currency ? eq(exchangeRates.currency, filter.currency) : undefined,
      ),
    )
    .orderBy(desc(exchangeRates.month), asc(exchangeRates.currency));
  return rows.map(present);
}

function refuseAccountCurrency(deps: AppDeps, input: ExchangeRateInput, field = 'currency'): void {
  if (input.currency === deps.config.money.currency) throw fieldError(field, SAME_CURRENCY_MESSAGE);
}

async function upsert(db: DbExecutor, account: string, input: ExchangeRateInput, by: number, now: Date): Promise<Row> {
  const [row] = await db
    .insert(exchangeRates)
    .values({ ...input, accountCurrency: account, updatedBy: by, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [exchangeRates.currency, exchangeRates.accountCurrency, exchangeRates.month],
      set: { rate: sql`excluded.rate`, updatedBy: by, updatedAt: now },
    })
    .returning();
  return row;
}

/** Adds a month's rate, or replaces the rate that month already has. */
export async function saveReferenceRate(
  deps: AppDeps,
  operatorId: number,
  input: ExchangeRateInput,
): Promise<ExchangeRateRow> {
  refuseAccountCurrency(deps, input);
  return present(await upsert(deps.db, deps.config.money.currency, input, operatorId, deps.clock.now()));
}

/** Changes one stored rate (its currency, month or rate); another row for the same month answers 409. */
export async function updateReferenceRate(
  deps: AppDeps,
  operatorId: number,
  id: number,
  input: ExchangeRateInput,
): Promise<ExchangeRateRow> {
  refuseAccountCurrency(deps, input);
  const account = deps.config.money.currency;
  const [clash] = await deps.db
    .select({ id: exchangeRates.id })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.currency, input.currency),
        eq(exchangeRates.accountCurrency, account),
        eq(exchangeRates.month, input.month),
      ),
    );
  if (clash && clash.id !== id) {
    throw new AppError('CONFLICT', {
      message: `${input.currency} already has a rate for ${input.month}; edit that one instead`,
    });
  }
  const [row] = await deps.db
    .update(exchangeRates)
    .set({ ...input, updatedBy: operatorId, updatedAt: deps.clock.now() })
    .where(and(eq(exchangeRates.id, id), eq(exchangeRates.accountCurrency, account)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such exchange rate' });
  return present(row);
}

export async function deleteReferenceRate(deps: AppDeps, id: number): Promise<void> {
  const deleted = await deps.db
    .delete(exchangeRates)
    .where(and(eq(exchangeRates.id, id), eq(exchangeRates.accountCurrency, deps.config.money.currency)))
    .returning({ id: exchangeRates.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', { message: 'No such exchange rate' });
}

/** Saves every row of the CSV in one transaction, or refuses the file naming each bad line (422 on `csv`). */
export async function importReferenceRates(deps: AppDeps, operatorId: number, csv: string): Promise<number> {
  const account = deps.config.money.currency;
  const read = readReferenceRatesCsv(csv, account);
  const { errors } = read;
  if (errors.length > 0) {
    throw new AppError('VALIDATION', {
      message: `The file was not imported: ${errors.length === 1 ? 'one row is' : `${errors.length} rows are`} wrong`,
      errors: { csv: errors },
    });
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const row of read.rows) await upsert(tx, account, row, operatorId, now);
  });
  return read.rows.length;
}

/** The reference rates into `accountCurrency`, keyed `${currency}\t${yyyy-mm}` (chooseRate's table). */
export async function referenceRatesFor(db: DbExecutor, accountCurrency: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ currency: exchangeRates.currency, month: exchangeRates.month, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(eq(exchangeRates.accountCurrency, accountCurrency));
  return new Map(rows.map((r) => [referenceRateKey(r.currency, r.month), r.rate]));
}
