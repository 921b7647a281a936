/**
 * What each downloadable report family contains: its columns, how many rows, and the rows as
 * already-formatted strings, page by page (never the whole report in memory). Money is
 * formatted from micro-units with @liner/domain (sales fees and totals 6 decimals; payouts,
 * typed by people in cents, 2); dates are ISO.
 */
import { formatMicros, formatSalesAmount, PAYOUT_REPORT_COLUMNS, SALES_REPORT_COLUMNS, type ReportKind } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { releaseNames, trackNames, keyNames } from '../sales/catalog-names.js';
import { salesBreakdown } from '../sales/query-sales.js';
import { countPayouts, payoutsPage } from './queries/payout-rows.js';
import { countSalesLines, salesLinesPage } from './queries/sales-rows.js';
import { countTransactions, transactionsPage } from './queries/transaction-rows.js';

export const PAGE_SIZE = 1000;

export interface ReportSource {
  columns: readonly string[];
  count(): Promise<number>;
  pages(): AsyncGenerator<string[][]>;
}

export interface SourceParams { start_date?: string; end_date?: string }

const iso = (value: Date | string) => new Date(value).toISOString();

/** Pages by a numeric id, ascending, until a page comes back short. */
async function* byId<T extends { id: number }>(page: (afterId: number) => Promise<T[]>, format: (row: T) => string[]): AsyncGenerator<string[][]> {
  let after = 0;
  for (;;) {
    const rows = await page(after);
    if (rows.length > 0) yield rows.map(format);
    if (rows.length < PAGE_SIZE) return;
    after = rows[rows.length - 1].id;
  }
}

/** The earning families read the sales area's rollups through its own breakdown query. */
function earningSource(db: DbExecutor, userId: number, params: SourceParams, kind: 'releases-earning' | 'tracks-earning' | 'artists-earning' | 'countries'): ReportSource {
  const setup = {
    'releases-earning': { dimension: 'release', by: 'release_id', columns: ['release_id', 'release_title', 'upc', 'units', 'total'], names: (ids: number[]) => releaseNames(db, ids) },
    'tracks-earning': { dimension: 'track', by: 'track_id', columns: ['track_id', 'track_title', 'isrc', 'units', 'total'], names: (ids: number[]) => trackNames(db, ids) },
    'artists-earning': { dimension: 'artist', by: 'key', columns: ['artist', 'units', 'total'], names: () => keyNames() },
    countries: { dimension: 'territory', by: 'key', columns: ['country', 'units', 'total'], names: () => keyNames() },
  } as const;
  const { dimension, by, columns, names } = setup[kind];
  const query = (page: number) => salesBreakdown(db, userId, { dimension }, { page, per_page: PAGE_SIZE, ...params }, by, names);
  return {
    columns,
    count: async () => (await query(1)).total,
    async *pages() {
      for (let page = 1; ; page += 1) {
        const result = await query(page);
        if (result.data.length > 0) {
          yield result.data.map((row) => (by === 'key'
            ? [row.name, row.units, row.total]
            : [String(row.id), row.name, row.code ?? '', row.units, row.total]));
        }
        if (page >= result.last_page) return;
      }
    },
  };
}

export function reportSource(db: DbExecutor, userId: number, kind: Exclude<ReportKind, 'statement'>, params: SourceParams): ReportSource {
  const range = { start: params.start_date, end: params.end_date };
  switch (kind) {
    case 'sales': {
      const days = { start: params.start_date ?? '0001-01-01', end: params.end_date ?? '9999-12-31' };
      return {
        columns: SALES_REPORT_COLUMNS,
        count: () => countSalesLines(db, userId, days),
        pages: () => byId((after) => salesLinesPage(db, userId, days, after, PAGE_SIZE), (row) => [
          String(row.id), row.store, row.accounting_date ?? '', row.territory, row.isrc ?? '', row.upc ?? '', row.track_title,
          // The sales lines are the owner's gross: 100 % share, no distributor fee (the install takes no commission).
          row.release_title ?? '', '100.00', formatSalesAmount(0n), formatSalesAmount(BigInt(row.converted_micros)), String(row.owner_user_id),
        ]),
      };
    }
    case 'transactions':
      return {
        columns: ['id', 'date', 'type', 'title', 'amount', 'sale_date', 'accounting_date'],
        count: () => countTransactions(db, userId, range),
        pages: () => byId((after) => transactionsPage(db, userId, range, after, PAGE_SIZE), (row) => [
          String(row.id), iso(row.occurred_at), row.kind, row.reference ?? row.kind, formatMicros(BigInt(row.amount_micros), 6),
          row.sale_date ?? '', row.accounting_date ?? '',
        ]),
      };
    case 'payouts':
      return {
        columns: [...PAYOUT_REPORT_COLUMNS, 'fee', 'net', 'status'],
        count: () => countPayouts(db, userId, range),
        pages: () => byId((after) => payoutsPage(db, userId, range, after, PAGE_SIZE), (row) => [
          String(row.id), iso(row.created_at), formatMicros(BigInt(row.amount_micros), 2), row.user_email, row.method_type,
          formatMicros(BigInt(row.fee_micros), 2), formatMicros(BigInt(row.net_micros), 2), row.status,
        ]),
      };
    default:
      return earningSource(db, userId, params, kind);
  }
}
