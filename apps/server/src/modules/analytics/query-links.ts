import { type AnalyticsLinkPage, type AnalyticsLinkQuery, isoDay } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { Actor } from '../../platform/request-auth.js';
import { listLinkStats } from '../quicklinks/index.js';
import { checkedRange } from './analytics-range.js';
import { rangeOf } from './query-series.js';

/**
 * release-links/top-releases: the account's smart links with their page views and store clicks,
 * by default over the 28 days up to today (the counts are live, not reported by a store).
 */
export async function queryLinkStats(
  deps: AppDeps,
  actor: Actor,
  query: AnalyticsLinkQuery,
): Promise<AnalyticsLinkPage> {
  const range = checkedRange(query, isoDay(deps.clock.now()));
  const page = await listLinkStats(deps, actor.accountId, { ...range, page: query.page, per_page: query.per_page });
  return { ...page, range: rangeOf(range) };
}
