/**
 * Imports one uploaded statement: streams its sale lines (never the whole file in memory),
 * converts, matches, writes lines, rollups, totals and ledger postings in ONE transaction.
 * A failure anywhere (corrupt line, FOOT mismatch, wrong currency) rolls everything back; the
 * statement row, written before, is then marked failed with the reason and keeps no lines.
 */
import { eq, sql } from 'drizzle-orm';
import { formatMicros, parseExchangeRate, RunningConversion, salesChannelName } from '@liner/domain';
import { openStatement, reconcile, TotalsAccumulator, type SaleLine, type StatementLayout } from '@liner/ddex/dsr';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { SalesRollupRecorder } from '../sales/record-sales-rollups.js';
import { CatalogMatcher } from './find-catalog-match.js';
import { importProgress } from './import-progress.js';
import { insertSalesLines, type SalesLineRow } from './insert-sales-lines.js';
import { EarningsCollector, postUnmatched, postUserEarnings } from './post-statement-earnings.js';
import { statementMappings, statements, statementTotals } from './tables.js';

export const IMPORT_BATCH_SIZE = 10_000;

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

interface TotalCell { store: string; territory: string; currency: string; lines: number; units: bigint; amount: bigint; converted: bigint }

async function writeStatement(
  deps: AppDeps, tx: DbExecutor, statement: StatementRow, lines: AsyncIterable<SaleLine>,
  expected: Parameters<typeof reconcile>[0] | undefined, format: string, totalLines: number | null,
): Promise<void> {
  const matcher = new CatalogMatcher(tx);
  const rollups = new SalesRollupRecorder(tx);
  const earnings = new EarningsCollector();
  const fileTotals = new TotalsAccumulator();
  const cells = new Map<string, TotalCell>();
  const rate = parseExchangeRate(statement.exchangeRate);
  const conversion = new RunningConversion(rate);
  const storeOverride = statement.storeOverride?.trim() || null;
  let currency = statement.currency;
  let count = 0;
  let matched = 0;
  let amount = 0n;
  let minSaleDate: string | null = null;
  let maxAccounting: string | null = null;
  let batch: SalesLineRow[] = [];
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
    batch = [];
    await copied();
    await timed('match', () => matcher.prepare(rows));
    for (const row of rows) {
      const match = matcher.match(row);
      if (match) {
        matched += 1;
        row.trackId = match.trackId;
        row.releaseId = match.releaseId;
        row.ownerUserId = match.ownerUserId;
        row.matchedBy = match.matchedBy;
        rollups.add({
          userId: match.ownerUserId, saleDate: row.salePeriodStart, releaseId: match.releaseId, trackId: match.trackId,
          store: row.store, territory: row.territory, artist: row.artist, units: row.units, amountMicros: row.convertedMicros,
          isStream: row.useType === 'stream',
        });
      }
      earnings.add(match, row.salePeriodStart, row.convertedMicros);
    }
    await timed('rollups', () => rollups.flushIfFull());
    copying = insertSalesLines(tx, rows);
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
      const store = storeOverride ? salesChannelName(storeOverride) : salesChannelName(line.store);
      count += 1;
      amount += line.amountMicros;
      if (minSaleDate === null || line.salePeriodStart < minSaleDate) minSaleDate = line.salePeriodStart;
      if (line.accountingDate && (maxAccounting === null || line.accountingDate > maxAccounting)) maxAccounting = line.accountingDate;
      const cellKey = `${store}\t${line.territory}`;
      let cell = cells.get(cellKey);
      if (!cell) cells.set(cellKey, (cell = { store, territory: line.territory, currency, lines: 0, units: 0n, amount: 0n, converted: 0n }));
      cell.lines += 1;
      cell.units += line.units;
      cell.amount += line.amountMicros;
      cell.converted += converted;
      batch.push({
        statementId: statement.id, lineNumber: line.sourceLine, salePeriodStart: line.salePeriodStart, salePeriodEnd: line.salePeriodEnd,
        accountingDate: line.accountingDate ?? null, store, storeRaw: storeOverride ?? line.storeRaw, territory: line.territory,
        isrc: line.isrc ?? null, upc: line.upc ?? null, title: line.title, artist: line.artist, units: line.units,
        useType: line.useType, amountMicros: line.amountMicros, currency, exchangeRate: statement.exchangeRate,
        convertedMicros: converted, trackId: null, releaseId: null, ownerUserId: null, matchedBy: null,
      });
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
  if (cells.size > 0) {
    await tx.insert(statementTotals).values([...cells.values()].map((c) => ({
      statementId: statement.id, store: c.store, territory: c.territory, currency: c.currency, lines: c.lines,
      units: c.units, amountMicros: c.amount, convertedMicros: c.converted,
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
    matchedLines: matched, unmatchedLines: count - matched, amountMicros: amount, convertedMicros: conversion.total,
    reconciliation: reconciliation ? {
      ok: reconciliation.ok,
      rows: reconciliation.rows.map((r) => ({ store: r.store, territory: r.territory, currency: r.currency, expected: r.expectedMicros.toString(), actual: r.actualMicros.toString() })),
    } : null,
    importedAt: now,
  }).where(eq(statements.id, statement.id));
}
