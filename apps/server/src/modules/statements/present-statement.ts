/** Statement rows as the operator screens show them; live progress while importing. */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  describeExchangeRate,
  formatSalesAmount,
  type StatementDetail,
  type StatementPage,
  type StatementSummary,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { findUserEmails } from '../auth/index.js';
import { importProgress } from './import-progress.js';
import { statements, statementTotals } from './tables.js';
import { pageOf } from '../../platform/page-of.js';

type Row = typeof statements.$inferSelect;

/** The e-mail addresses of the operators who reversed these statements. */
async function reversersOf(deps: AppDeps, rows: Row[]): Promise<Map<number, string>> {
  const ids = rows.map((row) => row.reversedBy).filter((id): id is number => id !== null);
  return ids.length > 0 ? findUserEmails(deps.db, ids) : new Map();
}

export function presentStatement(row: Row, reversers: Map<number, string> = new Map()): StatementSummary {
  const live = row.status === 'importing' ? importProgress.get(row.id) : undefined;
  return {
    id: row.id,
    fileName: row.fileName,
    sha256: row.sha256,
    format: row.format,
    status: row.status as StatementSummary['status'],
    failureReason: row.failureReason,
    store: row.storeOverride,
    currency: row.currency,
    accountCurrency: row.accountCurrency,
    exchangeRate: row.exchangeRate,
    period: row.period,
    linesRead: live ?? row.linesRead,
    totalLines: row.totalLines,
    matchedLines: row.matchedLines,
    unmatchedLines: row.unmatchedLines,
    amount: formatSalesAmount(row.amountMicros),
    convertedAmount: formatSalesAmount(row.convertedMicros),
    createdAt: row.createdAt.toISOString(),
    importedAt: row.importedAt?.toISOString() ?? null,
    reportedPeriod: row.reportedPeriod,
    bookedPeriod: row.bookedPeriod,
    reversal:
      row.status === 'reversed' && row.reversedAt
        ? {
            reason: row.reversalReason ?? '',
            at: row.reversedAt.toISOString(),
            by: row.reversedBy === null ? null : (reversers.get(row.reversedBy) ?? null),
          }
        : null,
    waitingFor: row.status === 'waiting-rate' ? (row.waitingFor ?? []) : [],
  };
}

export async function listStatements(deps: AppDeps, page: { page: number; per_page: number }): Promise<StatementPage> {
  const [{ total }] = await deps.db.select({ total: count() }).from(statements);
  const rows = await deps.db
    .select()
    .from(statements)
    .orderBy(desc(statements.createdAt), desc(statements.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  const reversers = await reversersOf(deps, rows);
  return pageOf(
    rows.map((row) => presentStatement(row, reversers)),
    total,
    page,
  );
}

type Totals = StatementDetail['byStore'];

function group(
  rows: (typeof statementTotals.$inferSelect)[],
  keyOf: (r: typeof statementTotals.$inferSelect) => string,
): Totals {
  const out = new Map<
    string,
    { key: string; currency: string; lines: number; units: bigint; amount: bigint; converted: bigint }
  >();
  for (const r of rows) {
    const key = keyOf(r);
    const entry = out.get(`${key}\t${r.currency}`) ?? {
      key,
      currency: r.currency,
      lines: 0,
      units: 0n,
      amount: 0n,
      converted: 0n,
    };
    entry.lines += r.lines;
    entry.units += r.units;
    entry.amount += r.amountMicros;
    entry.converted += r.convertedMicros;
    out.set(`${key}\t${r.currency}`, entry);
  }
  return [...out.values()]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((e) => ({
      key: e.key,
      currency: e.currency,
      lines: e.lines,
      units: e.units.toString(),
      amount: formatSalesAmount(e.amount),
      convertedAmount: formatSalesAmount(e.converted),
    }));
}

export async function statementDetail(deps: AppDeps, id: number): Promise<StatementDetail> {
  const [row] = await deps.db.select().from(statements).where(eq(statements.id, id));
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such statement' });
  const totals = await deps.db
    .select()
    .from(statementTotals)
    .where(eq(statementTotals.statementId, id))
    .orderBy(asc(statementTotals.id));
  const rec = row.reconciliation;
  return {
    ...presentStatement(row, await reversersOf(deps, [row])),
    byStore: group(totals, (r) => r.store),
    byTerritory: group(totals, (r) => r.territory),
    reconciliation: rec
      ? {
          ok: rec.ok,
          rows: rec.rows.map((r) => ({
            store: r.store,
            territory: r.territory,
            currency: r.currency,
            expected: formatSalesAmount(BigInt(r.expected)),
            actual: formatSalesAmount(BigInt(r.actual)),
            difference: formatSalesAmount(BigInt(r.actual) - BigInt(r.expected)),
          })),
        }
      : null,
    rates: (row.rates ?? []).map((g) => ({
      currency: g.currency,
      month: g.month,
      rate: g.rate,
      rateShown: describeExchangeRate(g.rate),
      source: g.source,
      lines: g.lines,
      amount: formatSalesAmount(BigInt(g.amount)),
      convertedAmount: formatSalesAmount(BigInt(g.converted)),
    })),
  };
}

/** Of these statements, the reversed ones with the operator's reason (the wallet names them). */
export async function reversedStatements(db: DbExecutor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: statements.id, reason: statements.reversalReason })
    .from(statements)
    .where(and(inArray(statements.id, [...new Set(ids)]), eq(statements.status, 'reversed')));
  return new Map(rows.map((row) => [row.id, row.reason ?? '']));
}
