/**
 * Imports one uploaded statement: streams its sale lines (never the whole file in memory),
 * converts, matches and writes them in short batches, then writes rollups, totals and ledger
 * postings and flips the statement to 'imported' in one short transaction. Until that flip the
 * lines count for nobody; a failure anywhere (corrupt line, FOOT mismatch, the same report
 * imported already: statement-duplicates.ts) marks the statement failed with the reason and
 * deletes its lines, so nothing of it is ever seen. A line in another currency converts with the
 * rate of domain chooseRate (the file's, the typed one, the reference table's); when one has none
 * the statement waits for the rate instead (wait-for-rates.ts).
 *
 * One run per statement at a time, across processes: the run holds the statement's process lock
 * (platform/process-lock.ts), which also tells a statement left 'importing' by a dead process.
 */
import { and, eq } from 'drizzle-orm';
import { formatMicros, reportedPeriod } from '@liner/domain';
import { reconcile, type StatementLayout } from '@liner/ddex/dsr';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { tryProcessLock } from '../../platform/process-lock.js';
import { applyStagedRollups, dropStagedRollups, stageRollups } from '../sales/index.js';
import { bookingFor } from './accounting-periods.js';
import { batchSinkOn } from './batch-sink.js';
import { ImportProgressRecorder, importProgress } from './import-progress.js';
import {
  failImport,
  IMPORT_LOCK_SPACE,
  rollupBatchOf,
  INTERRUPTED_IMPORT_MESSAGE,
  removeStatementLines,
} from './interrupted-imports.js';
import { EarningsCollector } from './earnings-collector.js';
import { allocateEarnings, postUnmatched, postUserEarnings } from './post-statement-earnings.js';
import { readStatementLines, type LinesRead } from './read-statement-lines.js';
import { DuplicateStatement, identityOf, refuseDuplicate } from './statement-duplicates.js';
import { runImportProcess } from './run-import-process.js';
import { ImportFailure, importFailureReason, type WriterStatement } from './statement-line-writer.js';
import { referenceRatesFor } from '../exchange-rates/index.js';
import { waitForRates, WaitingForRates } from './wait-for-rates.js';
import { announceStatementSettled } from './statement-events.js';
import { statementMappings, statements, statementTotals } from './tables.js';

type StatementRow = typeof statements.$inferSelect;

async function layoutOf(deps: AppDeps, statement: StatementRow): Promise<StatementLayout | undefined> {
  if (!statement.mappingId) return undefined;
  const [mapping] = await deps.db.select().from(statementMappings).where(eq(statementMappings.id, statement.mappingId));
  if (!mapping) throw new ImportFailure(`column mapping ${statement.mappingId} no longer exists`);
  const layout: StatementLayout = { ...mapping.layout, defaults: { ...mapping.layout.defaults } };
  if (statement.period) {
    // The operator's period fills lines whose file has no dates.
    layout.defaults = {
      salePeriodStart: `${statement.period}-01`,
      salePeriodEnd: lastDay(statement.period),
      ...layout.defaults,
    };
  }
  return layout;
}

