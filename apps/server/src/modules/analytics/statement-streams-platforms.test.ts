import { describe, expect, it } from 'vitest';
import { analyticsPlatform, salesChannelName } from '@liner/domain';
import { STATEMENT_STREAM_PLATFORMS, streamPlatformOf } from './statement-streams-platforms.js';

describe("statement stores on the analytics catalog's platforms", () => {
  it('names only platforms of the catalog, each with a metric its page shows', () => {
    for (const { platform, metric } of STATEMENT_STREAM_PLATFORMS) {
      const found = analyticsPlatform(platform);
      expect(found, platform).toBeDefined();
      expect(found?.toggle.metrics, platform).toContain(metric);
    }
  });

  it.each([
    ['Spotify Streaming', 'spotify', 'streams'],
    ['Spotify', 'spotify', 'streams'],
    ['Apple Music', 'apple', 'streams'],
    ['iTunes', 'apple', 'streams'],
    ['iTunes/Apple Music', 'apple', 'streams'],
    ['Amazon Music Unlimited', 'amazon', 'streams'],
    ['Amazon Prime', 'amazon', 'streams'],
    ['YouTube Music', 'youtube-content-id', 'views'],
    ['YouTube (Ads)', 'youtube-content-id', 'views'],
    ['YouTube Content ID', 'youtube-content-id', 'views'],
    ['YouTube Shorts', 'youtube-shorts', 'views'],
    ['TikTok', 'tiktok', 'views'],
    ['Tik Tok', 'tiktok', 'views'],
    ['Resso', 'resso', 'streams'],
    ['Deezer', 'deezer', 'streams'],
    ['SoundCloud Go+', 'soundcloud', 'streams'],
    ['Pandora', 'pandora', 'streams'],
    ['iHeartRadio', 'iheart', 'streams'],
    ['Snapchat', 'snap', 'views'],
    ['NetEase Cloud Music', 'netease', 'streams'],
    ['AWA', 'awa', 'streams'],
    ['FLO', 'flo', 'streams'],
    ['Canva', 'canva', 'uses'],
    ['JioSaavn', 'jio-saavn', 'streams'],
    ['QQ Music', 'qq-music', 'streams'],
    ['Boomplay', 'boomplay', 'streams'],
  ])('%s is %s %s', (store, platform, metric) => {
    expect(streamPlatformOf(salesChannelName(store))).toEqual({ platform, metric });
  });

  it.each(['TIDAL', 'Napster', 'IG_UGC', 'Facebook', 'Merlin', '', 'Flowers Radio', 'Awake FM'])(
    '%s is no platform of the catalog: its lines are skipped',
    (store) => {
      expect(streamPlatformOf(salesChannelName(store))).toBeNull();
    },
  );
});
