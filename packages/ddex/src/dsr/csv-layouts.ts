/**
 * Column layouts of distributor exports: which header is which sale-line field. The generic layout
 * is a mapping an operator saves; DistroKid and TuneCore are fixed layouts from DOMAIN.md section 2.
 */
import type { TextEncodingName } from './types.js';

/** A header name, or several names where exports differ (the first one present wins). */
export type ColumnRef = string | readonly string[];

export interface ColumnMapping {
  /** Required: the amount earned, in the reporting currency. */
  amount: ColumnRef;
  isrc?: ColumnRef;
  upc?: ColumnRef;
  title?: ColumnRef;
  releaseTitle?: ColumnRef;
  artist?: ColumnRef;
  store?: ColumnRef;
  territory?: ColumnRef;
  units?: ColumnRef;
  useType?: ColumnRef;
  currency?: ColumnRef;
  /** The rate's "from" currency; without it a rate column converts into the account currency. */
  exchangeRate?: ColumnRef;
  transactionCurrency?: ColumnRef;
  /** One cell with the whole period ('2024-01', 'Jan 2024', '2024-Q1', '2024-01-01--2024-01-31') */
  salePeriod?: ColumnRef;
  salePeriodStart?: ColumnRef;
  salePeriodEnd?: ColumnRef;
  accountingDate?: ColumnRef;
}

export type MappedField = keyof ColumnMapping;

export interface StatementLayout {
  name: string;
  columns: ColumnMapping;
  /** Values for lines whose file has no such column (e.g. a single-currency export). */
  defaults?: {
    currency?: string;
    store?: string;
    territory?: string;
    useType?: string;
    salePeriodStart?: string;
    salePeriodEnd?: string;
  };
  /** '1.234,56' amounts */
  decimalComma?: boolean;
  delimiter?: string;
  encoding?: TextEncodingName;
}

export const DISTROKID_LAYOUT: StatementLayout = {
  name: 'DistroKid',
  columns: {
    salePeriod: 'Sale Month',
    accountingDate: 'Reporting Date',
    store: 'Store',
    artist: 'Artist',
    title: 'Title',
    isrc: 'ISRC',
    upc: 'UPC',
    units: 'Quantity',
    useType: ['Source Type', 'Song/Album'],
    territory: 'Country of Sale',
    amount: 'Earnings (USD)',
  },
  defaults: { currency: 'USD' },
};

export const TUNECORE_LAYOUT: StatementLayout = {
  name: 'TuneCore',
  columns: {
    salePeriod: 'Sales Period',
    accountingDate: 'Posted Date',
    store: 'Store Name',
    territory: 'Country Of Sale',
    artist: 'Artist',
    releaseTitle: 'Release Title',
    title: 'Song Title',
    upc: 'UPC',
    isrc: 'Optional ISRC',
    useType: 'Sales Type',
    units: '# Units Sold',
    exchangeRate: 'Exchange Rate',
    transactionCurrency: 'Net Sales Currency',
    amount: 'Total Earned',
    currency: 'Currency',
  },
};

/** Header cells that identify each export (compared lower case, trimmed). */
export const LAYOUT_FINGERPRINTS: ReadonlyArray<{ format: 'distrokid' | 'tunecore'; headers: readonly string[] }> = [
  {
    format: 'distrokid',
    headers: ['reporting date', 'sale month', 'store', 'isrc', 'quantity', 'country of sale', 'earnings (usd)'],
  },
  {
    format: 'tunecore',
    headers: ['sales period', 'store name', 'country of sale', '# units sold', 'total earned', 'currency'],
  },
];

export function headerKey(name: string): string {
  return name
    .replace(/^\ufeff/, '')
    .trim()
    .toLowerCase();
}

/** Which fingerprinted export a header row is, if any. */
export function matchFingerprint(header: readonly string[]): 'distrokid' | 'tunecore' | undefined {
  const present = new Set(header.map(headerKey));
  return LAYOUT_FINGERPRINTS.find((f) => f.headers.every((h) => present.has(h)))?.format;
}

/** Field -> column index for a header row; missing required columns are listed, not guessed. */
export function resolveColumns(
  layout: StatementLayout,
  header: readonly string[],
): { indexes: Partial<Record<MappedField, number>>; missing: string[] } {
  const position = new Map<string, number>();
  header.forEach((name, i) => {
    if (!position.has(headerKey(name))) position.set(headerKey(name), i);
  });
  const indexes: Partial<Record<MappedField, number>> = {};
  const missing: string[] = [];
  for (const field of Object.keys(layout.columns) as MappedField[]) {
    const ref = layout.columns[field];
    if (ref === undefined) continue;
    const names = typeof ref === 'string' ? [ref] : ref;
    const found = names.map((n) => position.get(headerKey(n))).find((i) => i !== undefined);
    if (found === undefined) missing.push(`${field} ("${names.join('" or "')}")`);
    else indexes[field] = found;
  }
  return { indexes, missing };
}
