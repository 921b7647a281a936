import { z } from 'zod';
import { text, idParam, calendarDate } from './primitives.js';
import { PageQuery, paginated } from './common.js';
import { SPLIT_PAYEE_STATUSES } from './splits.js';

/**
 * GET api/portal/sales/* (docs/product/sales.md). The field shapes are ours. Amounts:
 * `total` with 6 decimals (sales fees and totals), graph totals with 2, in the
 * install's account currency.
 */
const Decimal6 = text().regex(/^-?\d+\.\d{6}$/);
const Decimal2 = text().regex(/^-?\d+\.\d{2}$/);
const Day = calendarDate('Use yyyy-mm-dd');

export const SalesRangeQuery = z.object({ start_date: Day.optional(), end_date: Day.optional() });
export type SalesRangeQuery = z.infer<typeof SalesRangeQuery>;
export const SalesListQuery = PageQuery.extend(SalesRangeQuery.shape);
export type SalesListQuery = z.infer<typeof SalesListQuery>;

export const SalesGraphPoint = z.object({ month: text(), total: Decimal2 });

export const SalesTotalResponse = z.object({
  currency: text(),
  units: text(),
  total: Decimal6,
  graph: z.array(SalesGraphPoint),
});
export type SalesTotalResponse = z.infer<typeof SalesTotalResponse>;

/** One row of a breakdown (a channel, territory, artist, release or track). */
export const SalesRow = z.object({
  id: z.number().int().nullable(),
  name: text(),
  /** releases: UPC; tracks: ISRC */
  code: text().nullable(),
  units: text(),
  total: Decimal6,
});
export type SalesRow = z.infer<typeof SalesRow>;
export const SalesRowPage = paginated(SalesRow);
export type SalesRowPage = z.infer<typeof SalesRowPage>;

export const SalesDetailOverview = SalesTotalResponse.extend({
  id: z.number().int(),
  name: text(),
  code: text().nullable(),
});
export type SalesDetailOverview = z.infer<typeof SalesDetailOverview>;

export const StreamRateRow = z.object({ store: text(), units: text(), total: Decimal6, perUnit: Decimal6 });
export const StreamRatesResponse = z.object({ currency: text(), data: z.array(StreamRateRow) });
export type StreamRatesResponse = z.infer<typeof StreamRatesResponse>;

export const SalesOverviewResponse = SalesTotalResponse.extend({
  topChannels: z.array(SalesRow),
  topTerritories: z.array(SalesRow),
  topReleases: z.array(SalesRow),
});
export type SalesOverviewResponse = z.infer<typeof SalesOverviewResponse>;

export const SalesIdParams = z.object({ id: idParam() });

const SplitTrackRef = z.object({ id: z.number().int(), title: text(), isrc: text().nullable() });
const SplitReleaseRef = z.object({ id: z.number().int(), title: text(), upc: text().nullable() });

/**
 * sales/splits and sales/collabs: split money by SALE month within start_date..end_date, six
 * decimals. `paid` is in the payee's wallet; `held` waits for their answer; `returned` went back
 * to the owner because the payee declined.
 */
export const SalesSplitPayee = z.object({
  email: text(),
  name: text().nullable(),
  /** Their share in the split's newest version ("12.50"); null when that version leaves them out. */
  share: text().nullable(),
  status: z.enum(SPLIT_PAYEE_STATUSES),
  paid: Decimal6,
  held: Decimal6,
  returned: Decimal6,
});
export type SalesSplitPayee = z.infer<typeof SalesSplitPayee>;

/** One of the owner's splits: what its payees were allocated (biggest first). */
export const SalesSplitRow = z.object({
  id: z.number().int(),
  active: z.boolean(),
  track: SplitTrackRef,
  release: SplitReleaseRef,
  /** Shared out: paid + held. */
  total: Decimal6,
  paid: Decimal6,
  held: Decimal6,
  payees: z.array(SalesSplitPayee),
});
export type SalesSplitRow = z.infer<typeof SalesSplitRow>;
export const SalesSplitPage = paginated(SalesSplitRow);
export type SalesSplitPage = z.infer<typeof SalesSplitPage>;

/** A split that names me as a payee: what I received from it (biggest first). */
export const SalesCollabRow = z.object({
  id: z.number().int(),
  active: z.boolean(),
  track: SplitTrackRef,
  release: SplitReleaseRef,
  owner: z.object({ id: z.number().int(), name: text() }),
  /** My share in the newest version that names me. */
  share: text(),
  status: z.enum(SPLIT_PAYEE_STATUSES),
  /** received + held */
  total: Decimal6,
  received: Decimal6,
  held: Decimal6,
});
export type SalesCollabRow = z.infer<typeof SalesCollabRow>;
export const SalesCollabPage = paginated(SalesCollabRow);
export type SalesCollabPage = z.infer<typeof SalesCollabPage>;
