import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import type { YoutubeContentOwnerConfig } from '../../platform/config-analytics.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { createCatalog } from '../statements/testing.js';
import { pullPlatformDay } from './pull-platform-day.js';
import { type RecordedExchange, recordedFetch } from './recorded-fetch-test-support.js';
import { createYoutubeContentOwnerSource } from './youtube-content-owner-source.js';

const config: YoutubeContentOwnerConfig = {
  contentOwner: 'OWNER123',
  clientId: 'client-id.apps.googleusercontent.com',
  clientSecret: 'client-secret',
  refreshToken: '1//refresh-token',
  oauthBase: 'https://oauth2.googleapis.com',
  analyticsBase: 'https://youtubeanalytics.googleapis.com',
  partnerBase: 'https://youtubepartner.googleapis.com',
};
const DAY = '2026-11-26';
const ISRC_ONE = 'QZES72611001';
const ISRC_TWO = 'QZES72611002';

const tokenExchange: RecordedExchange = {
  method: 'POST',
  url: 'https://oauth2.googleapis.com/token',
  fixture: 'youtube-token.json',
  expect: (init) => {
    const form = new URLSearchParams(String(init?.body));
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('1//refresh-token');
    expect(form.get('client_id')).toBe('client-id.apps.googleusercontent.com');
  },
};
const bearer = (init: RequestInit | undefined) =>
  expect(new Headers(init?.headers).get('authorization')).toBe('Bearer ya29.a0AfB_recorded-access-token');
const searchExchange: RecordedExchange = {
  url: `https://youtubepartner.googleapis.com/youtube/partner/v1/assetSearch?onBehalfOfContentOwner=OWNER123&isrcs=${ISRC_ONE}%2C${ISRC_TWO}&ownershipRestriction=mine`,
  fixture: 'youtube-asset-search.json',
  fill: { isrcOne: ISRC_ONE },
  expect: bearer,
};
const reportUrl =
  'https://youtubeanalytics.googleapis.com/v2/reports?ids=contentOwner%3D%3DOWNER123&startDate=2026-11-26&endDate=2026-11-26' +
  '&metrics=views&dimensions=day%2Ccountry%2CcreatorContentType&filters=asset%3D%3DA123456789012345';

const tracks = [
  { userId: 1, releaseId: 10, trackId: 100, isrc: ISRC_ONE },
  { userId: 1, releaseId: 10, trackId: 101, isrc: ISRC_TWO },
];

describe('YouTube content owner source (recorded answers)', () => {
  it('finds the assets by ISRC and reads their views: Shorts on youtube-shorts, the rest on Content ID', async () => {
    const recorded = recordedFetch([
      tokenExchange,
      searchExchange,
      { url: reportUrl, fixture: 'youtube-report.json', expect: bearer },
    ]);
    const source = createYoutubeContentOwnerSource({ config, fetch: recorded.fetch, now: () => new Date() });
    const counts = await source.pullDay(DAY, tracks);
    expect(recorded.unexpected).toEqual([]);
    expect(recorded.unused()).toEqual([]);
    expect(counts).toEqual([
      { trackId: 100, day: DAY, platform: 'youtube-shorts', metric: 'views', country: 'US', amount: 1520n },
      { trackId: 100, day: DAY, platform: 'youtube-content-id', metric: 'views', country: 'US', amount: 310n },
      { trackId: 100, day: DAY, platform: 'youtube-shorts', metric: 'views', country: 'DE', amount: 95n },
      // ZZ is YouTube's unknown territory: kept as a count without a country; zero rows are left out.
      { trackId: 100, day: DAY, platform: 'youtube-content-id', metric: 'views', country: '', amount: 4n },
    ]);
  });

  it('asks for a token once while it is fresh', async () => {
    const recorded = recordedFetch([
      tokenExchange,
      { ...searchExchange, times: 2 },
      { url: reportUrl, fixture: 'youtube-report.json', times: 2 },
    ]);
    const source = createYoutubeContentOwnerSource({ config, fetch: recorded.fetch, now: () => new Date() });
    await source.pullDay(DAY, tracks);
    await source.pullDay(DAY, tracks);
    expect(recorded.calls.filter((call) => call.endsWith('/token'))).toHaveLength(1);
  });

  it("passes Google's refusal on with its message", async () => {
    const recorded = recordedFetch([
      tokenExchange,
      { ...searchExchange, fill: undefined, fixture: 'youtube-forbidden.json', status: 403 },
    ]);
    const source = createYoutubeContentOwnerSource({ config, fetch: recorded.fetch, now: () => new Date() });
    await expect(source.pullDay(DAY, tracks)).rejects.toThrow(
      'YouTube asset search refused (403): Forbidden: the content owner has not authorised this client.',
    );
  });
});

describe('pulling a day into analytics', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('writes the views of delivered tracks as one batch, and a second pull of the day asks nothing', async () => {
    const { user } = await createUser(ctx);
    const { release, tracks: created } = await createCatalog(ctx, user.id, { isrcs: [ISRC_ONE, ISRC_TWO] });
    await createCatalog(ctx, user.id, { isrcs: ['QZES72611099'], status: 0 }); // a draft: never asked about
    const recorded = recordedFetch([tokenExchange, searchExchange, { url: reportUrl, fixture: 'youtube-report.json' }]);
    const source = createYoutubeContentOwnerSource({ config, fetch: recorded.fetch, now: () => new Date() });

    expect(await pullPlatformDay(ctx.deps, source, DAY)).toEqual({ day: DAY, status: 'pulled', facts: 4 });
    expect(recorded.unexpected).toEqual([]);
    const rows = await queryRows<{ platform: string; country: string; amount: string }>(
      ctx.deps.db,
      sql`SELECT platform, country, amount::text FROM analytics_daily
          WHERE user_id = ${user.id} AND release_id = ${release.id} AND track_id = ${created[0]?.id ?? 0}
            AND country <> '*' ORDER BY platform, country`,
    );
    expect(rows).toEqual([
      { platform: 'youtube-content-id', country: 'US', amount: '310' },
      { platform: 'youtube-content-id', country: 'ZZ', amount: '4' },
      { platform: 'youtube-shorts', country: 'DE', amount: '95' },
      { platform: 'youtube-shorts', country: 'US', amount: '1520' },
    ]);

    expect(await pullPlatformDay(ctx.deps, source, DAY)).toEqual({ day: DAY, status: 'already-pulled', facts: 0 });
    expect(recorded.calls).toHaveLength(3);
  });
});
