/**
 * The trend-file layouts, one per platform: the columns of each platform's daily report and the
 * metric or dimension each feeds. Where a platform publishes its report's column names they are
 * used (with the alternates older report versions use); elsewhere the names are ours and the
 * operator's export is expected to follow them (docs/analytics-trend-layouts.md says which).
 */
import { ANALYTICS_PLATFORMS, GENERIC_PLATFORM_DIMENSIONS } from '@liner/domain';
import type { TrendLayout } from './layout-types.js';

/** The columns most designed layouts share: a day, the ISRC, the release's UPC and the country. */
const DESIGNED = { date: 'date', isrc: 'isrc', upc: 'upc', country: 'country', columnNames: 'designed' } as const;

const PLATFORM_LAYOUTS: readonly TrendLayout[] = [
  {
    // Spotify's distributor streams report: aggregated (a `streams` count) or one row per stream.
    platform: 'spotify',
    name: 'spotify-streams',
    delimiter: '\t',
    columnNames: 'mixed',
    date: ['date', 'stream_date', 'report_date'],
    isrc: 'isrc',
    upc: ['upc', 'album_upc'],
    country: ['country', 'user_country', 'region'],
    metrics: {
      streams: 'streams',
      listeners: 'listeners',
      saves: 'saves',
      'playlist-adds': 'playlist_adds',
      discovery: 'discovery_streams',
    },
    dimensions: {
      source: ['source', 'stream_source'],
      device: ['device_type', 'device'],
      age: ['age_group', 'age'],
      gender: 'gender',
      product: ['product', 'product_type'],
      playlist: ['playlist_name', 'source_name'],
      hour: 'hour',
    },
    eachRowCounts: 'streams',
  },
  {
    // Apple Music's daily Summary Streams report (Sales and Trends, amStreams): tab-separated.
    platform: 'apple',
    name: 'apple-music-streams',
    delimiter: '\t',
    columnNames: 'mixed',
    date: ['Datestamp', 'Date'],
    isrc: 'ISRC',
    upc: 'UPC',
    country: ['Storefront Name', 'Storefront'],
    metrics: { streams: ['Streams', 'Quantity'], listeners: 'Listeners' },
    dimensions: {
      playlist: 'Container Name',
      container: 'Container Type',
      age: 'Age Band',
      gender: 'Gender',
      device: 'Device Type',
      product: 'Subscription Type',
    },
  },
  {
    // Shazam's daily report (delivered with Apple's): recognitions per track and storefront.
    platform: 'shazam',
    name: 'shazam-daily',
    delimiter: '\t',
    columnNames: 'mixed',
    date: ['Date', 'Datestamp'],
    isrc: 'ISRC',
    country: ['Storefront Name', 'Country'],
    metrics: { shazams: ['Shazam Count', 'Shazams'] },
    dimensions: {},
  },
  {
    ...DESIGNED,
    platform: 'amazon',
    name: 'amazon-music-streams',
    delimiter: '\t',
    metrics: { streams: 'streams' },
    dimensions: { channel: 'channel', device: 'device_type', source: 'stream_source', product: 'subscription_type' },
  },
  {
    ...DESIGNED,
    platform: 'deezer',
    name: 'deezer-streams',
    delimiter: ';',
    metrics: { streams: 'streams', 'artificial-streams': 'artificial_streams' },
    dimensions: { playlist: 'playlist_name', device: 'device', age: 'age_range', gender: 'gender' },
  },
  {
    ...DESIGNED,
    platform: 'tiktok',
    name: 'tiktok-sound-usage',
    delimiter: ',',
    metrics: { creations: 'creations', views: 'video_views' },
    dimensions: { source: 'source' },
  },
  {
    // YouTube Reporting API column names (date, country_code, views); the ISRC is the asset's.
    platform: 'youtube-shorts',
    name: 'youtube-shorts',
    delimiter: ',',
    columnNames: 'mixed',
    date: 'date',
    isrc: 'isrc',
    upc: 'upc',
    country: 'country_code',
    metrics: { views: 'views', creations: 'shorts_created' },
    dimensions: {},
  },
  {
    platform: 'youtube-content-id',
    name: 'youtube-content-id',
    delimiter: ',',
    columnNames: 'mixed',
    date: 'date',
    isrc: 'isrc',
    upc: 'upc',
    country: 'country_code',
    metrics: { views: 'views' },
    dimensions: {},
  },
  {
    ...DESIGNED,
    platform: 'soundcloud',
    name: 'soundcloud-plays',
    delimiter: ',',
    metrics: { streams: ['plays', 'streams'] },
    dimensions: { playlist: 'playlist' },
  },
  {
    ...DESIGNED,
    platform: 'pandora',
    name: 'pandora-streams',
    delimiter: ',',
    metrics: { streams: 'streams', 'artificial-streams': 'artificial_streams' },
    dimensions: { product: 'tier', channel: 'channel', source: 'source' },
  },
  {
    ...DESIGNED,
    platform: 'anghami',
    name: 'anghami-streams',
    delimiter: ',',
    metrics: { streams: 'streams', 'artificial-streams': 'artificial_streams' },
    dimensions: { product: 'service_plan', 'play-type': 'play_type', 'service-type': 'service_tier' },
  },
  {
    ...DESIGNED,
    platform: 'boomplay',
    name: 'boomplay-streams',
    delimiter: ',',
    metrics: { streams: 'streams' },
    dimensions: { age: 'age_range', gender: 'gender', device: 'device', 'service-type': 'service_type' },
  },
  {
    ...DESIGNED,
    platform: 'awa',
    name: 'awa-streams',
    delimiter: ',',
    metrics: { streams: 'streams' },
    dimensions: {
      age: 'age_range',
      gender: 'gender',
      device: 'device',
      'user-type': 'user_type',
      category: 'category',
    },
  },
  {
    ...DESIGNED,
    platform: 'flo',
    name: 'flo-streams',
    delimiter: ',',
    metrics: { streams: 'streams' },
    dimensions: { 'service-type': 'service_tier', 'play-type': 'play_type' },
  },
  {
    ...DESIGNED,
    platform: 'iheart',
    name: 'iheart-streams',
    delimiter: ',',
    metrics: { streams: 'streams' },
    dimensions: { product: 'product_tier' },
  },
  {
    ...DESIGNED,
    platform: 'snap',
    name: 'snap-sound-usage',
    delimiter: ',',
    metrics: { creations: 'creations', views: 'views' },
    dimensions: {},
  },
  {
    ...DESIGNED,
    platform: 'netease',
    name: 'netease-streams',
    delimiter: ',',
    metrics: { streams: 'streams' },
    dimensions: { 'service-type': 'service_tier' },
  },
  {
    ...DESIGNED,
    platform: 'canva',
    name: 'canva-uses',
    delimiter: ',',
    metrics: { uses: 'uses' },
    dimensions: { 'content-type': 'content_type', 'creation-type': 'creation_type', product: 'subscription_plan' },
  },
  {
    ...DESIGNED,
    platform: 'peloton',
    name: 'peloton-plays',
    delimiter: ',',
    metrics: { streams: ['plays', 'streams'] },
    dimensions: { product: 'subscription' },
  },
  {
    ...DESIGNED,
    platform: 'usage-discovery',
    name: 'usage-discovery-matches',
    delimiter: ',',
    metrics: { matches: 'matches' },
    dimensions: {},
  },
];

/** The generic platforms (ANALYTICS_PLATFORMS with generic: true) share one layout. */
const GENERIC_LAYOUTS: readonly TrendLayout[] = ANALYTICS_PLATFORMS.filter((p) => p.generic).map((p) => ({
  ...DESIGNED,
  platform: p.slug,
  name: `${p.slug}-streams`,
  delimiter: ',',
  metrics: { streams: 'streams' },
  dimensions: Object.fromEntries(GENERIC_PLATFORM_DIMENSIONS.map((d) => [d, d.replace('-', '_')])),
}));

export const TREND_LAYOUTS: readonly TrendLayout[] = [...PLATFORM_LAYOUTS, ...GENERIC_LAYOUTS];

/** The platforms a trend file may be imported for. */
export const TREND_PLATFORMS: readonly string[] = TREND_LAYOUTS.map((l) => l.platform);

export function trendLayoutOf(platform: string): TrendLayout | undefined {
  return TREND_LAYOUTS.find((l) => l.platform === platform);
}
