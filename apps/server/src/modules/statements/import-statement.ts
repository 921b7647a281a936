/**
 * Imports one uploaded statement: streams its sale lines (never the whole file in memory),
 * converts, matches, writes lines, rollups, totals and ledger postings in ONE transaction.
 * A failure anywhere (corrupt line, FOOT mismatch, wrong currency) rolls everything back; the
 * statement row, written before, is then marked failed with the reason and keeps no lines.
 */
import { eq, sql } from 'drizzle-orm';
import { ExactSum, formatMicros, parseExchangeRate, RunningConversion, salesChannelName } from '@liner/domain';
import { openStatement, reconcile, TotalsAccumulator, type SaleLine, type StatementLayout } from '@liner/ddex/dsr';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { SalesRollupRecorder } from '../sales/record-sales-rollups.js';
import { CatalogMatcher } from './find-catalog-match.js';
import { importProgress } from './import-progress.js';
import { copySalesLines, saleLineCopyText } from './insert-sales-lines.js';
import { copyTextValue } from '../../platform/bulk-copy.js';
import { EarningsCollector, postUnmatched, postUserEarnings } from './post-statement-earnings.js';
import { statementMappings, statements, statementTotals } from './tables.js';

export const IMPORT_BATCH_SIZE = 2_000;

type StatementRow = typeof statements.$inferSelect;

class ImportFailure extends Error {}

async function layoutOf(deps: AppDeps, statement: StatementRow): Promise<StatementLayout | undefined> {
  if (!statement.mappingId) return undefined;
  const [mapping] = await deps.db.select().from(statementMappings).where(eq(statementMappings.id, statement.mappingId));
  if (!mapping) throw new ImportFailure(`column mapping ${statement.mappingId} no longer exists`);
  const layout: StatementLayout = { ...mapping.layout, defaults: { ...mapping.layout.defaults } };
  if (statement.period) {
    // The operator's period fills lines whose file has no dates.
    layout.defaults = { salePeriodStart: `${statement.period}-01`, salePeriodEnd: lastDay(statement.period), ...layout.defaults };
  }
  return layout;
}

