import { z } from 'zod';
import type { YoutubeContentOwnerConfig } from '../../platform/config-analytics.js';
import type { AnalyticsPullSource, PullTrack, PulledCount } from './pull-source.js';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

const TokenAnswer = z.object({ access_token: z.string(), expires_in: z.number() });
const AssetSearchAnswer = z.object({
  items: z
    .array(z.object({ id: z.string(), isrc: z.string().optional(), isrcs: z.array(z.string()).optional() }))
    .default([]),
  nextPageToken: z.string().optional(),
});
const ReportAnswer = z.object({
  columnHeaders: z.array(z.object({ name: z.string() })),
  rows: z.array(z.array(z.union([z.string(), z.number()]))).default([]),
});
const GoogleError = z.object({ error: z.object({ message: z.string() }) });

/** ISRCs per asset search: the Content ID API takes at most 50 in one call. */
const ISRCS_PER_SEARCH = 50;

/**
 * YouTube figures of a distributor's content owner (CMS): the Content ID API finds each delivered
 * track's sound-recording asset by ISRC, then the Analytics API's content-owner report gives the
 * asset's views per day and country, split by the kind of video (Shorts or not). Shorts views
 * count on the youtube-shorts page, every other claimed view on youtube-content-id.
 */
export function createYoutubeContentOwnerSource(options: {
  config: YoutubeContentOwnerConfig;
  fetch: FetchLike;
  now: () => Date;
}): AnalyticsPullSource {
  const { config, fetch, now } = options;
  let token: { value: string; expiresAt: number } | null = null;

  async function readJson<T>(response: Response, schema: z.ZodType<T>, what: string): Promise<T> {
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const google = GoogleError.safeParse(body);
      throw new Error(
        `YouTube ${what} refused (${response.status}): ${google.success ? google.data.error.message : 'no message'}`,
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error(`YouTube ${what} answered an unexpected shape`);
    return parsed.data;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now().getTime() + 60_000) return token.value;
    const response = await fetch(`${config.oauthBase}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        refresh_token: config.refreshToken,
        grant_type: 'refresh_token',
      }).toString(),
    });
    const answer = await readJson(response, TokenAnswer, 'token');
    token = { value: answer.access_token, expiresAt: now().getTime() + answer.expires_in * 1000 };
    return token.value;
  }

  async function get<T>(url: string, schema: z.ZodType<T>, what: string): Promise<T> {
    const response = await fetch(url, { headers: { authorization: `Bearer ${await accessToken()}` } });
    return readJson(response, schema, what);
  }

  /** asset id -> ISRC, for the assets the content owner holds among these ISRCs. */
  async function findAssets(isrcs: readonly string[]): Promise<Map<string, string>> {
    const wanted = new Set(isrcs);
    const assets = new Map<string, string>();
    for (let start = 0; start < isrcs.length; start += ISRCS_PER_SEARCH) {
      let pageToken: string | undefined;
      do {
        const query = new URLSearchParams({
          onBehalfOfContentOwner: config.contentOwner,
          isrcs: isrcs.slice(start, start + ISRCS_PER_SEARCH).join(','),
          ownershipRestriction: 'mine',
        });
        if (pageToken) query.set('pageToken', pageToken);
        const page = await get(
          `${config.partnerBase}/youtube/partner/v1/assetSearch?${query}`,
          AssetSearchAnswer,
          'asset search',
        );
        for (const item of page.items) {
          const isrc = [item.isrc, ...(item.isrcs ?? [])].find((code) => code && wanted.has(code));
          if (isrc) assets.set(item.id, isrc);
        }
        pageToken = page.nextPageToken;
      } while (pageToken);
    }
    return assets;
  }

  async function assetViews(assetId: string, day: string) {
    const query = new URLSearchParams({
      ids: `contentOwner==${config.contentOwner}`,
      startDate: day,
      endDate: day,
      metrics: 'views',
      dimensions: 'day,country,creatorContentType',
      filters: `asset==${assetId}`,
    });
    const report = await get(`${config.analyticsBase}/v2/reports?${query}`, ReportAnswer, 'analytics report');
    const column = (name: string) => report.columnHeaders.findIndex((header) => header.name === name);
    const [dayAt, countryAt, typeAt, viewsAt] = ['day', 'country', 'creatorContentType', 'views'].map(column);
    if (dayAt === -1 || viewsAt === -1) throw new Error('YouTube analytics report has no day or views column');
    return report.rows.map((row) => ({
      day: String(row[dayAt ?? 0]),
      country: countryAt === undefined || countryAt === -1 ? '' : String(row[countryAt] ?? '').toUpperCase(),
      isShorts: typeAt !== undefined && typeAt !== -1 && String(row[typeAt]).toUpperCase() === 'SHORTS',
      views: BigInt(Math.trunc(Number(row[viewsAt ?? 0]))),
    }));
  }

  return {
    name: 'youtube',
    async pullDay(day: string, tracks: readonly PullTrack[]): Promise<PulledCount[]> {
      const trackOf = new Map(tracks.map((track) => [track.isrc, track]));
      const assets = await findAssets([...trackOf.keys()]);
      const counts: PulledCount[] = [];
      for (const [assetId, isrc] of assets) {
        const track = trackOf.get(isrc);
        if (!track) continue;
        for (const row of await assetViews(assetId, day)) {
          if (row.views <= 0n) continue;
          counts.push({
            trackId: track.trackId,
            day: row.day,
            platform: row.isShorts ? 'youtube-shorts' : 'youtube-content-id',
            metric: 'views',
            country: /^[A-Z]{2}$/.test(row.country) && row.country !== 'ZZ' ? row.country : '',
            amount: row.views,
          });
        }
      }
      return counts;
    },
  };
}