function lastDay(period: string): string {
  const [y, m] = period.split('-').map(Number);
  return `${period}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** Claims a queued statement (queued -> importing); null when it is not queued. */
async function claim(deps: AppDeps, id: number): Promise<StatementRow | null> {
  const [row] = await deps.db
    .update(statements)
    .set({ status: 'importing', failureReason: null, linesRead: 0 })
    .where(and(eq(statements.id, id), eq(statements.status, 'queued')))
    .returning();
  return row ?? null;
}

async function current(deps: AppDeps, id: number): Promise<StatementRow> {
  const [row] = await deps.db.select().from(statements).where(eq(statements.id, id));
  return row;
}

/** Another process (or run) holds the statement's import lock. */
export class ImportBusy extends Error {}

export async function importStatement(deps: AppDeps, statementId: number): Promise<StatementRow> {
  const lock = await tryProcessLock(deps.database, IMPORT_LOCK_SPACE, statementId);
  if (!lock) {
    const row = await current(deps, statementId);
    // A queued statement whose lock is held by a clean-up about to end: the job is tried again later.
    if (row?.status === 'queued') throw new ImportBusy(`statement ${statementId} is locked by another import`);
    return row;
  }
  try {
    const statement = await claim(deps, statementId);
    if (statement) await runImport(deps, statement);
    // 'importing' while this process holds its lock: the run that set it died (its job is retried).
    else await failImport(deps, statementId, INTERRUPTED_IMPORT_MESSAGE);
  } finally {
    importProgress.done(statementId);
    await lock.release();
  }
  return current(deps, statementId);
}

/**
 * Lines are written in short batches while the statement is 'importing' (batch-sink.ts), its
 * rollups staged, then one short transaction writes totals and ledger postings and flips the
 * statement to 'imported'; the staged rollups are added to the sales figures after it, a few
 * thousand rows per statement. Any failure before the flip marks the statement failed and deletes
 * what it wrote; a crash after it leaves rollups that recovery adds (interrupted-imports.ts).
 */
async function runImport(deps: AppDeps, statement: StatementRow): Promise<void> {
  const progress = new ImportProgressRecorder(deps.db, statement.id);
  const started = performance.now();
  let read: LinesRead;
  const ms: Record<string, number> = {};
  try {
    // What an earlier run of this statement left, if its clean-up was cut short.
    await removeStatementLines(deps.db, statement.id, 'importing');
    await dropStagedRollups(deps.db, rollupBatchOf(statement.id));
    const layout = await layoutOf(deps, statement);
    const sink = batchSinkOn(deps.db);
    const open = () => deps.storage.get(statement.storageKey);
    const writing = await writerStatement(deps, statement);
    read =
      statement.sizeBytes >= deps.config.importProcessMinBytes
        ? await runImportProcess(sink, open, writing, layout, {
            entry: deps.config.importProcessEntry,
            progress: progress.set,
          })
        : await readStatementLines(open, writing, layout, sink, progress.set);
    await progress.settled();
    if (read.missingRates.length > 0) throw new WaitingForRates(read.missingRates, read.format);
    ms.lines = performance.now() - started;
    const reconciliation = checkReconciliation(read);
    const staging = performance.now();
    for (const text of sink.rollupTexts) await stageRollups(deps.db, rollupBatchOf(statement.id), text);
    ms.rollupStage = performance.now() - staging;
    const flipping = performance.now();
    await deps.db.transaction((tx) => writeStatement(deps, tx, statement, read, reconciliation));
    ms.flip = performance.now() - flipping;
  } catch (error) {
    await progress.settled();
    if (error instanceof WaitingForRates) {
      deps.logger.info({ statementId: statement.id, missing: error.missing }, 'statement import waits for rates');
      await waitForRates(deps, statement.id, error.missing, error.format);
      return;
    }
    const reason = importFailureReason(error);
    deps.logger.warn({ statementId: statement.id, reason, err: error }, 'statement import failed');
    await failImport(deps, statement.id, reason, error instanceof DuplicateStatement ? error.earlierId : null);
    return;
  }
  const applying = performance.now();
  try {
    await applyStagedRollups(deps.db, rollupBatchOf(statement.id));
  } catch (error) {
    // Imported already; the sweep adds what is left (interrupted-imports.ts).
    deps.logger.error({ err: error, statementId: statement.id }, 'statement rollups not all added yet');
  }
  ms.rollupApply = performance.now() - applying;
  deps.logger.info(
    {
      statementId: statement.id,
      lines: read.count,
      ms: Object.fromEntries(Object.entries({ ...read.ms, ...ms }).map(([k, v]) => [k, Math.round(v)])),
    },
    'statement imported',
  );
  await announceStatementSettled(deps, [statement.id]);
}

/** What the line writer needs of the statement, and the rates it may convert with. */
async function writerStatement(deps: AppDeps, statement: StatementRow): Promise<WriterStatement> {
  const reference = await referenceRatesFor(deps.db, statement.accountCurrency);
  return {
    id: statement.id,
    storeOverride: statement.storeOverride,
    accountCurrency: statement.accountCurrency,
    typedRate:
      statement.currency && statement.exchangeRate
        ? { currency: statement.currency, rate: statement.exchangeRate }
        : null,
    referenceRates: Object.fromEntries(reference),
  };
}

type Reconciliation = ReturnType<typeof reconcile> | null;

/** The file's own totals (DSR summary records) against its lines: a difference fails the import. */
function checkReconciliation(read: LinesRead): Reconciliation {
  const reconciliation = read.expected ? reconcile(read.expected, read.fileTotals) : null;
  if (reconciliation && !reconciliation.ok) {
    const off = reconciliation.rows
      .filter((r) => r.differenceMicros !== 0n)
      .map((r) => `${r.store} ${r.territory}: ${formatMicros(r.differenceMicros, 6)}`);
    throw new ImportFailure(`the lines do not add up to the file's summary records (${off.join('; ')})`);
  }
  return reconciliation;
}