function lastDay(period: string): string {
  const [y, m] = period.split('-').map(Number);
  return `${period}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** Claims the statement (queued/failed -> importing); false when another run has it or it is done. */
async function claim(deps: AppDeps, id: number): Promise<StatementRow | null> {
  const [row] = await deps.db.update(statements)
    .set({ status: 'importing', failureReason: null, linesRead: 0 })
    .where(sql`${statements.id} = ${id} AND ${statements.status} IN ('queued', 'failed')`)
    .returning();
  return row ?? null;
}

export async function importStatement(deps: AppDeps, statementId: number): Promise<StatementRow> {
  const statement = await claim(deps, statementId);
  if (!statement) {
    const [current] = await deps.db.select().from(statements).where(eq(statements.id, statementId));
    return current;
  }
  try {
    const layout = await layoutOf(deps, statement);
    const parsed = await openStatement(() => deps.storage.get(statement.storageKey), { layout });
    const totalLines = parsed.dsr ? [...parsed.dsr.summaries.values()].reduce((n, s) => n + s.usageLines, 0) : null;
    if (parsed.dsr && parsed.dsr.unallocated.length > 0) {
      throw new ImportFailure(`summary records ${parsed.dsr.unallocated.map((s) => s.summaryRecordId).join(', ')} have revenue but no usage lines`);
    }
    await deps.db.transaction(async (tx) => {
      await writeStatement(deps, tx, statement, parsed.lines(), parsed.expectedTotals, parsed.format, totalLines);
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.db.update(statements).set({ status: 'failed', failureReason: reason.slice(0, 2000), linesRead: 0 }).where(eq(statements.id, statementId));
    deps.logger.warn({ statementId, reason }, 'statement import failed');
  } finally {
    importProgress.done(statementId);
  }
  const [done] = await deps.db.select().from(statements).where(eq(statements.id, statementId));
  return done;
}

/** Statement totals per store and territory (the currency is the statement's, one per file). */
interface TotalCell { store: string; territory: string; lines: number; units: ExactSum; amount: ExactSum; converted: ExactSum }

/** Nested maps (store -> territory): no key string per line. */
class StoreTerritoryTotals {
  private readonly byStore = new Map<string, Map<string, TotalCell>>();

  add(store: string, territory: string, units: bigint, amount: bigint, converted: bigint): void {
    let byTerritory = this.byStore.get(store);
    if (!byTerritory) this.byStore.set(store, (byTerritory = new Map()));
    let cell = byTerritory.get(territory);
    if (!cell) byTerritory.set(territory, (cell = { store, territory, lines: 0, units: new ExactSum(), amount: new ExactSum(), converted: new ExactSum() }));
    cell.lines += 1;
    cell.units.add(units);
    cell.amount.add(amount);
    cell.converted.add(converted);
  }

  cells(): TotalCell[] {
    return [...this.byStore.values()].flatMap((byTerritory) => [...byTerritory.values()]);
  }
}

async function writeStatement(
  deps: AppDeps, tx: DbExecutor, statement: StatementRow, lines: AsyncIterable<SaleLine>,
  expected: Parameters<typeof reconcile>[0] | undefined, format: string, totalLines: number | null,
): Promise<void> {
  const matcher = new CatalogMatcher(tx);
  const rollups = new SalesRollupRecorder(tx);
  const earnings = new EarningsCollector();
  const fileTotals = new TotalsAccumulator();
  const totals = new StoreTerritoryTotals();
  const rate = parseExchangeRate(statement.exchangeRate);
  const conversion = new RunningConversion(rate);
  const storeOverride = statement.storeOverride?.trim() || null;
  const overrideName = storeOverride ? salesChannelName(storeOverride) : null;
  let currency = statement.currency;
  let count = 0;
  let matched = 0;
  const amount = new ExactSum();
  let minSaleDate: string | null = null;
  let maxAccounting: string | null = null;
  // The batch being read: parsed lines with their store and converted amount beside them.
  let batch: SaleLine[] = [];
  let batchStores: string[] = [];
  let batchConverted: bigint[] = [];
  // Where the time goes, logged with the result (the operator's first question on a slow import).
  const ms = { match: 0, copyWait: 0, rollups: 0, ledger: 0 };
  const timed = async <T>(phase: keyof typeof ms, work: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    try { return await work(); } finally { ms[phase] += performance.now() - t0; }
  };
  // A batch's COPY runs in the database while the next batch is parsed here (two cores busy);
  // the connection is needed again only for the next batch's catalog lookup.
  let copying: Promise<void> | null = null;
  const copied = async () => {
    const running = copying;
    copying = null;
    if (running) await timed('copyWait', () => running);
  };

  const flush = async () => {
    const rows = batch;
    const stores = batchStores;
    const converted = batchConverted;
    batch = [];
    batchStores = [];
    batchConverted = [];
    await copied();
    await timed('match', () => matcher.prepare(rows));
    const copyContext = { statementId: statement.id, currency: copyTextValue(currency ?? ''), exchangeRate: copyTextValue(statement.exchangeRate) };
    let text = '';
    for (let i = 0; i < rows.length; i += 1) {
      const line = rows[i];
      const store = stores[i];
      const match = matcher.match(line);
      text += saleLineCopyText(copyContext, line, store, storeOverride ?? line.storeRaw, converted[i], match);
      if (match) {
        matched += 1;
        rollups.addSale(
          match.ownerUserId, match.releaseId, match.trackId ?? 0, rollups.textId(store), rollups.textId(line.territory),
          rollups.textId(line.artist), rollups.monthId(line.salePeriodStart), line.units, converted[i], line.useType === 'stream',
        );
      }
      earnings.add(match, line.salePeriodStart, converted[i]);
    }
    await timed('rollups', () => rollups.flushIfFull());
    copying = copySalesLines(tx, text);
    // Observed by the next copied(); until then a failure must not count as unhandled.
    copying.catch(() => undefined);
    importProgress.set(statement.id, count);
  };

  async function readLines(): Promise<void> {
    for await (const line of lines) {
      fileTotals.add(line);
      currency ??= line.currency;
      if (line.currency !== currency) {
        throw new ImportFailure(`line ${line.sourceLine}: currency ${line.currency} differs from the statement's ${currency}`);
      }
      const converted = conversion.next(line.amountMicros);
      const store = overrideName ?? line.store;
      count += 1;
      amount.add(line.amountMicros);
      if (minSaleDate === null || line.salePeriodStart < minSaleDate) minSaleDate = line.salePeriodStart;
      if (line.accountingDate && (maxAccounting === null || line.accountingDate > maxAccounting)) maxAccounting = line.accountingDate;
      totals.add(store, line.territory, line.units, line.amountMicros, converted);
      batch.push(line);
      batchStores.push(store);
      batchConverted.push(converted);
      if (batch.length >= IMPORT_BATCH_SIZE) await flush();
    }
    await flush();
  }

  try {
    await readLines();
  } catch (error) {
    // Never leave a COPY running on the connection the rollback needs.
    await copied().catch(() => undefined);
    throw error;
  }
  await copied();
  await timed('rollups', () => rollups.flush());

  const reconciliation = expected ? reconcile(expected, fileTotals.totals()) : null;
  if (reconciliation && !reconciliation.ok) {
    const off = reconciliation.rows.filter((r) => r.differenceMicros !== 0n).map((r) => `${r.store} ${r.territory}: ${formatMicros(r.differenceMicros, 6)}`);
    throw new ImportFailure(`the lines do not add up to the file's summary records (${off.join('; ')})`);
  }
  const cells = totals.cells();
  if (cells.length > 0) {
    await tx.insert(statementTotals).values(cells.map((c) => ({
      statementId: statement.id, store: c.store, territory: c.territory, currency: currency ?? statement.currency ?? '', lines: c.lines,
      units: c.units.total, amountMicros: c.amount.total, convertedMicros: c.converted.total,
    })));
  }

  const now = deps.clock.now();
  const context = {
    occurredAt: now, saleDate: minSaleDate, accountingDate: maxAccounting ?? now.toISOString().slice(0, 10),
    reference: `Statement #${statement.id} (${statement.fileName})`,
  };
  await timed('ledger', async () => {
    await postUserEarnings(tx, await earnings.allocate(tx), { ...context, keyPrefix: `statement:${statement.id}`, source: { system: 'store-revenue' } });
    await postUnmatched(tx, statement.id, earnings.unmatchedMicros, context);
  });
  deps.logger.info({ statementId: statement.id, lines: count, ms: Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, Math.round(v)])) }, 'statement imported');

  await tx.update(statements).set({
    status: 'imported', format, currency: currency ?? statement.currency, linesRead: count, totalLines: totalLines ?? count,
    matchedLines: matched, unmatchedLines: count - matched, amountMicros: amount.total, convertedMicros: conversion.total,
    reconciliation: reconciliation ? {
      ok: reconciliation.ok,
      rows: reconciliation.rows.map((r) => ({ store: r.store, territory: r.territory, currency: r.currency, expected: r.expectedMicros.toString(), actual: r.actualMicros.toString() })),
    } : null,
    importedAt: now,
  }).where(eq(statements.id, statement.id));
}
