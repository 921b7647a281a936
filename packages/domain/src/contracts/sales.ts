import { z } from 'zod';
import { PageQuery, paginated } from './common.js';

/**
 * GET api/portal/sales/* (spec 3 §7). The spec shows no field shapes; these are ours. Amounts:
 * `total` with 6 decimals (sales fees and totals), graph totals with 2 (spec 3 §9), in the
 * install's account currency.
 */
const Decimal6 = z.string().regex(/^-?\d+\.\d{6}$/);
const Decimal2 = z.string().regex(/^-?\d+\.\d{2}$/);
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use yyyy-mm-dd');

export const SalesRangeQuery = z.object({ start_date: Day.optional(), end_date: Day.optional() });
export type SalesRangeQuery = z.infer<typeof SalesRangeQuery>;
export const SalesListQuery = PageQuery.extend(SalesRangeQuery.shape);
export type SalesListQuery = z.infer<typeof SalesListQuery>;

export const SalesGraphPoint = z.object({ month: z.string(), total: Decimal2 });

export const SalesTotalResponse = z.object({
  currency: z.string(),
  units: z.string(),
  total: Decimal6,
  graph: z.array(SalesGraphPoint),
});
export type SalesTotalResponse = z.infer<typeof SalesTotalResponse>;

/** One row of a breakdown (a channel, territory, artist, release or track). */
export const SalesRow = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  /** releases: UPC; tracks: ISRC */
  code: z.string().nullable(),
  units: z.string(),
  total: Decimal6,
});
export type SalesRow = z.infer<typeof SalesRow>;
export const SalesRowPage = paginated(SalesRow);
export type SalesRowPage = z.infer<typeof SalesRowPage>;

export const SalesDetailOverview = SalesTotalResponse.extend({ id: z.number().int(), name: z.string(), code: z.string().nullable() });
export type SalesDetailOverview = z.infer<typeof SalesDetailOverview>;

export const StreamRateRow = z.object({ store: z.string(), units: z.string(), total: Decimal6, perUnit: Decimal6 });
export const StreamRatesResponse = z.object({ currency: z.string(), data: z.array(StreamRateRow) });
export type StreamRatesResponse = z.infer<typeof StreamRatesResponse>;

export const SalesOverviewResponse = SalesTotalResponse.extend({
  topChannels: z.array(SalesRow),
  topTerritories: z.array(SalesRow),
  topReleases: z.array(SalesRow),
});
export type SalesOverviewResponse = z.infer<typeof SalesOverviewResponse>;

export const SalesIdParams = z.object({ id: z.coerce.number().int().positive() });
