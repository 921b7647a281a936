/**
 * Reads a trend file as a stream into batches of rows held column by column: each row is a few
 * integers (its line, the ids of its day, code, country and dimension values, its counts), so a
 * file of millions of rows makes no object per row. The first row is the header; a row whose
 * cell cannot be read is a problem with its line, in its place among the rows.
 */
import type { AnalyticsDimension, AnalyticsMetric } from '@liner/domain';
import { type CellRanges, readCompleteRows } from '../dsr/csv-rows.js';
import { StatementParseError, type ChunkSource } from '../dsr/types.js';
import { parseDate, parseUnits } from '../dsr/values.js';
import { CellIds, NOT_SAID, UNREADABLE } from './cell-ids.js';
import { TrendFileError, type TrendLayout, type TrendProblem } from './layout-types.js';
import { resolveTrendColumns, type TrendColumns } from './trend-columns.js';
import { readCountry, readDimensionValue } from './trend-values.js';

const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;
const UPC = /^\d{8,14}$/;
/** Between the ISRC and the UPC of a code's value. */
const CODE_SEP = '\u0001';
/** Text read per batch: a batch's typed arrays hold its rows. */
const PIECE_CHARS = 256 * 1024;

/** The ISRC (normalised, or null) and the UPC (digits, or absent) a row names its recording by. */
export interface TrendCode {
  isrc: string | null;
  upc?: string;
}

/** What the ids of a batch stand for; it only grows while the file is read. */
export interface TrendDictionary {
  /** The counts of a row, in the order of its amounts. */
  readonly metrics: readonly AnalyticsMetric[];
  /** The dimensions of a row, in the order of its values. */
  readonly dimensions: readonly AnalyticsDimension[];
  /** yyyy-mm-dd, by day id. */
  readonly days: readonly string[];
  /** ISO 3166-1 alpha-2 or '' (unknown), by country id. */
  readonly countries: readonly string[];
  /** Each dimension's values, by value id. */
  readonly values: readonly (readonly string[])[];
  codeOf(id: number): TrendCode;
}

/** Rows of one piece of the file; valid until the next batch is asked for (the arrays are reused). */
export class TrendBatch {
  size = 0;
  line = new Int32Array(0);
  /** -1 for a good row, else the index of its problem in `problems`. */
  problem = new Int32Array(0);
  problems: TrendProblem[] = [];
  day = new Int32Array(0);
  code = new Int32Array(0);
  country = new Int32Array(0);
  /** Row i's count of metric m at i * metrics + m; 0 when the row does not count it. */
  amount = new Float64Array(0);
  /** Row i's value id of dimension d at i * dimensions + d; -1 when the row does not say. */
  value = new Int32Array(0);

  constructor(readonly dictionary: TrendDictionary) {}

  /** Room for one more row; answers its index. */
  grow(): number {
    const i = this.size;
    if (i === this.line.length) {
      const m = this.dictionary.metrics.length;
      const d = this.dictionary.dimensions.length;
      const capacity = Math.max(1024, i * 2);
      this.line = larger(this.line, capacity);
      this.problem = larger(this.problem, capacity);
      this.day = larger(this.day, capacity);
      this.code = larger(this.code, capacity);
      this.country = larger(this.country, capacity);
      this.amount = larger(this.amount, capacity * m);
      this.value = larger(this.value, capacity * d);
    }
    this.size = i + 1;
    return i;
  }
}

function larger<T extends Int32Array | Float64Array>(array: T, length: number): T {
  const grown = new (array.constructor as new (n: number) => T)(length);
  grown.set(array);
  return grown;
}

/**
 * A count: a whole number of at least 0, no larger than 2^53 - 1 (so sums stay exact in a
 * double); an empty cell is 0.
 */
function readCount(text: string, start: number, end: number, column: string): number {
  if (end > start && end - start <= 15) {
    let amount = 0;
    for (let i = start; i < end; i += 1) {
      const digit = text.charCodeAt(i) - 48;
      if (digit < 0 || digit > 9) return readUnusualCount(text.slice(start, end), column);
      amount = amount * 10 + digit;
    }
    return amount;
  }
  return readUnusualCount(text.slice(start, end), column);
}

function readUnusualCount(text: string, column: string): number {
  let amount: bigint;
  try {
    amount = parseUnits(text);
  } catch {
    throw new Error(`bad count "${text.trim()}" in ${column}`);
  }
  if (amount < 0n) throw new Error(`negative count "${text.trim()}" in ${column}`);
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`count too large "${text.trim()}" in ${column}`);
  return Number(amount);
}

/** Reads the cells of one layout's rows into batches; every reader of cells is interned. */
class TrendBatchReader implements TrendDictionary {
  readonly metrics: AnalyticsMetric[];
  readonly dimensions: AnalyticsDimension[];
  readonly batch = new TrendBatch(this);
  private readonly dayIds = new CellIds((cell) => {
    try {
      return parseDate(cell);
    } catch {
      throw new Error(`bad date "${cell.trim()}"`);
    }
  });
  private readonly codeIds = new CellIds((key) => this.readCode(key));
  private readonly countryIds = new CellIds(readCountry);
  private readonly valueIds: CellIds[];
  private readonly unknownCountry: number;

  constructor(
    readonly layout: TrendLayout,
    private readonly columns: TrendColumns,
  ) {
    this.metrics = columns.metrics.map((m) => m.metric);
    if (this.metrics.length === 0 && layout.eachRowCounts) this.metrics.push(layout.eachRowCounts);
    this.dimensions = columns.dimensions.map((d) => d.dimension);
    this.valueIds = this.dimensions.map(
      (dimension) => new CellIds((text) => readDimensionValue(layout.platform, dimension, text)),
    );
    this.unknownCountry = this.countryIds.idOf('');
  }

