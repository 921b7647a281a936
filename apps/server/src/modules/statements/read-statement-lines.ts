/**
 * Reads one statement file through the StatementLineWriter: the part of an import that costs a
 * few microseconds per line, a million times. It touches the database only through an
 * ImportSink, so it runs the same in the server (sink on the transaction) and in the import
 * process (sink on IPC messages to the server's transaction; see import-process.ts).
 */
import {
  openStatement,
  TotalsAccumulator,
  type ExpectedTotal,
  type OpenSource,
  type StatementLayout,
  type StatementTotals,
} from '@liner/ddex/dsr';
import type { DsrIdentityParts } from '@liner/domain';
import type { EarningsSnapshot } from './earnings-collector.js';
import type { StoredRateGroup } from './tables.js';
import { ImportFailure, StatementLineWriter, type ImportSink, type WriterStatement } from './statement-line-writer.js';

/** Everything the transaction needs after the lines are written (plain data: it crosses processes). */
export interface LinesRead {
  format: string;
  /** DSR: usage lines the summary records announce; CSV: null (the lines read). */
  totalLines: number | null;
  count: number;
  matched: number;
  currency: string | null;
  amountMicros: bigint;
  convertedMicros: bigint;
  minSaleDate: string | null;
  maxAccounting: string | null;
  totals: {
    store: string;
    territory: string;
    currency: string;
    lines: number;
    units: bigint;
    amountMicros: bigint;
    convertedMicros: bigint;
  }[];
  /** The rates the lines were converted with, one row per rate group. */
  rates: StoredRateGroup[];
  /** Currencies and sale months no rate is known for: when any, nothing was written and the import waits. */
  missingRates: { currency: string; month: string }[];
  /** The lines' totals as the file names stores, to reconcile with `expected`. */
  fileTotals: StatementTotals;
  /** DSR: the file's own totals (summary records). */
  expected: ExpectedTotal[] | null;
  earnings: EarningsSnapshot;
  /** DSR: what its HEAD record says the report is (its identity). */
  dsrHead: DsrIdentityParts | null;
  ms: Record<string, number>;
}

export async function readStatementLines(
  open: OpenSource,
  statement: WriterStatement,
  layout: StatementLayout | undefined,
  sink: ImportSink,
  progress: (lines: number) => void,
): Promise<LinesRead> {
  const parsed = await openStatement(open, { layout });
  if (parsed.dsr && parsed.dsr.unallocated.length > 0) {
    throw new ImportFailure(
      `summary records ${parsed.dsr.unallocated.map((s) => s.summaryRecordId).join(', ')} have revenue but no royalty-bearing usage lines`,
    );
  }
  const totalLines = parsed.dsr ? [...parsed.dsr.summaries.values()].reduce((n, s) => n + s.usageLines, 0) : null;
  const fileTotals = new TotalsAccumulator();
  // The writer totals per store and territory too; only a store override makes its stores differ
  // from the file's, and only then are the file's totals kept line by line as well.
  const overridden = Boolean(statement.storeOverride?.trim());
  const writer = new StatementLineWriter(sink, statement, progress);
  try {
    for await (const batch of parsed.batches()) {
      if (overridden) for (const line of batch) fileTotals.add(line);
      await writer.addBatch(batch);
    }
    await writer.finish();
  } catch (error) {
    await writer.abandon();
    throw error;
  }
  const totals = writer.totals.cells();
  if (!overridden) {
    for (const c of totals) {
      fileTotals.addSummed({
        store: c.store,
        territory: c.territory,
        currency: c.currency,
        lines: c.lines,
        units: c.units.total,
        amountMicros: c.amount.total,
      });
    }
  }
  return {
    format: parsed.format,
    totalLines,
    count: writer.count,
    matched: writer.matched,
    currency: writer.currency,
    amountMicros: writer.amount.total,
    convertedMicros: writer.convertedTotal,
    minSaleDate: writer.minSaleDate,
    maxAccounting: writer.maxAccounting,
    rates: [...writer.rateGroups.values()]
      .map((g) => ({
        currency: g.currency,
        month: g.month,
        rate: g.rate,
        source: g.source,
        lines: g.lines,
        amount: g.amount.total.toString(),
        converted: g.conversion.total.toString(),
      }))
      .sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency)),
    missingRates: [...writer.missingRates]
      .map((key) => {
        const [currency, month] = key.split('\t');
        return { currency, month };
      })
      .sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency)),
    totals: totals.map((c) => ({
      store: c.store,
      territory: c.territory,
      currency: c.currency,
      lines: c.lines,
      units: c.units.total,
      amountMicros: c.amount.total,
      convertedMicros: c.converted.total,
    })),
    fileTotals: fileTotals.totals(),
    expected: parsed.expectedTotals ?? null,
    earnings: writer.earnings.snapshot(),
    dsrHead: parsed.dsr
      ? {
          senderPartyId: parsed.dsr.head.senderPartyId,
          messageId: parsed.dsr.head.messageId,
          usageStartDate: parsed.dsr.head.usageStartDate,
          usageEndDate: parsed.dsr.head.usageEndDate,
          fileNumber: parsed.dsr.head.fileNumber,
        }
      : null,
    ms: { ...writer.ms },
  };
}
