import { z } from 'zod';
import {
  ANALYTICS_DIMENSIONS,
  ANALYTICS_METRICS,
  ANALYTICS_PLATFORM_SLUGS,
  ANALYTICS_PLATFORMS,
  GENERIC_PLATFORM_DIMENSIONS,
} from '../analytics/platforms.js';
import { isCountryCode } from '../countries.js';
import { PageQuery, paginated } from './common.js';
import { calendarDate, idParam, lineText, text } from './primitives.js';

/**
 * GET api/portal/analytics/* (docs/product/analytics.md). The filter names are ours (the spec
 * does not show them); every one is optional. The range defaults to the last 28 days up to the
 * newest day with data.
 */
const Day = calendarDate('Use yyyy-mm-dd');
const Decimal2 = text().regex(/^-?\d+\.\d{2}$/);

export const AnalyticsFilterQuery = z.object({
  start_date: Day.optional(),
  end_date: Day.optional(),
  release_id: idParam('Choose a release from the list').optional(),
  track_id: idParam('Choose a track from the list').optional(),
  country: text()
    .transform((c) => c.toUpperCase())
    .refine(isCountryCode, 'Use a two-letter country code (ISO 3166-1)')
    .optional(),
  /** The page's toggle, for a series ('streams' | 'discovery' on Spotify…). */
  metric: z.enum(ANALYTICS_METRICS, { message: 'Choose one of the metrics of this platform' }).optional(),
});
export type AnalyticsFilterQuery = z.infer<typeof AnalyticsFilterQuery>;

export const AnalyticsPlatformQuery = AnalyticsFilterQuery.extend({
  platform: z.enum(ANALYTICS_PLATFORM_SLUGS as [string, ...string[]], { message: 'Choose a platform from the list' }),
});
export type AnalyticsPlatformQuery = z.infer<typeof AnalyticsPlatformQuery>;

export const AnalyticsDimensionQuery = AnalyticsPlatformQuery.extend({
  dimension: z.enum(ANALYTICS_DIMENSIONS, { message: 'Choose a breakdown from the list' }),
});
export type AnalyticsDimensionQuery = z.infer<typeof AnalyticsDimensionQuery>;

const GENERIC_PLATFORM_SLUGS = ANALYTICS_PLATFORMS.filter((p) => p.generic).map((p) => p.slug) as [string, ...string[]];
const genericPlatform = z.enum(GENERIC_PLATFORM_SLUGS, { message: 'Choose a platform from the list' });

/** The generic platform calls (platform?platform=resso): only the generic platforms. */
export const AnalyticsGenericQuery = AnalyticsFilterQuery.extend({ platform: genericPlatform });
export type AnalyticsGenericQuery = z.infer<typeof AnalyticsGenericQuery>;
/** platform/total-streams: Pinterest's unless another generic platform is named. */
export const AnalyticsTotalStreamsQuery = AnalyticsFilterQuery.extend({
  platform: genericPlatform.default('pinterest'),
});
export const AnalyticsGenericDimensionQuery = AnalyticsGenericQuery.extend({
  dimension: z.enum(GENERIC_PLATFORM_DIMENSIONS, { message: 'Choose a breakdown from the list' }),
});
export type AnalyticsGenericDimensionQuery = z.infer<typeof AnalyticsGenericDimensionQuery>;

export const AnalyticsListQuery = PageQuery.extend(AnalyticsFilterQuery.shape);
export type AnalyticsListQuery = z.infer<typeof AnalyticsListQuery>;
export const AnalyticsPlatformListQuery = PageQuery.extend(AnalyticsPlatformQuery.shape);
export type AnalyticsPlatformListQuery = z.infer<typeof AnalyticsPlatformListQuery>;

export const AnalyticsRange = z.object({ start_date: text(), end_date: text() });

export const AnalyticsPoint = z.object({ date: text(), value: z.number().int() });

/**
 * How a series is drawn: a point per day, or per month (yyyy-mm-01) for ranges over 92 days and
 * for data the platform only has per month (streams derived from statements).
 */
