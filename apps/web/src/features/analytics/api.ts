import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { AnalyticsDimensionInfoResponse, AnalyticsMetaResponse, AnalyticsReleaseSearchResponse } from '@liner/domain';
import { analyticsClient, shouldRetryAnalytics, type AnalyticsQuery } from './analytics-client.js';

/** Trend files arrive once a day: a few minutes of freshness is plenty, and switching back is instant. */
const STALE_MS = 5 * 60_000;

/** One dataset of a page, through the deduplicating transport (the type keys it with its path). */
export function useAnalyticsQuery<T>(
  path: string,
  type: string,
  schema: z.ZodType<T>,
  query: AnalyticsQuery,
  enabled = true,
) {
  return useQuery({
    enabled,
    queryKey: ['analytics', path, type, query],
    queryFn: ({ signal }) => analyticsClient.get(path, type, schema, query, signal),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
    retry: shouldRetryAnalytics,
  });
}

/** Which platforms have data, and their first and last day. */
export function useAnalyticsMeta() {
  return useQuery({
    queryKey: ['analytics', 'meta'],
    queryFn: ({ signal }) => analyticsClient.get('meta', 'meta', AnalyticsMetaResponse, {}, signal),
    staleTime: STALE_MS,
    retry: shouldRetryAnalytics,
  });
}

/** Which of a generic platform's dimensions have data (platform/additional/info). */
export function useDimensionInfo(platform: string) {
  return useQuery({
    queryKey: ['analytics', 'platform/additional/info', platform],
    queryFn: ({ signal }) =>
      analyticsClient.get('platform/additional/info', 'info', AnalyticsDimensionInfoResponse, { platform }, signal),
    staleTime: STALE_MS,
    retry: shouldRetryAnalytics,
  });
}

/** Releases of the account matching a title, UPC or ISRC, with their tracks (releases/{query}). */
export function useReleaseSearch(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ['analytics', 'releases', query],
    queryFn: ({ signal }) =>
      analyticsClient.get(
        `releases/${encodeURIComponent(query)}`,
        'release-search',
        AnalyticsReleaseSearchResponse,
        {},
        signal,
      ),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
    retry: shouldRetryAnalytics,
  });
}