  get days(): readonly string[] {
    return this.dayIds.values;
  }

  get countries(): readonly string[] {
    return this.countryIds.values;
  }

  get values(): readonly (readonly string[])[] {
    return this.valueIds.map((ids) => ids.values);
  }

  codeOf(id: number): TrendCode {
    const [isrc = '', upc = ''] = (this.codeIds.values[id] ?? '').split(CODE_SEP);
    return upc === '' ? { isrc: isrc === '' ? null : isrc } : { isrc: isrc === '' ? null : isrc, upc };
  }

  /** Reads one row into the batch: a good row (true), or its problem (false). */
  add(cells: CellRanges, line: number): boolean {
    const b = this.batch;
    const i = b.grow();
    b.line[i] = line;
    b.problem[i] = -1;
    const c = this.columns;
    if (cells.count < c.width) {
      return this.fail(i, `the row has ${cells.count} cells where the header has ${c.width}`);
    }
    const day = this.idOf(this.dayIds, cells, c.date);
    if (day === UNREADABLE) return this.fail(i, this.dayIds.problemOf(cells.cell(c.date)));
    const code = this.codeIdOf(cells);
    if (code === UNREADABLE) return this.fail(i, this.codeIds.problemOf(this.codeKey(cells)));
    const country = c.country === -1 ? this.unknownCountry : this.idOf(this.countryIds, cells, c.country);
    if (country === UNREADABLE) return this.fail(i, this.countryIds.problemOf(cells.cell(c.country)));
    b.day[i] = day;
    b.code[i] = code;
    b.country[i] = country;
    const m = this.metrics.length;
    if (c.metrics.length === 0) b.amount[i * m] = 1;
    const { text, start, end } = cells;
    for (let k = 0; k < c.metrics.length; k += 1) {
      const { index, name } = c.metrics[k] as TrendColumns['metrics'][number];
      try {
        b.amount[i * m + k] = readCount(text, start[index] as number, end[index] as number, name);
      } catch (error) {
        return this.fail(i, (error as Error).message);
      }
    }
    const d = this.dimensions.length;
    for (let k = 0; k < d; k += 1) {
      const index = (c.dimensions[k] as TrendColumns['dimensions'][number]).index;
      const ids = this.valueIds[k] as CellIds;
      const value = this.idOf(ids, cells, index);
      if (value === UNREADABLE) return this.fail(i, ids.problemOf(cells.cell(index)));
      b.value[i * d + k] = value === NOT_SAID ? -1 : value;
    }
    return true;
  }

  /** The id of cell `k` (within the row's width: checked before). */
  private idOf(ids: CellIds, cells: CellRanges, k: number): number {
    return ids.idOfRange(cells.text, cells.start[k] as number, cells.end[k] as number);
  }

  private lastCodeKey = '';
  private lastCode = UNREADABLE;

  private codeIdOf(cells: CellRanges): number {
    const c = this.columns;
    if (c.upc === -1) return this.idOf(this.codeIds, cells, c.isrc);
    const key = this.codeKey(cells);
    if (key !== this.lastCodeKey) {
      this.lastCodeKey = key;
      this.lastCode = this.codeIds.idOf(key);
    }
    return this.lastCode;
  }

  private fail(i: number, message: string): false {
    const b = this.batch;
    b.problem[i] = b.problems.length;
    b.problems.push({ line: b.line[i] as number, message });
    return false;
  }

  private codeKey(cells: CellRanges): string {
    const c = this.columns;
    const isrc = c.isrc === -1 ? '' : cells.cell(c.isrc);
    return c.upc === -1 ? isrc : `${isrc}${CODE_SEP}${cells.cell(c.upc)}`;
  }

  private readCode(key: string): string {
    const [isrcCell = '', upcCell = ''] = key.split(CODE_SEP);
    const isrc = isrcCell.replace(/[\s-]/g, '').toUpperCase();
    const upc = upcCell.replace(/[\s-]/g, '');
    if (isrc === '' && upc === '') throw new Error('missing ISRC');
    if (isrc !== '' && !ISRC.test(isrc)) throw new Error(`not an ISRC: "${isrcCell}"`);
    if (upc !== '' && !UPC.test(upc)) throw new Error(`not a UPC: "${upcCell}"`);
    return `${isrc}${CODE_SEP}${upc}`;
  }
}

/**
 * The rows of a trend file in batches (one per piece of text read, so a consumer awaits once per
 * batch). Throws TrendFileError when the file cannot be read as the layout at all.
 */
export async function* readTrendBatches(source: ChunkSource, layout: TrendLayout): AsyncGenerator<TrendBatch> {
  let reader: TrendBatchReader | null = null;
  const visit = (cells: CellRanges, line: number) => {
    if (reader) reader.add(cells, line);
    else reader = new TrendBatchReader(layout, resolveTrendColumns(layout, cells.cells()));
  };
  try {
    for await (const { text, parser } of readCompleteRows(source, {}, PIECE_CHARS)) {
      parser.eachRow(text, visit);
      const batch = (reader as TrendBatchReader | null)?.batch;
      if (batch && batch.size > 0) {
        yield batch;
        batch.size = 0;
        batch.problems = [];
      }
    }
  } catch (error) {
    if (error instanceof StatementParseError)
      throw new TrendFileError(error.message.replace(/^line \d+: /, ''), error.line);
    throw error;
  }
  if (!reader) throw new TrendFileError('the file is empty: it has no header row');
}
