import {
  ANALYTICS_PLATFORMS,
  GENERIC_PLATFORM_DIMENSIONS,
  AGE_BUCKETS,
  SPOTIFY_SOURCE_ORDER,
  type AnalyticsBreakdownResponse,
  type AnalyticsDimensionInfoResponse,
  type AnalyticsMetaResponse,
  type AnalyticsMetric,
  type AnalyticsReleaseSearchResponse,
  type AnalyticsSeriesResponse,
  type AnalyticsSnapshotResponse,
  type AnalyticsTrackPage,
  type StreamThresholdPage,
  analyticsDatasets,
} from '@liner/domain';

/**
 * Answers shaped like the analytics API's, for the page's tests and screenshots: a weekly
 * rhythm over 28 days, a few countries, the catalog's breakdowns. Deterministic.
 */
const RANGE = { start_date: '2026-05-04', end_date: '2026-05-31' };
const PREVIOUS_START = '2026-04-06';
const PREVIOUS_RANGE = { start_date: PREVIOUS_START, end_date: '2026-05-03' };

const dayAfter = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const percent = (part: number, whole: number) => (whole === 0 ? '0.00' : ((part * 100) / whole).toFixed(2));

export function seriesAnswer(platform: string, metric: AnalyticsMetric, scale = 1): AnalyticsSeriesResponse {
  const value = (index: number, factor: number) =>
    Math.round(scale * factor * (400 + 120 * Math.sin(index / 2) + (index % 7 >= 5 ? 180 : 0) + index * 9));
  const series = Array.from({ length: 28 }, (_, index) => ({
    date: dayAfter(RANGE.start_date, index),
    value: value(index, 1),
  }));
  const previous = Array.from({ length: 28 }, (_, index) => ({
    date: dayAfter(PREVIOUS_START, index),
    value: value(index, 0.82),
  }));
  const total = series.reduce((sum, point) => sum + point.value, 0);
  const previousTotal = previous.reduce((sum, point) => sum + point.value, 0);
  return {
    platform,
    metric,
    granularity: 'day',
    range: RANGE,
    previousRange: PREVIOUS_RANGE,
    total: `${total}.00`,
    previousTotal: `${previousTotal}.00`,
    change: percent(total - previousTotal, previousTotal),
    series,
    previous,
  };
}

export function snapshotAnswer(platform: string, metrics: readonly AnalyticsMetric[]): AnalyticsSnapshotResponse {
  return {
    platform,
    range: RANGE,
    previousRange: PREVIOUS_RANGE,
    metrics: metrics.map((metric, index) => {
      const total = Math.round(14_500 / (index + 1) ** 1.4);
      const previousTotal = Math.round(total * (index % 2 === 0 ? 0.86 : 1.07));
      return {
        metric,
        total: `${total}.00`,
        previousTotal: `${previousTotal}.00`,
        change: percent(total - previousTotal, previousTotal),
      };
    }),
  };
}

