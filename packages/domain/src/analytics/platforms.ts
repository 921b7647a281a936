/**
 * The analytics catalog: which platforms report what. The server registers one route per
 * dataset of this list (GET api/portal/analytics/<path>), the web draws one page per platform
 * from it and the trend-file layouts name the same metrics and dimensions, so the three never
 * disagree. See docs/product/analytics.md.
 */

/** What is counted. A fact or a rollup row always names one. */
export const ANALYTICS_METRICS = [
  'streams',
  'listeners',
  'saves',
  'playlist-adds',
  'discovery',
  'shazams',
  'creations',
  'views',
  'uses',
  'matches',
  'artificial-streams',
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

/**
 * What a count is broken down by, besides its day, track and country (every fact carries those
 * three). A fact with no dimension ('') is a total; a fact with one is that part of the total.
 */
export const ANALYTICS_DIMENSIONS = [
  'device',
  'age',
  'gender',
  'source',
  'playlist',
  'product',
  'play-type',
  'content-type',
  'creation-type',
  'channel',
  'container',
  'category',
  'service-type',
  'user-type',
  'hour',
] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/**
 * How a dataset answers:
 * - series: the metric per day over the range, its total and the previous period's;
 * - snapshot: a few metrics' totals over the range against the previous period;
 * - tracks: the metric per track (ISRC, release, title, cover);
 * - territories: the metric per country;
 * - breakdown: the metric per value of one dimension, with percentages;
 * - weekdays: the metric per day of the week (from daily facts);
 * - releases-links: smart-link page views and store clicks per link (release-links/top-releases).
 */
export type AnalyticsDatasetKind = 'series' | 'snapshot' | 'tracks' | 'territories' | 'breakdown' | 'weekdays';

export interface AnalyticsDataset {
  /** After api/portal/analytics/ ('spotify/devices'). */
  path: string;
  kind: AnalyticsDatasetKind;
  /** The metric read; a series dataset may be switched by the page's toggle (`metric` filter). */
  metric: AnalyticsMetric;
  /** For a breakdown. */
  dimension?: AnalyticsDimension;
  /** For a snapshot: the metrics it sums. */
  metrics?: readonly AnalyticsMetric[];
  /** The platform whose facts are read, when not the page's own (apple's shazams are Shazam's). */
  platform?: string;
}

/** A header toggle: the metrics a page switches between, the first being the default. */
export interface AnalyticsToggle {
  metrics: readonly [AnalyticsMetric, ...AnalyticsMetric[]];
  /** Per metric, the platform whose facts it reads when not the page's own. */
  platformOf?: Partial<Record<AnalyticsMetric, string>>;
}

export interface AnalyticsPlatform {
  /** The slug in routes, facts and the `platform` filter. */
  slug: string;
  name: string;
  /** The page's metric (and toggle); the first metric is the default. */
  toggle: AnalyticsToggle;
  datasets: readonly AnalyticsDataset[];
  /** Reached through the generic platform calls (platform?platform=<slug>). */
  generic?: boolean;
}

const series = (path: string, metric: AnalyticsMetric = 'streams'): AnalyticsDataset => ({
  path,
  kind: 'series',
  metric,
});
const breakdown = (path: string, dimension: AnalyticsDimension, metric: AnalyticsMetric = 'streams') =>
  ({ path, kind: 'breakdown', metric, dimension }) as const satisfies AnalyticsDataset;

const streamsOnly: AnalyticsToggle = { metrics: ['streams'] };

export const ANALYTICS_PLATFORMS: readonly AnalyticsPlatform[] = [
  {
    slug: 'spotify',
    name: 'Spotify',
    toggle: { metrics: ['streams', 'discovery'] },
    datasets: [
      series('spotify'),
      {
        path: 'spotify/snapshot',
        kind: 'snapshot',
        metric: 'streams',
        metrics: ['streams', 'listeners', 'saves', 'playlist-adds'],
      },
      series('spotify/discovery', 'discovery'),
      {
        path: 'spotify/metrics',
        kind: 'snapshot',
        metric: 'streams',
        metrics: ['streams', 'listeners', 'saves', 'playlist-adds', 'discovery'],
      },
      { path: 'spotify/tracks', kind: 'tracks', metric: 'streams' },
      { path: 'spotify/territories', kind: 'territories', metric: 'streams' },
      { path: 'spotify/histogram/days', kind: 'weekdays', metric: 'streams' },
      breakdown('spotify/histogram/hourly', 'hour'),
      breakdown('spotify/devices', 'device'),
      breakdown('spotify/gender', 'gender'),
      breakdown('spotify/age', 'age'),
      breakdown('spotify/additional', 'product'),
      breakdown('spotify/playlists', 'playlist'),
      breakdown('spotify/sources', 'source'),
    ],
  },
  {
    slug: 'apple',
    name: 'Apple Music',
    toggle: { metrics: ['streams', 'shazams'], platformOf: { shazams: 'shazam' } },
    datasets: [
      series('apple'),
      breakdown('apple/playlist', 'playlist'),
      breakdown('apple/age', 'age'),
      breakdown('apple/gender', 'gender'),
      breakdown('apple/device', 'device'),
      breakdown('apple/subscription', 'product'),
      breakdown('apple/container', 'container'),
      { path: 'apple/snapshot', kind: 'snapshot', metric: 'streams', metrics: ['streams', 'listeners'] },
    ],
  },
  { slug: 'shazam', name: 'Shazam', toggle: { metrics: ['shazams'] }, datasets: [series('shazam', 'shazams')] },
  {
    slug: 'amazon',
    name: 'Amazon Music',
    toggle: streamsOnly,
    datasets: [
      series('amazon'),
      breakdown('amazon/channel', 'channel'),
      breakdown('amazon/device', 'device'),
      breakdown('amazon/source', 'source'),
      breakdown('amazon/subscription', 'product'),
    ],
  },
  {
    slug: 'deezer',
    name: 'Deezer',
    toggle: streamsOnly,
    datasets: [
      series('deezer'),
      breakdown('deezer/playlist', 'playlist'),
      breakdown('deezer/devices', 'device'),
      breakdown('deezer/age', 'age'),
      breakdown('deezer/gender', 'gender'),
      series('deezer/artificial-streams', 'artificial-streams'),
    ],
  },
  {
    slug: 'tiktok',
    name: 'TikTok',
    toggle: { metrics: ['creations', 'views'] },
    datasets: [
      series('tiktok', 'creations'),
      { path: 'tiktok/snapshot', kind: 'snapshot', metric: 'creations', metrics: ['creations', 'views'] },
      { path: 'tiktok/additional', kind: 'territories', metric: 'creations' },
      breakdown('tiktok/sources', 'source', 'creations'),
    ],
  },
  {
    slug: 'youtube-shorts',
    name: 'YouTube Shorts',
    toggle: { metrics: ['views', 'creations'] },
    datasets: [series('youtube/shorts', 'views')],
  },
  {
    slug: 'youtube-content-id',
    name: 'YouTube Content ID',
    toggle: { metrics: ['views'] },
    datasets: [series('youtube/content-id', 'views')],
  },
  {
    slug: 'soundcloud',
    name: 'SoundCloud',
    toggle: streamsOnly,
    datasets: [
      series('soundcloud'),
      breakdown('soundcloud/playlist', 'playlist'),
      { path: 'soundcloud/additional', kind: 'territories', metric: 'streams' },
    ],
  },
  {
    slug: 'pandora',
    name: 'Pandora',
    toggle: streamsOnly,
    datasets: [
      series('pandora'),
      breakdown('pandora/subscription', 'product'),
      breakdown('pandora/channel', 'channel'),
      breakdown('pandora/source', 'source'),
      series('pandora/artificial-streams', 'artificial-streams'),
    ],
  },
  {
    slug: 'anghami',
    name: 'Anghami',
    toggle: streamsOnly,
    datasets: [
      series('anghami'),
      breakdown('anghami/service-plan', 'product'),
      breakdown('anghami/play-type', 'play-type'),
      breakdown('anghami/service-tier', 'service-type'),
      series('anghami/artificial-streams', 'artificial-streams'),
    ],
  },
  {
    slug: 'boomplay',
    name: 'Boomplay',
    toggle: streamsOnly,
    datasets: [
      series('boomplay'),
      breakdown('boomplay/age', 'age'),
      breakdown('boomplay/gender', 'gender'),
      breakdown('boomplay/device', 'device'),
      breakdown('boomplay/service-type', 'service-type'),
    ],
  },
  {
    slug: 'awa',
    name: 'AWA',
    toggle: streamsOnly,
    datasets: [
      series('awa'),
      breakdown('awa/age', 'age'),
      breakdown('awa/gender', 'gender'),
      breakdown('awa/device', 'device'),
      breakdown('awa/user-type', 'user-type'),
      breakdown('awa/categories', 'category'),
    ],
  },
  {
    slug: 'flo',
    name: 'FLO',
    toggle: streamsOnly,
    datasets: [series('flo'), breakdown('flo/service-tier', 'service-type'), breakdown('flo/play-type', 'play-type')],
  },
  {
    slug: 'iheart',
    name: 'iHeartRadio',
    toggle: streamsOnly,
    datasets: [series('iHeart'), breakdown('iHeart/product-tier', 'product')],
  },
  {
    slug: 'snap',
    name: 'Snapchat',
    toggle: { metrics: ['creations', 'views'] },
    datasets: [series('snap', 'creations'), { path: 'snap/additional', kind: 'territories', metric: 'creations' }],
  },
  {
    slug: 'netease',
    name: 'NetEase Cloud Music',
    toggle: streamsOnly,
    datasets: [series('netease'), breakdown('netease/service-tier', 'service-type')],
  },
  {
    slug: 'canva',
    name: 'Canva',
    toggle: { metrics: ['uses'] },
    datasets: [
      series('canva', 'uses'),
      breakdown('canva/content-type', 'content-type', 'uses'),
      breakdown('canva/creation-type', 'creation-type', 'uses'),
      breakdown('canva/subscription-plan', 'product', 'uses'),
    ],
  },
  {
    slug: 'peloton',
    name: 'Peloton',
    toggle: streamsOnly,
    datasets: [
      series('peloton'),
      breakdown('peloton/subscription', 'product'),
      { path: 'peloton/additional', kind: 'territories', metric: 'streams' },
    ],
  },
  {
    slug: 'usage-discovery',
    name: 'Usage Discovery',
    toggle: { metrics: ['matches'] },
    datasets: [
      series('usage-discovery', 'matches'),
      { path: 'usage-discovery/top-songs', kind: 'tracks', metric: 'matches' },
      { path: 'usage-discovery/track-matches', kind: 'territories', metric: 'matches' },
    ],
  },
  ...(
    [
      ['resso', 'Resso'],
      ['kkbox', 'KKBOX'],
      ['jio-saavn', 'JioSaavn'],
      ['mixcloud', 'Mixcloud'],
      ['audiomack', 'Audiomack'],
      ['we-sing', 'WeSing'],
      ['qq-music', 'QQ Music'],
      ['vevo', 'Vevo'],
      ['uma', 'UMA'],
    ] as const
  ).map(([slug, name]): AnalyticsPlatform => ({ slug, name, toggle: streamsOnly, generic: true, datasets: [] })),
  { slug: 'pinterest', name: 'Pinterest', toggle: streamsOnly, generic: true, datasets: [] },
];

/**
 * The generic platforms' calls, one route each for all of them, the platform named in the
 * query (platform?platform=resso): the series, the per-dimension breakdown
 * (platform/additional?platform=resso&dimension=gender), which dimensions have data
 * (platform/additional/info) and Pinterest's total (platform/total-streams).
 */
export const GENERIC_PLATFORM_PATHS = [
  'platform',
  'platform/additional',
  'platform/additional/info',
  'platform/total-streams',
] as const;

/** The dimensions the generic platforms report. */
export const GENERIC_PLATFORM_DIMENSIONS = [
  'gender',
  'age',
  'device',
  'service-type',
] as const satisfies readonly AnalyticsDimension[];

export const ANALYTICS_PLATFORM_SLUGS: readonly string[] = ANALYTICS_PLATFORMS.map((p) => p.slug);

export function analyticsPlatform(slug: string): AnalyticsPlatform | undefined {
  return ANALYTICS_PLATFORMS.find((p) => p.slug === slug);
}

/** Every platform-specific dataset, with its platform (for route registration and tests). */
export function analyticsDatasets(): { platform: AnalyticsPlatform; dataset: AnalyticsDataset }[] {
  return ANALYTICS_PLATFORMS.flatMap((platform) => platform.datasets.map((dataset) => ({ platform, dataset })));
}

/** The calls that are not one platform's: search, meta, smart links, top tracks. */
export const ANALYTICS_SHARED_PATHS = ['releases/:query', 'meta', 'release-links/top-releases', 'top-tracks'] as const;
