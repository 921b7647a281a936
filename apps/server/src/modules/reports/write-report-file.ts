/**
 * Streams a report's rows into storage as CSV (csv-stringify) or XLSX (exceljs's streaming
 * WorkbookWriter): rows go out page by page while storage hashes and writes them, so memory
 * stays at one page whatever the report's size. Cells are text: money is exact decimal text
 * from micro-units, never a float.
 */
import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ReportFormat } from '@liner/domain';
import type { Storage } from '../../platform/storage.js';
import type { ReportSource } from './source-kit.js';

export type WriteProgress = (rowsWritten: number) => Promise<void>;

/** Runs `produce` while storage consumes `stream`; an error on either side fails both. */
export async function streamInto(
  storage: Storage,
  key: string,
  stream: Readable & Writable,
  produce: () => Promise<void>,
): Promise<void> {
  // The failure reaches the caller through `put` or `produce`; this listener only keeps a stream
  // destroyed after the other side failed from becoming an uncaught 'error' event.
  stream.on('error', () => undefined);
  const put = storage.put(key, stream);
  put.catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  const producing = produce().catch((error: unknown) => {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  });
  await Promise.all([put, producing]);
}

async function writeCsv(storage: Storage, key: string, source: ReportSource, progress: WriteProgress): Promise<number> {
  const csv = stringify({ header: true, columns: [...source.columns] });
  let rows = 0;
  await streamInto(storage, key, csv, async () => {
    for await (const page of source.pages()) {
      for (const row of page) {
        if (!csv.write(row)) await once(csv, 'drain');
      }
      rows += page.length;
      await progress(rows);
    }
    csv.end();
  });
  return rows;
}

async function writeXlsx(
  storage: Storage,
  key: string,
  source: ReportSource,
  progress: WriteProgress,
): Promise<number> {
  // exceljs is loaded on the first XLSX report, not at start: it is the largest module the server uses.
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  let rows = 0;
  await streamInto(storage, key, out, async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Report');
    sheet.columns = source.columns.map((column) => ({
      header: column,
      key: column,
      width: Math.max(12, column.length + 2),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const page of source.pages()) {
      for (const row of page) sheet.addRow(row).commit();
      rows += page.length;
      await progress(rows);
    }
    sheet.commit();
    await workbook.commit();
  });
  return rows;
}

export function writeReportFile(
  storage: Storage,
  key: string,
  format: ReportFormat,
  source: ReportSource,
  progress: WriteProgress,
): Promise<number> {
  return format === 'xlsx' ? writeXlsx(storage, key, source, progress) : writeCsv(storage, key, source, progress);
}