const LABELS: Record<string, readonly string[]> = {
  age: AGE_BUCKETS,
  gender: ['female', 'male', 'non-binary', 'unknown'],
  device: ['mobile', 'desktop', 'tablet', 'smart speaker', 'car'],
  source: SPOTIFY_SOURCE_ORDER,
  playlist: ['Fresh Finds', 'Indie Mix', 'Chill Vibes', 'Your Discover Weekly', 'Release Radar', 'Night Drive'],
  product: ['Premium', 'Free'],
  hour: Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`),
  weekday: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  country: ['US', 'DE', 'GB', 'BR', 'FR', 'MX', 'JP', 'CA', 'AU', 'NL', 'SE', 'ZZ'],
};

export function breakdownAnswer(
  platform: string,
  dimension: string,
  metric: AnalyticsMetric = 'streams',
): AnalyticsBreakdownResponse {
  const labels = LABELS[dimension] ?? ['tier one', 'tier two', 'tier three'];
  const values = labels.map((_, index) =>
    dimension === 'hour' ? Math.round(200 + 180 * Math.sin((index - 6) / 3.8)) : Math.round(5200 / (index + 1.3)),
  );
  const whole = values.reduce((sum, value) => sum + value, 0);
  return {
    platform,
    metric,
    dimension,
    range: RANGE,
    total: `${whole}.00`,
    data: labels.map((label, index) => ({
      key: label,
      label,
      value: values[index] ?? 0,
      percent: percent(values[index] ?? 0, whole),
    })),
  };
}

const TRACKS = [
  ['Paper Satellites', 'Paper Satellites', 'QZABC2600001'],
  ['Low Orbit', 'Paper Satellites', 'QZABC2600002'],
  ['Glass Harbour', 'Glass Harbour', 'QZABC2600003'],
  ['Static Bloom', 'Night Shift EP', 'QZABC2600004'],
  ['Night Shift', 'Night Shift EP', null],
] as const;

export function tracksAnswer(platform = 'spotify', metric: AnalyticsMetric = 'streams'): AnalyticsTrackPage {
  const values = TRACKS.map((_, index) => Math.round(9000 / (index + 1)));
  const whole = values.reduce((sum, value) => sum + value, 0);
  return {
    data: TRACKS.map(([track, release, isrc], index) => ({
      track_id: index + 1,
      release_id: release === 'Paper Satellites' ? 1 : release === 'Glass Harbour' ? 2 : 3,
      isrc,
      track,
      release,
      cover: null,
      value: values[index] ?? 0,
      percent: percent(values[index] ?? 0, whole),
    })),
    current_page: 1,
    last_page: 1,
    total: TRACKS.length,
    per_page: 10,
    platform,
    metric,
    range: RANGE,
    total_value: `${whole}.00`,
  };
}

export function thresholdAnswer(): StreamThresholdPage {
  return {
    data: [
      {
        track_id: 5,
        release_id: 3,
        isrc: null,
        track: 'Night Shift',
        release: 'Night Shift EP',
        yearlyStreams: 812,
        shortBy: 188,
        trend: '12.50',
      },
      {
        track_id: 4,
        release_id: 3,
        isrc: 'QZABC2600004',
        track: 'Static Bloom',
        release: 'Night Shift EP',
        yearlyStreams: 240,
        shortBy: 760,
        trend: '-8.00',
      },
    ],
    current_page: 1,
    last_page: 1,
    total: 2,
    per_page: 10,
    threshold: 1000,
    range: { start_date: '2025-06-01', end_date: RANGE.end_date },
    belowCount: 2,
  };
}

export function metaAnswer(
  withData: readonly string[] = ['spotify', 'apple', 'tiktok', 'resso'],
): AnalyticsMetaResponse {
  return {
    platforms: ANALYTICS_PLATFORMS.map((platform) => ({
      slug: platform.slug,
      name: platform.name,
      hasData: withData.includes(platform.slug),
      firstDay: withData.includes(platform.slug) ? '2025-01-01' : null,
      lastDay: withData.includes(platform.slug) ? RANGE.end_date : null,
    })),
  };
}

export function releaseSearchAnswer(): AnalyticsReleaseSearchResponse {
  return {
    data: [
      {
        id: 1,
        title: 'Paper Satellites',
        upc: '020000000053',
        cover: null,
        tracks: [
          { id: 1, title: 'Paper Satellites', isrc: 'QZABC2600001' },
          { id: 2, title: 'Low Orbit', isrc: 'QZABC2600002' },
        ],
      },
    ],
  };
}

interface SeenQuery {
  query: Record<string, string>;
}

/**
 * Handlers for every analytics call of the catalog ("GET /api/portal/analytics/<path>"), for
 * fakeApi; `overrides` replace some by key.
 */
export function analyticsHandlers(
  overrides: Record<string, (request: SeenQuery) => unknown> = {},
): Record<string, (request: SeenQuery) => unknown> {
  const base = '/api/portal/analytics';
  const handlers: Record<string, (request: SeenQuery) => unknown> = {};
  for (const { platform, dataset } of analyticsDatasets()) {
    handlers[`GET ${base}/${dataset.path}`] = ({ query }) => {
      const metric = (query.metric as AnalyticsMetric | undefined) ?? dataset.metric;
      switch (dataset.kind) {
        case 'series':
          return seriesAnswer(platform.slug, metric, metric === 'streams' ? 1 : 0.3);
        case 'snapshot':
          return snapshotAnswer(platform.slug, dataset.metrics ?? [dataset.metric]);
        case 'tracks':
          return tracksAnswer();
        case 'territories':
          return breakdownAnswer(platform.slug, 'country', dataset.metric);
        case 'weekdays':
          return breakdownAnswer(platform.slug, 'weekday', dataset.metric);
        case 'breakdown':
          return breakdownAnswer(platform.slug, dataset.dimension ?? 'device', dataset.metric);
      }
    };
  }
  handlers[`GET ${base}/meta`] = () => metaAnswer();
  // A shared address's release is looked up by its id for its name.
  handlers[`GET ${base}/releases/%231`] = () => releaseSearchAnswer();
  handlers[`GET ${base}/top-tracks`] = ({ query }) => tracksAnswer(query.platform);
  handlers[`GET ${base}/platform/total-streams`] = ({ query }) =>
    snapshotAnswer(query.platform ?? 'pinterest', ['streams']);
  handlers[`GET ${base}/spotify/threshold`] = () => thresholdAnswer();
  handlers[`GET ${base}/platform`] = ({ query }) => seriesAnswer(query.platform ?? 'resso', 'streams', 0.2);
  handlers[`GET ${base}/platform/additional`] = ({ query }) =>
    breakdownAnswer(query.platform ?? 'resso', query.dimension ?? 'gender');
  handlers[`GET ${base}/platform/additional/info`] = ({ query }): AnalyticsDimensionInfoResponse => ({
    platform: query.platform ?? 'resso',
    range: RANGE,
    dimensions: GENERIC_PLATFORM_DIMENSIONS.map((dimension) => ({ dimension, hasData: dimension !== 'service-type' })),
  });
  return { ...handlers, ...overrides };
}
