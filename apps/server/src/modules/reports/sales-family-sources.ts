/**
 * The report families read from aggregated sales: gross sales per release, track, artist,
 * country and store (the sales area's rollups, through its own breakdown query), the user's
 * earnings per release, track and artist (rollups less / plus split money), one channel's sales
 * per release, and the exchange rates of the sale months.
 */
import { describeExchangeRate, formatSalesAmount, rateSourceLabel } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { keyNames, releaseNames, trackNames } from '../sales/index.js';
import { salesBreakdown } from '../sales/index.js';
import { countEarningRows, earningRowsPage, type EarningGrouping } from './queries/earning-rows.js';
import { channelRowsPage, countChannelRows, countExchangeRateRows, exchangeRatePage } from './queries/store-rows.js';
import { offsetSource, type ReportSource, type SourceParams, type TableKind } from './source-kit.js';

type SalesFamily = Exclude<TableKind, 'sales' | 'transactions' | 'payouts'>;

const GROSS = {
  'releases-gross': {
    dimension: 'release',
    by: 'release_id',
    columns: ['release_id', 'release_title', 'upc', 'units', 'total'],
  },
  'tracks-gross': {
    dimension: 'track',
    by: 'track_id',
    columns: ['track_id', 'track_title', 'isrc', 'units', 'total'],
  },
  'artists-gross': { dimension: 'artist', by: 'key', columns: ['artist', 'units', 'total'] },
  countries: { dimension: 'territory', by: 'key', columns: ['country', 'units', 'total'] },
  stores: { dimension: 'store', by: 'key', columns: ['channel', 'units', 'total'] },
} as const;

const EARNING: Record<
  'releases-earning' | 'tracks-earning' | 'artists-earning',
  { grouping: EarningGrouping; head: string[] }
> = {
  'releases-earning': { grouping: 'release', head: ['release_id', 'release_title', 'upc'] },
  'tracks-earning': { grouping: 'track', head: ['track_id', 'track_title', 'isrc'] },
  'artists-earning': { grouping: 'artist', head: ['artist'] },
};
const EARNING_FIGURES = ['units', 'gross', 'splits_out', 'splits_in', 'total'];

function grossSource(db: DbExecutor, userId: number, kind: keyof typeof GROSS, params: SourceParams): ReportSource {
  const { dimension, by, columns } = GROSS[kind];
  const names = (ids: number[]) =>
    by === 'release_id' ? releaseNames(db, ids) : by === 'track_id' ? trackNames(db, ids) : keyNames();
  const range = { start_date: params.start_date, end_date: params.end_date };
  const query = (page: number, perPage: number) =>
    salesBreakdown(db, userId, { dimension }, { page, per_page: perPage, ...range }, by, names);
  return offsetSource(
    columns,
    async () => (await query(1, 1)).total,
    async (offset, limit) => {
      const result = await query(Math.floor(offset / limit) + 1, limit);
      return result.data.map((row) =>
        by === 'key'
          ? [row.name, row.units, row.total]
          : [String(row.id), row.name, row.code ?? '', row.units, row.total],
      );
    },
  );
}

function earningSource(db: DbExecutor, userId: number, kind: keyof typeof EARNING, params: SourceParams): ReportSource {
  const { grouping, head } = EARNING[kind];
  const range = { start: params.start_date, end: params.end_date };
  return offsetSource(
    [...head, ...EARNING_FIGURES],
    () => countEarningRows(db, userId, grouping, range),
    async (offset, limit) => {
      const rows = await earningRowsPage(db, userId, grouping, range, offset, limit);
      const ids = grouping === 'artist' ? [] : rows.map((row) => Number(row.grp));
      const name =
        grouping === 'release'
          ? await releaseNames(db, ids)
          : grouping === 'track'
            ? await trackNames(db, ids)
            : await keyNames();
      return rows.map((row) => {
        const figures = [
          row.units,
          formatSalesAmount(BigInt(row.gross)),
          formatSalesAmount(BigInt(row.given)),
          formatSalesAmount(BigInt(row.received)),
          formatSalesAmount(BigInt(row.total)),
        ];
        if (grouping === 'artist') return [row.grp || 'Unknown artist', ...figures];
        const item = name(Number(row.grp), '');
        return [row.grp, item.name, item.code ?? '', ...figures];
      });
    },
  );
}

export function salesFamilySource(
  db: DbExecutor,
  userId: number,
  kind: SalesFamily,
  params: SourceParams,
  currency: string,
): ReportSource {
  const range = { start: params.start_date, end: params.end_date };
  switch (kind) {
    case 'releases-earning':
    case 'tracks-earning':
    case 'artists-earning':
      return earningSource(db, userId, kind, params);
    case 'channel': {
      const channel = params.channel ?? '';
      return offsetSource(
        ['release_id', 'release_title', 'upc', 'units', 'total'],
        () => countChannelRows(db, userId, channel, range),
        async (offset, limit) => {
          const rows = await channelRowsPage(db, userId, channel, range, offset, limit);
          const name = await releaseNames(
            db,
            rows.map((row) => row.release_id),
          );
          return rows.map((row) => {
            const item = name(row.release_id, '');
            return [
              String(row.release_id),
              item.name,
              item.code ?? '',
              row.units,
              formatSalesAmount(BigInt(row.amount)),
            ];
          });
        },
      );
    }
    case 'exchange-rates': {
      const columns = [
        'month',
        'currency',
        'statement',
        'lines',
        'amount',
        'account_currency',
        'converted',
        'rate',
        'rate_source',
      ];
      return offsetSource(
        columns,
        () => countExchangeRateRows(db, userId, range),
        async (offset, limit) => {
          const rows = await exchangeRatePage(db, userId, range, offset, limit);
          return rows.map((row) => [
            row.month,
            row.currency,
            String(row.statement_id),
            row.lines,
            formatSalesAmount(BigInt(row.amount_micros)),
            currency,
            formatSalesAmount(BigInt(row.converted_micros)),
            describeExchangeRate(row.rate),
            rateSourceLabel(row.rate_source),
          ]);
        },
      );
    }
    default:
      return grossSource(db, userId, kind, params);
  }
}
