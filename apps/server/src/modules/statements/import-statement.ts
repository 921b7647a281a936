/**
 * Imports one uploaded statement: streams its sale lines (never the whole file in memory),
 * converts, matches, writes lines, rollups, totals and ledger postings in ONE transaction.
 * A failure anywhere (corrupt line, FOOT mismatch, wrong currency) rolls everything back; the
 * statement row, written before, is then marked failed with the reason and keeps no lines.
 */
import { eq, sql } from 'drizzle-orm';
import { formatMicros } from '@liner/domain';
import { reconcile, type StatementLayout } from '@liner/ddex/dsr';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { importProgress } from './import-progress.js';
import { EarningsCollector } from './earnings-collector.js';
import { allocateEarnings, postUnmatched, postUserEarnings } from './post-statement-earnings.js';
import { readStatementLines, type LinesRead } from './read-statement-lines.js';
import { runImportProcess } from './run-import-process.js';
import { ImportFailure } from './statement-line-writer.js';
import { sinkOn } from './transaction-sink.js';
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

/** Claims the statement (queued/failed -> importing); false when another run has it or it is done. */
async function claim(deps: AppDeps, id: number): Promise<StatementRow | null> {
  const [row] = await deps.db
    .update(statements)
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
    await deps.db.transaction(async (tx) => {
      const progress = (lines: number) => importProgress.set(statement.id, lines);
      const open = () => deps.storage.get(statement.storageKey);
      const read =
        statement.sizeBytes >= deps.config.importProcessMinBytes
          ? await runImportProcess(tx, open, statement, layout, { entry: deps.config.importProcessEntry, progress })
          : await readStatementLines(open, statement, layout, sinkOn(tx), progress);
      await writeStatement(deps, tx, statement, read);
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(statements)
      .set({ status: 'failed', failureReason: reason.slice(0, 2000), linesRead: 0 })
      .where(eq(statements.id, statementId));
    deps.logger.warn({ statementId, reason }, 'statement import failed');
  } finally {
    importProgress.done(statementId);
  }
  const [done] = await deps.db.select().from(statements).where(eq(statements.id, statementId));
  return done;
}

/** With the lines written: checks the file's own totals, then totals, ledger postings and the statement's row. */
async function writeStatement(deps: AppDeps, tx: DbExecutor, statement: StatementRow, read: LinesRead): Promise<void> {
  const { count, matched, currency } = read;
  const reconciliation = read.expected ? reconcile(read.expected, read.fileTotals) : null;
  if (reconciliation && !reconciliation.ok) {
    const off = reconciliation.rows
      .filter((r) => r.differenceMicros !== 0n)
      .map((r) => `${r.store} ${r.territory}: ${formatMicros(r.differenceMicros, 6)}`);
    throw new ImportFailure(`the lines do not add up to the file's summary records (${off.join('; ')})`);
  }
  if (read.totals.length > 0) {
    await tx.insert(statementTotals).values(
      read.totals.map((c) => ({
        statementId: statement.id,
        store: c.store,
        territory: c.territory,
        currency: currency ?? statement.currency ?? '',
        lines: c.lines,
        units: c.units,
        amountMicros: c.amountMicros,
        convertedMicros: c.convertedMicros,
      })),
    );
  }

  const now = deps.clock.now();
  const context = {
    occurredAt: now,
    saleDate: read.minSaleDate,
    accountingDate: read.maxAccounting ?? now.toISOString().slice(0, 10),
    reference: `Statement #${statement.id} (${statement.fileName})`,
    currency: deps.config.money.currency,
  };
  const ledgerStart = performance.now();
  const earnings = EarningsCollector.fromSnapshot(read.earnings);
  await postUserEarnings(tx, await allocateEarnings(tx, earnings), {
    ...context,
    keyPrefix: `statement:${statement.id}`,
    source: { system: 'store-revenue' },
  });
  await postUnmatched(tx, statement.id, earnings.unmatchedMicros, context);
  const ms = { ...read.ms, ledger: performance.now() - ledgerStart };
  deps.logger.info(
    {
      statementId: statement.id,
      lines: count,
      ms: Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, Math.round(v)])),
    },
    'statement imported',
  );

  await tx
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
    })
    .where(eq(statements.id, statement.id));
}
