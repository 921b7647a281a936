/** Distributor CSV/TSV exports -> sale lines, through a column layout (csv-layouts.ts). One pass. */
import { channelDisplayName, classifyUseType, normaliseIsrc, normaliseTerritory, normaliseUpc } from './channels.js';
import { readCsvRowBatches } from './csv-rows.js';
import { resolveColumns, type MappedField, type StatementLayout } from './csv-layouts.js';
import type { DecodeOptions } from './text-lines.js';
import { StatementParseError, type ChunkSource, type SaleLine, type UseType } from './types.js';
import { memoise, parseAmount, parseDate as readDate, parsePeriod as readPeriod, parseUnits } from './values.js';

// Pure and repeated on nearly every line: read each distinct text once.
const parseDate = memoise(readDate);
const parsePeriod = memoise(readPeriod);
const storeName = memoise(channelDisplayName);
const territoryCode = memoise(normaliseTerritory);

type Indexes = Partial<Record<MappedField, number>>;

function isBlankRow(cells: string[]): boolean {
  for (const c of cells) if (c.trim() !== '') return false;
  return true;
}

function checkLayout(layout: StatementLayout, header: string[], line: number): Indexes {
  const { indexes, missing } = resolveColumns(layout, header);
  const d = layout.defaults ?? {};
  if (
    indexes.salePeriod === undefined &&
    (indexes.salePeriodStart === undefined || indexes.salePeriodEnd === undefined) &&
    !(d.salePeriodStart && d.salePeriodEnd)
  ) {
    missing.push('a sale period (salePeriod, or salePeriodStart and salePeriodEnd, or defaults for them)');
  }
  if (indexes.currency === undefined && !d.currency) missing.push('currency (a column or a default)');
  if (missing.length > 0) {
    throw new StatementParseError(
      'missing-columns',
      `the ${layout.name} layout needs columns the file lacks: ${missing.join(', ')}`,
      line,
    );
  }
  return indexes;
}

/** The column of each field, or -1: looked up once per file, not per line. */
type Columns = Record<MappedField, number>;

const FIELDS: readonly MappedField[] = [
  'amount',
  'isrc',
  'upc',
  'title',
  'releaseTitle',
  'artist',
  'store',
  'territory',
  'units',
  'useType',
  'currency',
  'exchangeRate',
  'transactionCurrency',
  'salePeriod',
  'salePeriodStart',
  'salePeriodEnd',
  'accountingDate',
];

function columnsOf(indexes: Indexes): Columns {
  const columns = {} as Columns;
  for (const field of FIELDS) columns[field] = indexes[field] ?? -1;
  return columns;
}

/** A cell, trimmed; '' when the layout does not map the field or the row is short. */
function cell(cells: string[], column: number): string {
  if (column < 0) return '';
  const text = cells[column];
  return text === undefined ? '' : text.trim();
}

function value<T>(line: number, column: string, text: string, read: (text: string) => T): T {
  try {
    return read(text);
  } catch (error) {
    throw new StatementParseError('bad-value', `${column}: ${(error as Error).message}`, line);
  }
}

const isCurrencyCode = memoise((code: string) => /^[A-Z]{3}$/.test(code));

/** Use type per raw use type and store: two map lookups, no key string per line. */
class UseTypes {
  private readonly byStore = new Map<string, Map<string, UseType>>();

  of(useTypeRaw: string, storeRaw: string): UseType {
    let byUse = this.byStore.get(storeRaw);
    if (!byUse) this.byStore.set(storeRaw, (byUse = new Map()));
    let use = byUse.get(useTypeRaw);
    if (use === undefined) byUse.set(useTypeRaw, (use = classifyUseType(useTypeRaw, storeRaw)));
    return use;
  }
}

/** Turns rows of one file into sale lines; what is the same for every line is worked out once. */
class SaleLineReader {
  private readonly defaults: NonNullable<StatementLayout['defaults']>;
  private readonly amountOptions: { decimalComma?: boolean };
  private readonly useTypes = new UseTypes();
  private readonly readUnits: (text: string) => bigint;
  private readonly readAmount: (text: string) => bigint;

