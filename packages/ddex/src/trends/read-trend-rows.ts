/**
 * Reads a trend file as a stream, in its layout: the first row is the header, each later row
 * becomes a TrendRow or, when a cell cannot be read, a TrendProblem with its line. The file is
 * never held whole (csv-rows.ts hands rows on in small batches as the chunks arrive).
 */
import type { AnalyticsDimension, AnalyticsMetric } from '@liner/domain';
import { readCsvRowBatches } from '../dsr/csv-rows.js';
import { headerKey } from '../dsr/csv-layouts.js';
import { StatementParseError, type ChunkSource } from '../dsr/types.js';
import { memoise, parseDate, parseUnits } from '../dsr/values.js';
import { type TrendColumn, TrendFileError, type TrendItem, type TrendLayout, type TrendRow } from './layout-types.js';
import { readCountry, readDimensionValue } from './trend-values.js';

const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;
const UPC = /^\d{8,14}$/;

interface Columns {
  width: number;
  date: number;
  isrc: number;
  upc: number;
  country: number;
  metrics: { metric: AnalyticsMetric; index: number; name: string }[];
  dimensions: { dimension: AnalyticsDimension; index: number }[];
}

function namesOf(column: TrendColumn): readonly string[] {
  return typeof column === 'string' ? [column] : column;
}

/** Where each field of the layout is in this header; a missing required column fails the file. */
export function resolveTrendColumns(layout: TrendLayout, header: readonly string[]): Columns {
  const position = new Map<string, number>();
  header.forEach((name, i) => {
    if (!position.has(headerKey(name))) position.set(headerKey(name), i);
  });
  const find = (column: TrendColumn | undefined): number => {
    if (column === undefined) return -1;
    for (const name of namesOf(column)) {
      const index = position.get(headerKey(name));
      if (index !== undefined) return index;
    }
    return -1;
  };
  const quoted = (column: TrendColumn) => `"${namesOf(column).join('" or "')}"`;
  const columns: Columns = {
    width: header.length,
    date: find(layout.date),
    isrc: find(layout.isrc),
    upc: find(layout.upc),
    country: find(layout.country),
    metrics: [],
    dimensions: [],
  };
  const missing: string[] = [];
  if (columns.date === -1) missing.push(`the date (${quoted(layout.date)})`);
  if (columns.isrc === -1 && columns.upc === -1) missing.push(`the ISRC (${quoted(layout.isrc)})`);
  for (const [metric, column] of Object.entries(layout.metrics) as [AnalyticsMetric, TrendColumn][]) {
    const index = find(column);
    if (index !== -1) columns.metrics.push({ metric, index, name: header[index]?.trim() ?? metric });
  }
  if (columns.metrics.length === 0 && !layout.eachRowCounts) {
    missing.push(`a count (${Object.values(layout.metrics).map(quoted).join(', ')})`);
  }
  if (missing.length > 0) {
    throw new TrendFileError(
      `the header is not the ${layout.name} layout's: it has no column for ${missing.join('; ')}`,
      1,
    );
  }
  for (const [dimension, column] of Object.entries(layout.dimensions) as [AnalyticsDimension, TrendColumn][]) {
    const index = find(column);
    if (index !== -1) columns.dimensions.push({ dimension, index });
  }
  return columns;
}

/** Turns the rows of one layout into TrendRows; readers are memoised (files repeat days, countries, values). */
class TrendRowReader {
  private readonly day = memoise(parseDate);
  private readonly country = memoise(readCountry);
  private readonly values: Map<AnalyticsDimension, (text: string) => string | null>;

  constructor(
    private readonly layout: TrendLayout,
    private readonly columns: Columns,
  ) {
    this.values = new Map(
      columns.dimensions.map(({ dimension }) => [
        dimension,
        memoise((text: string) => readDimensionValue(layout.platform, dimension, text)),
      ]),
    );
  }

  read(cells: readonly string[], line: number): TrendItem {
    const c = this.columns;
    if (cells.length < c.width) {
      return { line, message: `the row has ${cells.length} cells where the header has ${c.width}` };
    }
    try {
      const day = this.readDay(cells[c.date] ?? '');
      const isrc = c.isrc === -1 ? '' : (cells[c.isrc] ?? '').replace(/[\s-]/g, '').toUpperCase();
      const upc = c.upc === -1 ? '' : (cells[c.upc] ?? '').replace(/[\s-]/g, '');
      if (isrc === '' && upc === '') return { line, message: 'missing ISRC' };
      if (isrc !== '' && !ISRC.test(isrc)) return { line, message: `not an ISRC: "${cells[c.isrc]}"` };
      if (upc !== '' && !UPC.test(upc)) return { line, message: `not a UPC: "${cells[c.upc]}"` };
      const country = c.country === -1 ? '' : this.country(cells[c.country] ?? '');
      const amounts: [AnalyticsMetric, bigint][] = [];
      for (const { metric, index, name } of c.metrics) {
        const amount = readCount(cells[index] ?? '', name);
        if (amount !== 0n) amounts.push([metric, amount]);
      }
      if (c.metrics.length === 0 && this.layout.eachRowCounts) amounts.push([this.layout.eachRowCounts, 1n]);
      const dimensions: [AnalyticsDimension, string][] = [];
      for (const { dimension, index } of c.dimensions) {
        const value = this.values.get(dimension)?.(cells[index] ?? '') ?? null;
        if (value !== null) dimensions.push([dimension, value]);
      }
      const row: TrendRow = { line, day, isrc: isrc === '' ? null : isrc, country, amounts, dimensions };
      if (upc !== '') return { ...row, upc };
      return row;
    } catch (error) {
      return { line, message: error instanceof Error ? error.message : String(error) };
    }
  }

  private readDay(text: string): string {
    try {
      return this.day(text);
    } catch {
      throw new Error(`bad date "${text.trim()}"`);
    }
  }
}

function readCount(text: string, column: string): bigint {
  let amount: bigint;
  try {
    amount = parseUnits(text);
  } catch {
    throw new Error(`bad count "${text.trim()}" in ${column}`);
  }
  if (amount < 0n) throw new Error(`negative count "${text.trim()}" in ${column}`);
  return amount;
}

/**
 * The rows of a trend file in batches (one per piece of text read, so a consumer awaits once per
 * batch). Throws TrendFileError when the file cannot be read as the layout at all.
 */
export async function* readTrendRowBatches(source: ChunkSource, layout: TrendLayout): AsyncGenerator<TrendItem[]> {
  let reader: TrendRowReader | null = null;
  try {
    for await (const batch of readCsvRowBatches(source)) {
      const items: TrendItem[] = [];
      for (const row of batch) {
        if (!reader) {
          reader = new TrendRowReader(layout, resolveTrendColumns(layout, row.cells));
          continue;
        }
        items.push(reader.read(row.cells, row.line));
      }
      if (items.length > 0) yield items;
    }
  } catch (error) {
    if (error instanceof StatementParseError)
      throw new TrendFileError(error.message.replace(/^line \d+: /, ''), error.line);
    throw error;
  }
  if (!reader) throw new TrendFileError('the file is empty: it has no header row');
}

/** Rows one by one (tests, small files). */
export async function* readTrendRows(source: ChunkSource, layout: TrendLayout): AsyncGenerator<TrendItem> {
  for await (const batch of readTrendRowBatches(source, layout)) yield* batch;
}