export const ANALYTICS_GRANULARITIES = ['day', 'month'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

/** A series: per day (or month) over the range, and the same length of days just before it. */
export const AnalyticsSeriesResponse = z.object({
  platform: text(),
  metric: z.enum(ANALYTICS_METRICS),
  granularity: z.enum(ANALYTICS_GRANULARITIES),
  range: AnalyticsRange,
  previousRange: AnalyticsRange,
  total: Decimal2,
  previousTotal: Decimal2,
  /** Change against the previous period in percent with 2 decimals; null when that was 0. */
  change: text().nullable(),
  series: z.array(AnalyticsPoint),
  previous: z.array(AnalyticsPoint),
});
export type AnalyticsSeriesResponse = z.infer<typeof AnalyticsSeriesResponse>;

export const AnalyticsSnapshotResponse = z.object({
  platform: text(),
  range: AnalyticsRange,
  previousRange: AnalyticsRange,
  metrics: z.array(
    z.object({
      metric: z.enum(ANALYTICS_METRICS),
      total: Decimal2,
      previousTotal: Decimal2,
      change: text().nullable(),
    }),
  ),
});
export type AnalyticsSnapshotResponse = z.infer<typeof AnalyticsSnapshotResponse>;

export const AnalyticsBreakdownRow = z.object({ key: text(), label: text(), value: z.number().int(), percent: text() });
export type AnalyticsBreakdownRow = z.infer<typeof AnalyticsBreakdownRow>;

export const AnalyticsBreakdownResponse = z.object({
  platform: text(),
  metric: z.enum(ANALYTICS_METRICS),
  /** 'country' for territories, 'weekday' for the days histogram, else the dimension. */
  dimension: text(),
  range: AnalyticsRange,
  total: Decimal2,
  data: z.array(AnalyticsBreakdownRow),
});
export type AnalyticsBreakdownResponse = z.infer<typeof AnalyticsBreakdownResponse>;

export const AnalyticsTrackRow = z.object({
  track_id: z.number().int(),
  release_id: z.number().int(),
  isrc: text().nullable(),
  track: text(),
  release: text(),
  cover: text().nullable(),
  value: z.number().int(),
  percent: text(),
});
export type AnalyticsTrackRow = z.infer<typeof AnalyticsTrackRow>;
export const AnalyticsTrackPage = paginated(AnalyticsTrackRow).extend({
  platform: text(),
  metric: z.enum(ANALYTICS_METRICS),
  range: AnalyticsRange,
  total_value: Decimal2,
});
export type AnalyticsTrackPage = z.infer<typeof AnalyticsTrackPage>;

export const AnalyticsMetaResponse = z.object({
  platforms: z.array(
    z.object({
      slug: text(),
      name: text(),
      hasData: z.boolean(),
      firstDay: text().nullable(),
      lastDay: text().nullable(),
    }),
  ),
});
export type AnalyticsMetaResponse = z.infer<typeof AnalyticsMetaResponse>;

export const AnalyticsReleaseSearchParams = z.object({
  query: lineText().trim().min(1, 'Type part of a title, UPC or ISRC').max(100, 'Type at most 100 characters'),
});
export const AnalyticsReleaseMatch = z.object({
  id: z.number().int(),
  title: text(),
  upc: text().nullable(),
  cover: text().nullable(),
  tracks: z.array(z.object({ id: z.number().int(), title: text(), isrc: text().nullable() })),
});
export const AnalyticsReleaseSearchResponse = z.object({ data: z.array(AnalyticsReleaseMatch) });
export type AnalyticsReleaseSearchResponse = z.infer<typeof AnalyticsReleaseSearchResponse>;

/** release-links/top-releases: the range (default the last 28 days up to today) and a page. */
export const AnalyticsLinkQuery = PageQuery.extend({ start_date: Day.optional(), end_date: Day.optional() });
export type AnalyticsLinkQuery = z.infer<typeof AnalyticsLinkQuery>;

/** release-links/top-releases: smart-link page views and store clicks, per link. */
export const AnalyticsLinkRow = z.object({
  link_id: z.number().int(),
  release_id: z.number().int().nullable(),
  title: text(),
  cover: text().nullable(),
  views: z.number().int(),
  clicks: z.number().int(),
  stores: z.array(z.object({ store: text(), clicks: z.number().int() })),
});
export type AnalyticsLinkRow = z.infer<typeof AnalyticsLinkRow>;
export const AnalyticsLinkPage = paginated(AnalyticsLinkRow).extend({ range: AnalyticsRange });
export type AnalyticsLinkPage = z.infer<typeof AnalyticsLinkPage>;

/** platform/additional/info: which of a generic platform's dimensions have data. */
export const AnalyticsDimensionInfoResponse = z.object({
  platform: text(),
  range: AnalyticsRange,
  dimensions: z.array(z.object({ dimension: z.enum(ANALYTICS_DIMENSIONS), hasData: z.boolean() })),
});
export type AnalyticsDimensionInfoResponse = z.infer<typeof AnalyticsDimensionInfoResponse>;

/**
 * spotify/threshold: the 12 months up to `end_date` (default the newest day with Spotify data),
 * for the account, a release or a track; `below_only=true` lists only the tracks under the line.
 */
export const StreamThresholdQuery = PageQuery.extend({
  end_date: Day.optional(),
  release_id: AnalyticsFilterQuery.shape.release_id,
  track_id: AnalyticsFilterQuery.shape.track_id,
  below_only: z.enum(['true', 'false'], { message: 'Use true or false' }).optional(),
});
export type StreamThresholdQuery = z.infer<typeof StreamThresholdQuery>;

/** The 1,000-streams-a-year line per track (Spotify). */
export const StreamThresholdRow = z.object({
  track_id: z.number().int(),
  release_id: z.number().int(),
  isrc: text().nullable(),
  track: text(),
  release: text(),
  /** Streams in the 12 months up to the newest day with data. */
  yearlyStreams: z.number().int(),
  /** How many more streams it needs to reach the line; 0 when it is over. */
  shortBy: z.number().int(),
  /** Streams in the last 28 days against the 28 before, in percent with 2 decimals; null when those were 0. */
  trend: text().nullable(),
});
export type StreamThresholdRow = z.infer<typeof StreamThresholdRow>;
export const StreamThresholdPage = paginated(StreamThresholdRow).extend({
  threshold: z.number().int(),
  /** The 12 months counted. */
  range: AnalyticsRange,
  /** How many of the listed tracks (all pages) are under the line. */
  belowCount: z.number().int(),
});
export type StreamThresholdPage = z.infer<typeof StreamThresholdPage>;
