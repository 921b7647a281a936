/**
 * Which analytics platform (packages/domain analytics/platforms.ts) a statement's store is, and
 * what its quantity counts there: a stream on the music services, a view of a video using the
 * recording on YouTube, TikTok and Snapchat, a use on Canva. Store names are the statement
 * lines' display names (domain salesChannelName), written a dozen ways by the distributors, so
 * they are matched by words. A store no platform of the catalog reports (TIDAL, Napster,
 * Instagram…) is null: its lines are skipped and counted.
 */
import type { AnalyticsMetric } from '@liner/domain';

export interface StreamPlatform {
  platform: string;
  metric: AnalyticsMetric;
}

/** First match wins: YouTube Shorts before YouTube, Resso before TikTok's other names. */
const STORE_PLATFORMS: readonly (readonly [RegExp, string, AnalyticsMetric])[] = [
  [/\bshorts\b/, 'youtube-shorts', 'views'],
  [/youtube|\byt\b|content ?id/, 'youtube-content-id', 'views'],
  [/\bresso\b/, 'resso', 'streams'],
  [/tik ?tok/, 'tiktok', 'views'],
  [/spotify/, 'spotify', 'streams'],
  [/apple|itunes/, 'apple', 'streams'],
  [/amazon/, 'amazon', 'streams'],
  [/deezer/, 'deezer', 'streams'],
  [/soundcloud/, 'soundcloud', 'streams'],
  [/pandora/, 'pandora', 'streams'],
  [/anghami/, 'anghami', 'streams'],
  [/boomplay/, 'boomplay', 'streams'],
  [/^awa\b/, 'awa', 'streams'],
  [/^flo\b/, 'flo', 'streams'],
  [/iheart/, 'iheart', 'streams'],
  [/snap ?chat|^snap\b/, 'snap', 'views'],
  [/netease/, 'netease', 'streams'],
  [/canva/, 'canva', 'uses'],
  [/peloton/, 'peloton', 'streams'],
  [/kkbox/, 'kkbox', 'streams'],
  [/saavn/, 'jio-saavn', 'streams'],
  [/mixcloud/, 'mixcloud', 'streams'],
  [/audiomack/, 'audiomack', 'streams'],
  [/we ?sing/, 'we-sing', 'streams'],
  [/\bqq ?music\b/, 'qq-music', 'streams'],
  [/\bvevo\b/, 'vevo', 'streams'],
  [/^uma\b/, 'uma', 'streams'],
  [/pinterest/, 'pinterest', 'streams'],
];

/** Every pattern's platform and metric, for the test that checks them against the catalog. */
export const STATEMENT_STREAM_PLATFORMS: readonly StreamPlatform[] = STORE_PLATFORMS.map(([, platform, metric]) => ({
  platform,
  metric,
}));

export function streamPlatformOf(store: string): StreamPlatform | null {
  const name = store
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const found = STORE_PLATFORMS.find(([pattern]) => pattern.test(name));
  return found ? { platform: found[1], metric: found[2] } : null;
}
