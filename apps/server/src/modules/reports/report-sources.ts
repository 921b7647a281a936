/**
 * What each report family contains: its columns, how many rows, and the rows as
 * already-formatted strings, either one page for the report pages or page by page for the
 * downloads (never the whole report in memory). Money is formatted from micro-units with
 * @liner/domain (sales fees and totals 6 decimals; payouts, typed by people in cents, 2); dates
 * are ISO. A report page and its download show the same cells.
 */
import { formatMicros, formatSalesAmount, PAYOUT_REPORT_COLUMNS, SALES_REPORT_COLUMNS } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { salesFamilySource } from './sales-family-sources.js';
import { keysetSource, type ReportSource, type SourceParams, type TableKind } from './source-kit.js';
import { countPayouts, payoutsPage } from './queries/payout-rows.js';
import { countSalesLines, salesLinesPage } from './queries/sales-rows.js';
import { countTransactions, transactionsPage } from './queries/transaction-rows.js';

const iso = (value: Date | string) => new Date(value).toISOString();

export function reportSource(
  db: DbExecutor,
  userId: number,
  kind: TableKind,
  params: SourceParams,
  currency: string,
): ReportSource {
  const range = { start: params.start_date, end: params.end_date };
  switch (kind) {
    case 'sales': {
      const days = { start: params.start_date ?? '0001-01-01', end: params.end_date ?? '9999-12-31' };
      return keysetSource(
        SALES_REPORT_COLUMNS,
        () => countSalesLines(db, userId, days),
        (after, limit, offset) => salesLinesPage(db, userId, days, after, limit, offset),
        (row) => [
          String(row.id),
          row.store,
          row.accounting_date ?? '',
          row.territory,
          row.isrc ?? '',
          row.upc ?? '',
          row.track_title,
          // The sales lines are the owner's gross: 100 % share, no distributor fee (the install takes no commission).
          row.release_title ?? '',
          '100.00',
          formatSalesAmount(0n),
          formatSalesAmount(BigInt(row.converted_micros)),
          String(row.owner_user_id),
        ],
      );
    }
    case 'transactions':
      return keysetSource(
        ['id', 'date', 'type', 'title', 'amount', 'sale_date', 'accounting_date'],
        () => countTransactions(db, userId, range),
        (after, limit, offset) => transactionsPage(db, userId, range, after, limit, offset),
        (row) => [
          String(row.id),
          iso(row.occurred_at),
          row.kind,
          row.reference ?? row.kind,
          formatMicros(BigInt(row.amount_micros), 6),
          row.sale_date ?? '',
          row.accounting_date ?? '',
        ],
      );
    case 'payouts':
      return keysetSource(
        [...PAYOUT_REPORT_COLUMNS, 'fee', 'net', 'status'],
        () => countPayouts(db, userId, range),
        (after, limit, offset) => payoutsPage(db, userId, range, after, limit, offset),
        (row) => [
          String(row.id),
          iso(row.created_at),
          formatMicros(BigInt(row.amount_micros), 2),
          row.user_email,
          row.method_type,
          formatMicros(BigInt(row.fee_micros), 2),
          formatMicros(BigInt(row.net_micros), 2),
          row.status,
        ],
      );
    default:
      return salesFamilySource(db, userId, kind, params, currency);
  }
}
