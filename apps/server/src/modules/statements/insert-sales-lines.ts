/**
 * Sale lines go into `sales_lines` with COPY (platform/bulk-copy.ts): on PostgreSQL ~2x the rows
 * per second of the `INSERT ... SELECT FROM unnest(...)` it replaced, and no parameter limits.
 * Each line's COPY text is written straight from the parsed line (no row object in between: at a
 * million lines, every per-line allocation shows up as garbage-collector time).
 */
import type { SaleLine } from '@liner/ddex/dsr';
import { copyInto, copyTextValue } from '../../platform/bulk-copy.js';
import type { DbExecutor } from '../../platform/db.js';
import type { CatalogMatch } from './find-catalog-match.js';

const COLUMNS = [
  'statement_id', 'line_number', 'sale_period_start', 'sale_period_end', 'accounting_date', 'store', 'store_raw', 'territory',
  'isrc', 'upc', 'title', 'artist', 'units', 'use_type', 'amount_micros', 'currency', 'exchange_rate', 'converted_micros',
  'track_id', 'release_id', 'owner_user_id', 'matched_by',
] as const;

/** What every line of one statement shares, escaped for COPY once. */
export interface StatementCopyContext {
  statementId: number;
  currency: string;
  exchangeRate: string;
}

const NULL = '\\N';

/**
 * One line in COPY text format (COLUMNS order), line break included. Dates, codes, numbers and
 * the normalised ISRC/UPC/territory never hold a tab, line break or backslash; free text is escaped.
 */
export function saleLineCopyText(
  context: StatementCopyContext, line: SaleLine, store: string, storeRaw: string, convertedMicros: bigint, match: CatalogMatch | null,
): string {
  const matched = match
    ? `${match.trackId ?? NULL}\t${match.releaseId}\t${match.ownerUserId}\t${match.matchedBy}`
    : `${NULL}\t${NULL}\t${NULL}\t${NULL}`;
  return `${context.statementId}\t${line.sourceLine}\t${line.salePeriodStart}\t${line.salePeriodEnd}\t${line.accountingDate ?? NULL}\t`
    + `${copyTextValue(store)}\t${copyTextValue(storeRaw)}\t${line.territory}\t${line.isrc ?? NULL}\t${line.upc ?? NULL}\t`
    + `${copyTextValue(line.title)}\t${copyTextValue(line.artist)}\t${line.units}\t${line.useType}\t${line.amountMicros}\t`
    + `${context.currency}\t${context.exchangeRate}\t${convertedMicros}\t${matched}\n`;
}

/** COPY `text` (lines from saleLineCopyText) into sales_lines, on the caller's transaction. */
export async function copySalesLines(db: DbExecutor, text: string | Buffer): Promise<void> {
  await copyInto(db, 'sales_lines', COLUMNS, text);
}
