/** One entry point for any statement file: detect the format, then stream its sale lines. */
import { DISTROKID_LAYOUT, TUNECORE_LAYOUT, type StatementLayout } from './csv-layouts.js';
import { readCsvSaleLineBatches, readCsvSaleLines } from './csv-statement.js';
import { detectEncoding, detectStatementFormat } from './detect.js';
import { openDsrStatement, type DsrOptions, type DsrStatement } from './dsr-statement.js';
import type { ExpectedTotal } from './summarise.js';
import { readHead } from './text-lines.js';
import {
  StatementParseError,
  type OpenSource,
  type SaleLine,
  type StatementFormat,
  type TextEncodingName,
} from './types.js';

export interface OpenStatementOptions {
  /** Skip detection (the operator chose the format). */
  format?: StatementFormat;
  /** A saved column mapping: required for 'generic-csv', and overrides the built-in export layouts. */
  layout?: StatementLayout;
  /** Default: guessed from the first 64 KB (valid UTF-8, else ISO-8859-1). */
  encoding?: TextEncodingName;
  /** DSR only: which summary amount is shared over the usage lines (default NetRevenue). */
  dsrRevenue?: DsrOptions['revenue'];
}

export interface Statement {
  format: Exclude<StatementFormat, 'unknown'>;
  encoding: TextEncodingName;
  /** Streams the sale lines (a DSR file is read a second time for them). */
  lines(): AsyncGenerator<SaleLine>;
  /** The same lines in batches (one await per batch: what an import of a million lines wants). */
  batches(): AsyncGenerator<SaleLine[]>;
  /** DSR only: the file's own totals per store x territory x currency, to `reconcile` with. */
  expectedTotals?: ExpectedTotal[];
  /** DSR only: HEAD, FOOT (with warnings), summary records. */
  dsr?: DsrStatement;
}

const BATCH_LINES = 1000;

async function* inBatches(lines: AsyncIterable<SaleLine>): AsyncGenerator<SaleLine[]> {
  let batch: SaleLine[] = [];
  for await (const line of lines) {
    batch.push(line);
    if (batch.length >= BATCH_LINES) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Opens a statement. `open` must return a fresh stream of the same file each time it is called
 * (e.g. `() => createReadStream(path)`): detection reads the head, DSR files are read twice.
 */
export async function openStatement(open: OpenSource, options: OpenStatementOptions = {}): Promise<Statement> {
  const head = await readHead(open(), 65536);
  const encoding = options.encoding ?? detectEncoding(head);
  const format = options.format ?? (options.layout ? 'generic-csv' : detectStatementFormat(head));
  if (format === 'unknown') {
    throw new StatementParseError(
      'unknown-format',
      'the file is neither a DSR flat file nor a delimited export with a header row',
    );
  }
  if (format === 'dsr-basic-audio' || format === 'dsr-ugc') {
    const dsr = await openDsrStatement(open, { encoding, revenue: options.dsrRevenue });
    return {
      format: dsr.format,
      encoding,
      lines: dsr.lines,
      batches: () => inBatches(dsr.lines()),
      expectedTotals: dsr.expectedTotals,
      dsr,
    };
  }
  const layout =
    options.layout ?? (format === 'distrokid' ? DISTROKID_LAYOUT : format === 'tunecore' ? TUNECORE_LAYOUT : undefined);
  if (!layout) {
    throw new StatementParseError(
      'missing-columns',
      'a generic CSV needs a saved column mapping (which column is the ISRC, the amount, ...)',
    );
  }
  return {
    format,
    encoding,
    lines: () => readCsvSaleLines(open(), layout, { encoding }),
    batches: () => readCsvSaleLineBatches(open(), layout, { encoding }),
  };
}