/**
 * The final step, one short transaction, with the lines written and the rollups staged: totals,
 * ledger postings, and the flip to 'imported' that makes the lines count. Its work grows with
 * store/territory cells and owners, not with lines.
 */
async function writeStatement(
  deps: AppDeps,
  tx: DbExecutor,
  statement: StatementRow,
  read: LinesRead,
  reconciliation: Reconciliation,
): Promise<void> {
  const { count, matched, currency } = read;
  const identity = identityOf(read, currency ?? statement.currency);
  await refuseDuplicate(tx, statement, identity);
  if (read.totals.length > 0) {
    await tx.insert(statementTotals).values(
      read.totals.map((c) => ({
        statementId: statement.id,
        store: c.store,
        territory: c.territory,
        currency: c.currency,
        lines: c.lines,
        units: c.units,
        amountMicros: c.amountMicros,
        convertedMicros: c.convertedMicros,
      })),
    );
  }

  const now = deps.clock.now();
  // Booked in the period the store reports (or the next open one), not on the import day.
  const reported = reportedPeriod({
    maxAccountingDate: read.maxAccounting,
    usageEndDate: read.dsrHead?.usageEndDate ?? null,
    operatorPeriod: statement.period,
    minSaleDate: read.minSaleDate,
    importedAt: now,
  });
  const booking = await bookingFor(tx, reported, now);
  const context = {
    occurredAt: booking.at,
    saleDate: read.minSaleDate,
    accountingDate:
      read.maxAccounting?.startsWith(booking.period) === true
        ? read.maxAccounting
        : booking.at.toISOString().slice(0, 10),
    reference: `Statement #${statement.id} (${statement.fileName})`,
    currency: deps.config.money.currency,
  };
  const earnings = EarningsCollector.fromSnapshot(read.earnings);
  await postUserEarnings(tx, await allocateEarnings(tx, earnings, `statement:${statement.id}`), {
    ...context,
    keyPrefix: `statement:${statement.id}`,
    source: { system: 'store-revenue' },
  });
  await postUnmatched(tx, statement.id, earnings.unmatchedMicros, context);

  const flipped = await tx
    .update(statements)
    .set({
      status: 'imported',
      format: read.format,
      currency: currency ?? statement.currency,
      linesRead: count,
      totalLines: read.totalLines ?? count,
      matchedLines: matched,
      unmatchedLines: count - matched,
      amountMicros: read.amountMicros,
      convertedMicros: read.convertedMicros,
      reconciliation: reconciliation
        ? {
            ok: reconciliation.ok,
            rows: reconciliation.rows.map((r) => ({
              store: r.store,
              territory: r.territory,
              currency: r.currency,
              expected: r.expectedMicros.toString(),
              actual: r.actualMicros.toString(),
            })),
          }
        : null,
      importedAt: now,
      identity,
      reportedPeriod: reported,
      bookedPeriod: booking.period,
      rates: read.rates,
      waitingFor: null,
    })
    .where(and(eq(statements.id, statement.id), eq(statements.status, 'importing')))
    .returning({ id: statements.id });
  // Failed meanwhile (it should not be while this process holds the lock): post nothing.
  if (flipped.length === 0) throw new ImportFailure(INTERRUPTED_IMPORT_MESSAGE);
}
