/** Distributor CSV/TSV exports -> sale lines, through a column layout (csv-layouts.ts). One pass. */
import { channelDisplayName, classifyUseType, normaliseIsrc, normaliseTerritory, normaliseUpc } from './channels.js';
import { readCsvRowBatches } from './csv-rows.js';
import { resolveColumns, type MappedField, type StatementLayout } from './csv-layouts.js';
import type { DecodeOptions } from './text-lines.js';
import { StatementParseError, type ChunkSource, type SaleLine } from './types.js';
import { memoise, parseAmount, parseDate as readDate, parsePeriod as readPeriod, parseUnits } from './values.js';

// Pure and repeated on nearly every line: read each distinct text once.
const parseDate = memoise(readDate);
const parsePeriod = memoise(readPeriod);
const storeName = memoise(channelDisplayName);
const territoryCode = memoise(normaliseTerritory);
const useTypeOf = memoise((key) => {
  const [use, store] = key.split('\t');
  return classifyUseType(use, store);
});

type Indexes = Partial<Record<MappedField, number>>;

function checkLayout(layout: StatementLayout, header: string[], line: number): Indexes {
  const { indexes, missing } = resolveColumns(layout, header);
  const d = layout.defaults ?? {};
  if (indexes.salePeriod === undefined && (indexes.salePeriodStart === undefined || indexes.salePeriodEnd === undefined)
    && !(d.salePeriodStart && d.salePeriodEnd)) {
    missing.push('a sale period (salePeriod, or salePeriodStart and salePeriodEnd, or defaults for them)');
  }
  if (indexes.currency === undefined && !d.currency) missing.push('currency (a column or a default)');
  if (missing.length > 0) {
    throw new StatementParseError('missing-columns', `the ${layout.name} layout needs columns the file lacks: ${missing.join(', ')}`, line);
  }
  return indexes;
}

/** Reads one mapped field of a row, trimmed; '' when the layout does not map it. */
function fieldReader(cells: string[], indexes: Indexes) {
  return (field: MappedField): string => {
    const i = indexes[field];
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
}

function value<T>(line: number, column: string, text: string, read: (text: string) => T): T {
  try {
    return read(text);
  } catch (error) {
    throw new StatementParseError('bad-value', `${column}: ${(error as Error).message}`, line);
  }
}

function toSaleLine(cells: string[], line: number, indexes: Indexes, layout: StatementLayout): SaleLine {
  const get = fieldReader(cells, indexes);
  const d = layout.defaults ?? {};
  let period: { start: string; end: string };
  if (get('salePeriodStart') && get('salePeriodEnd')) {
    period = {
      start: value(line, 'sale period start', get('salePeriodStart'), parseDate),
      end: value(line, 'sale period end', get('salePeriodEnd'), parseDate),
    };
  } else if (get('salePeriod')) {
    period = value(line, 'sale period', get('salePeriod'), parsePeriod);
  } else if (d.salePeriodStart && d.salePeriodEnd) {
    period = { start: parseDate(d.salePeriodStart), end: parseDate(d.salePeriodEnd) };
  } else {
    throw new StatementParseError('bad-value', 'the line has no sale period', line);
  }
  const storeRaw = get('store') || d.store || '';
  const useTypeRaw = get('useType') || d.useType || '';
  const accounting = get('accountingDate');
  const amountText = get('amount');
  const currency = (get('currency') || d.currency || '').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new StatementParseError('bad-value', `currency "${currency}" is not an ISO 4217 code`, line);
  return {
    salePeriodStart: period.start,
    salePeriodEnd: period.end,
    accountingDate: accounting ? value(line, 'accounting date', accounting, parseDate) : undefined,
    store: storeName(storeRaw),
    storeRaw,
    territory: territoryCode(get('territory') || d.territory || ''),
    isrc: normaliseIsrc(get('isrc')),
    upc: normaliseUpc(get('upc')),
    title: get('title') || get('releaseTitle'),
    releaseTitle: get('releaseTitle') || undefined,
    artist: get('artist'),
    units: value(line, 'units', get('units'), (t) => parseUnits(t, { decimalComma: layout.decimalComma })),
    useType: useTypeOf(`${useTypeRaw}\t${storeRaw}`),
    useTypeRaw,
    amountMicros: amountText === '' ? 0n : value(line, 'amount', amountText, (t) => parseAmount(t, { decimalComma: layout.decimalComma })),
    currency,
    exchangeRate: get('exchangeRate') || undefined,
    sourceLine: line,
  };
}

/** Sale lines of a delimited export; the first row must be the header the layout names. */
export async function* readCsvSaleLines(
  source: ChunkSource,
  layout: StatementLayout,
  options: DecodeOptions = {},
): AsyncGenerator<SaleLine> {
  let indexes: Indexes | undefined;
  const batches = readCsvRowBatches(source, { encoding: options.encoding ?? layout.encoding, delimiter: layout.delimiter });
  for await (const rows of batches) {
    for (const { cells, line } of rows) {
      if (!indexes) {
        indexes = checkLayout(layout, cells, line);
        continue;
      }
      if (cells.every((c) => c.trim() === '')) continue;
      yield toSaleLine(cells, line, indexes, layout);
    }
  }
  if (!indexes) throw new StatementParseError('truncated', 'the file is empty (no header row), or the stream given had already been read');
}