  constructor(
    private readonly columns: Columns,
    layout: StatementLayout,
  ) {
    this.defaults = layout.defaults ?? {};
    this.amountOptions = { decimalComma: layout.decimalComma };
    this.readUnits = (t) => parseUnits(t, this.amountOptions);
    this.readAmount = (t) => parseAmount(t, this.amountOptions);
  }

  private period(cells: string[], line: number): { start: string; end: string } {
    const c = this.columns;
    const d = this.defaults;
    const start = cell(cells, c.salePeriodStart);
    const end = cell(cells, c.salePeriodEnd);
    if (start && end) {
      return {
        start: value(line, 'sale period start', start, parseDate),
        end: value(line, 'sale period end', end, parseDate),
      };
    }
    const period = cell(cells, c.salePeriod);
    if (period) return value(line, 'sale period', period, parsePeriod);
    if (d.salePeriodStart && d.salePeriodEnd)
      return { start: parseDate(d.salePeriodStart), end: parseDate(d.salePeriodEnd) };
    throw new StatementParseError('bad-value', 'the line has no sale period', line);
  }

  read(cells: string[], line: number): SaleLine {
    const c = this.columns;
    const d = this.defaults;
    const period = this.period(cells, line);
    const storeRaw = cell(cells, c.store) || d.store || '';
    const useTypeRaw = cell(cells, c.useType) || d.useType || '';
    const accounting = cell(cells, c.accountingDate);
    const amountText = cell(cells, c.amount);
    const currencyCell = cell(cells, c.currency) || d.currency || '';
    const currency = isCurrencyCode(currencyCell) ? currencyCell : currencyCell.toUpperCase();
    if (!isCurrencyCode(currency))
      throw new StatementParseError('bad-value', `currency "${currency}" is not an ISO 4217 code`, line);
    const releaseTitle = cell(cells, c.releaseTitle);
    return {
      salePeriodStart: period.start,
      salePeriodEnd: period.end,
      accountingDate: accounting ? value(line, 'accounting date', accounting, parseDate) : undefined,
      store: storeName(storeRaw),
      storeRaw,
      territory: territoryCode(cell(cells, c.territory) || d.territory || ''),
      isrc: normaliseIsrc(cell(cells, c.isrc)),
      upc: normaliseUpc(cell(cells, c.upc)),
      title: cell(cells, c.title) || releaseTitle,
      releaseTitle: releaseTitle || undefined,
      artist: cell(cells, c.artist),
      units: value(line, 'units', cell(cells, c.units), this.readUnits),
      useType: this.useTypes.of(useTypeRaw, storeRaw),
      useTypeRaw,
      amountMicros: amountText === '' ? 0n : value(line, 'amount', amountText, this.readAmount),
      currency,
      exchangeRate: cell(cells, c.exchangeRate) || undefined,
      transactionCurrency: cell(cells, c.transactionCurrency).toUpperCase() || undefined,
      sourceLine: line,
    };
  }
}

/**
 * Sale lines of a delimited export in batches (one per chunk of text read): a consumer pays one
 * await per batch, not per line. The first row must be the header the layout names.
 */
export async function* readCsvSaleLineBatches(
  source: ChunkSource,
  layout: StatementLayout,
  options: DecodeOptions = {},
): AsyncGenerator<SaleLine[]> {
  let reader: SaleLineReader | undefined;
  const batches = readCsvRowBatches(source, {
    encoding: options.encoding ?? layout.encoding,
    delimiter: layout.delimiter,
  });
  for await (const rows of batches) {
    const lines: SaleLine[] = [];
    for (const { cells, line } of rows) {
      if (!reader) {
        reader = new SaleLineReader(columnsOf(checkLayout(layout, cells, line)), layout);
        continue;
      }
      if (isBlankRow(cells)) continue;
      lines.push(reader.read(cells, line));
    }
    if (lines.length > 0) yield lines;
  }
  if (!reader)
    throw new StatementParseError(
      'truncated',
      'the file is empty (no header row), or the stream given had already been read',
    );
}

/** Sale lines of a delimited export one by one (tests and small files). */
export async function* readCsvSaleLines(
  source: ChunkSource,
  layout: StatementLayout,
  options: DecodeOptions = {},
): AsyncGenerator<SaleLine> {
  for await (const batch of readCsvSaleLineBatches(source, layout, options)) yield* batch;
}
