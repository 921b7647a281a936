/**
 * Where the rate that converts a sale line into the account currency comes from, in order: the
 * file itself, the rate the operator typed at upload, the operator's monthly reference table; a
 * line in the account currency needs none. Never 1 by default: without any, the import waits.
 */

export const RATE_SOURCES = ['same-currency', 'file', 'operator', 'reference'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

export const RATE_SOURCE_LABELS: Record<RateSource, string> = {
  'same-currency': 'Same currency',
  file: 'From the file',
  operator: 'Typed by the operator',
  reference: 'Reference table',
};

/** What a line says about its money (a parsed sale line has these fields). */
export interface LineMoney {
  /** The currency of the line's amount (DSR: CurrencyOfReporting). */
  currency: string;
  /** The currency the file's rate converts from into `currency` (DSR: CurrencyOfTransaction). */
  transactionCurrency?: string;
  /** The file's rate, as the file writes it. */
  exchangeRate?: string;
}

/**
 * The file's own rate from the line's currency into `accountCurrency`, or null when the file's
 * rate does not reach it. DDEX defines a DSR ExchangeRate as converting CurrencyOfTransaction
 * into CurrencyOfReporting (TuneCore's "Exchange Rate" likewise turns Net Sales Currency into
 * the earned Currency): it converts the line into the account currency only when the
 * transaction currency is the account currency, and then the other way, so its inverse is used.
 * A rate without a "from" currency (a saved mapping's column) is read as into the account currency.
 */
export function fileRateInto(line: LineMoney, accountCurrency: string): string | null {
  const rate = line.exchangeRate?.trim();
  if (!rate) return null;
  const from = line.transactionCurrency?.trim().toUpperCase();
  if (!from) return rate;
  if (from === line.currency) return null;
  if (from === accountCurrency) return `1/${rate}`;
  return null;
}

/** yyyy-mm of a yyyy-mm-dd date: the month whose reference rate a line takes. */
export function rateMonth(date: string): string {
  return date.slice(0, 7);
}

export interface RateChoice {
  rate: string;
  source: RateSource;
}

export interface RateInputs {
  accountCurrency: string;
  /** The rate the operator typed at upload, for lines in its currency. */
  typed: { currency: string; rate: string } | null;
  /** The reference table: `${currency}\t${yyyy-mm}` -> rate into the account currency. */
  reference: ReadonlyMap<string, string>;
}

export const referenceRateKey = (currency: string, month: string) => `${currency}\t${month}`;

/** The rate a line converts with, or null when none is known (the import then waits for one). */
export function chooseRate(line: LineMoney & { salePeriodStart: string }, inputs: RateInputs): RateChoice | null {
  if (line.currency === inputs.accountCurrency) return { rate: '1', source: 'same-currency' };
  const fromFile = fileRateInto(line, inputs.accountCurrency);
  if (fromFile) return { rate: fromFile, source: 'file' };
  if (inputs.typed && inputs.typed.currency === line.currency) return { rate: inputs.typed.rate, source: 'operator' };
  const reference = inputs.reference.get(referenceRateKey(line.currency, rateMonth(line.salePeriodStart)));
  if (reference) return { rate: reference, source: 'reference' };
  return null;
}

/** A stored rate source in words ('' for none stored). */
export function rateSourceLabel(source: string): string {
  return (RATE_SOURCES as readonly string[]).includes(source) ? RATE_SOURCE_LABELS[source as RateSource] : source;
}
