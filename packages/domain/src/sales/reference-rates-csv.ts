/**
 * Reads a CSV of reference rates: a header naming `currency`, `month` and `rate` (any order, any
 * case; other columns ignored), then one rate per row. Every row is checked and every bad one
 * reported with its line number; the caller refuses the whole file when any row is bad, so an
 * import is all of the file or none of it (no half-updated month to find later).
 */
import { ExchangeRateInput, SAME_CURRENCY_MESSAGE } from '../contracts/exchange-rates.js';

export interface ReferenceRatesRead {
  rows: ExchangeRateInput[];
  /** "line 3: ..." messages, in file order. */
  errors: string[];
}

const MAX_ERRORS = 50;

function cellsOf(line: string): string[] {
  return line.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
}

/** `accountCurrency`: rows for it are refused (it needs no rate). */
export function readReferenceRatesCsv(csv: string, accountCurrency?: string): ReferenceRatesRead {
  const lines = csv.replace(/^\ufeff/, '').split(/\r?\n/);
  const header = cellsOf(lines[0] ?? '').map((cell) => cell.toLowerCase());
  const at = { currency: header.indexOf('currency'), month: header.indexOf('month'), rate: header.indexOf('rate') };
  const missing = Object.entries(at)
    .filter(([, index]) => index < 0)
    .map(([name]) => name);
  if (missing.length > 0) {
    return {
      rows: [],
      errors: [`line 1: the header must name the columns currency, month and rate (missing ${missing.join(', ')})`],
    };
  }
  const rows: ExchangeRateInput[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  lines.slice(1).forEach((text, index) => {
    const lineNumber = index + 2;
    if (text.trim() === '' || errors.length >= MAX_ERRORS) return;
    const cells = cellsOf(text);
    const parsed = ExchangeRateInput.safeParse({
      currency: cells[at.currency] ?? '',
      month: cells[at.month] ?? '',
      rate: cells[at.rate] ?? '',
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      errors.push(`line ${lineNumber}: ${String(issue.path[0] ?? 'row')}: ${issue.message}`);
      return;
    }
    if (parsed.data.currency === accountCurrency) {
      errors.push(`line ${lineNumber}: currency: ${SAME_CURRENCY_MESSAGE}`);
      return;
    }
    const key = `${parsed.data.currency}\t${parsed.data.month}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push(`line ${lineNumber}: ${parsed.data.currency} ${parsed.data.month} is already on line ${earlier}`);
      return;
    }
    seen.set(key, lineNumber);
    rows.push(parsed.data);
  });
  if (rows.length === 0 && errors.length === 0) errors.push('line 2: the file has no rates');
  return { rows, errors };
}
