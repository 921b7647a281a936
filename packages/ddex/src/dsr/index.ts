/**
 * Sales-report parsers: DDEX DSR flat files and distributor CSV/TSV exports, streaming and pure.
 *
 *   const statement = await openStatement(() => createReadStream(path), { layout: savedMapping });
 *   const totals = new TotalsAccumulator();
 *   for await (const line of statement.lines()) { totals.add(line); ... }  // SaleLine, micro-units
 *   if (statement.expectedTotals) reconcile(statement.expectedTotals, totals.totals()).ok;
 *
 * `open` must give a fresh stream of the same file each call: detection reads the head and a DSR
 * file is read twice (summary revenue is shared over usage lines only known at the end).
 * Record-level reading of a DSR in one pass: `parseDsrRecords(stream)`.
 */
export * from './types.js';
export { decodeChunks, splitLines, readLines, readHead, type DecodeOptions, type TextLine } from './text-lines.js';
export { splitRawCells, splitMultiValue, unescapeCell, columnKey, ColumnLayout, RecordCells } from './dsr-cells.js';
export * from './dsr-records.js';
export { openDsrStatement, type DsrOptions, type DsrStatement, type SummaryGroup } from './dsr-statement.js';
export { allocateLargestRemainder, RemainderPlan } from './pro-rata.js';
export * from './channels.js';
export { parseAmount, parseUnits, parseDate, parsePeriod, type AmountOptions } from './values.js';
export { readCsvRows, guessDelimiter, type CsvRow, type CsvOptions } from './csv-rows.js';
export * from './csv-layouts.js';
export { readCsvSaleLineBatches, readCsvSaleLines } from './csv-statement.js';
export { detectStatementFormat, detectEncoding } from './detect.js';
export * from './summarise.js';
export { openStatement, type Statement, type OpenStatementOptions } from './statement.js';
