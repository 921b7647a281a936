/**
 * A sale line as one row of COPY text for `sales_lines` (SALE_LINE_COLUMNS order), written straight
 * from the parsed line: no row object in between, since at a million lines every per-line
 * allocation shows up as garbage-collector time. No database code here (insert-sales-lines.ts
 * sends the text): the statement import process builds its rows with this.
 */
import type { SaleLine } from '@liner/ddex/dsr';
import { copyTextValue } from '../../platform/copy-text.js';
import type { CatalogMatch } from './catalog-matcher.js';

/** The columns of a sale line's COPY text, in order. */
export const SALE_LINE_COLUMNS = [
  'statement_id',
  'line_number',
  'sale_period_start',
  'sale_period_end',
  'accounting_date',
  'store',
  'store_raw',
  'territory',
  'isrc',
  'upc',
  'title',
  'artist',
  'units',
  'use_type',
  'amount_micros',
  'currency',
  'exchange_rate',
  'rate_source',
  'converted_micros',
  'track_id',
  'release_id',
  'owner_user_id',
  'matched_by',
] as const;

/** What every line of one statement shares, as COPY text made once. */
export interface StatementCopyContext {
  /** statement_id and its tab */
  first: string;
  /** currency, exchange_rate and rate_source of one rate group, each with its tab */
  currencyAndRate: string;
  /** The match columns of a catalog match (its four columns, line break included). */
  matchColumns(match: CatalogMatch | null): string;
}

const NULL = '\\N';
const UNMATCHED = `${NULL}\t${NULL}\t${NULL}\t${NULL}\n`;

export function statementCopyContext(
  statementId: number,
  currency: string,
  exchangeRate: string,
  rateSource: string,
): StatementCopyContext {
  // A match is one object per ISRC or UPC for the whole import: its columns are written once.
  const byMatch = new WeakMap<CatalogMatch, string>();
  return {
    first: `${statementId}\t`,
    currencyAndRate: `${copyTextValue(currency)}\t${copyTextValue(exchangeRate)}\t${rateSource}\t`,
    matchColumns(match) {
      if (!match) return UNMATCHED;
      let text = byMatch.get(match);
      if (text === undefined)
        byMatch.set(
          match,
          (text = `${match.trackId ?? NULL}\t${match.releaseId}\t${match.ownerUserId}\t${match.matchedBy}\n`),
        );
      return text;
    },
  };
}

/**
 * One line in COPY text format (SALE_LINE_COLUMNS order), line break included. Dates, codes, numbers and
 * the normalised ISRC/UPC/territory never hold a tab, line break or backslash; free text is escaped.
 */
export function saleLineCopyText(
  context: StatementCopyContext,
  line: SaleLine,
  store: string,
  storeRaw: string,
  convertedMicros: bigint,
  match: CatalogMatch | null,
): string {
  const amount = String(line.amountMicros);
  // At a rate of 1 the converted amount is the same bigint: its text is made once.
  const converted = convertedMicros === line.amountMicros ? amount : String(convertedMicros);
  return (
    `${context.first}${line.sourceLine}\t${line.salePeriodStart}\t${line.salePeriodEnd}\t${line.accountingDate ?? NULL}\t` +
    `${copyTextValue(store)}\t${copyTextValue(storeRaw)}\t${line.territory}\t${line.isrc ?? NULL}\t${line.upc ?? NULL}\t` +
    `${copyTextValue(line.title)}\t${copyTextValue(line.artist)}\t${line.units}\t${line.useType}\t${amount}\t` +
    `${context.currencyAndRate}${converted}\t${context.matchColumns(match)}`
  );
}
