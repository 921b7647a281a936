/**
 * The analytics operations the routes call: a dataset of the catalog (platforms.ts) answered by
 * its kind, the generic platforms' calls and top tracks. Each resolves the query string
 * (analytics-range.ts), then reads the rollups once.
 */
import {
  type AnalyticsBreakdownResponse,
  type AnalyticsDataset,
  type AnalyticsDimension,
  type AnalyticsDimensionInfoResponse,
  type AnalyticsFilterQuery,
  type AnalyticsPlatform,
  type AnalyticsSeriesResponse,
  type AnalyticsSnapshotResponse,
  type AnalyticsTrackPage,
  analyticsPlatform,
  type PageQuery,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { resolveQuery } from './analytics-range.js';
import { queryDimensionBreakdown, queryTerritories, queryWeekdays } from './query-breakdown.js';
import { queryDimensionInfo } from './query-meta.js';
import { querySeries, querySnapshot } from './query-series.js';
import { queryTracks } from './query-tracks.js';

export type DatasetAnswer =
  | AnalyticsSeriesResponse
  | AnalyticsSnapshotResponse
  | AnalyticsBreakdownResponse
  | AnalyticsTrackPage;

export async function queryDataset(
  deps: AppDeps,
  actor: Actor,
  page: AnalyticsPlatform,
  dataset: AnalyticsDataset,
  query: AnalyticsFilterQuery & Partial<PageQuery>,
): Promise<DatasetAnswer> {
  const resolved = await resolveQuery(deps, actor, page, dataset, query);
  switch (dataset.kind) {
    case 'series':
      return querySeries(deps.db, page.slug, resolved);
    case 'snapshot':
      return querySnapshot(deps.db, page.slug, resolved, dataset.metrics ?? [dataset.metric]);
    case 'tracks':
      return queryTracks(deps.db, page.slug, resolved, { page: query.page ?? 1, per_page: query.per_page ?? 20 });
    case 'territories':
      return queryTerritories(deps.db, page.slug, resolved);
    case 'weekdays':
      return queryWeekdays(deps.db, page.slug, resolved);
    case 'breakdown':
      if (!dataset.dimension) throw new Error(`the breakdown ${dataset.path} names no dimension`);
      return queryDimensionBreakdown(deps.db, page.slug, resolved, dataset.dimension);
  }
}

function platformOf(slug: string): AnalyticsPlatform {
  const page = analyticsPlatform(slug);
  if (!page) throw new AppError('NOT_FOUND', { message: 'No such platform' });
  return page;
}

/** platform?platform=resso: the generic platform's series of its metric. */
export async function queryGenericSeries(
  deps: AppDeps,
  actor: Actor,
  query: AnalyticsFilterQuery & { platform: string },
): Promise<AnalyticsSeriesResponse> {
  const page = platformOf(query.platform);
  return querySeries(deps.db, page.slug, await resolveQuery(deps, actor, page, undefined, query));
}

/** platform/additional?platform=resso&dimension=gender. */
export async function queryGenericBreakdown(
  deps: AppDeps,
  actor: Actor,
  query: AnalyticsFilterQuery & { platform: string; dimension: AnalyticsDimension },
): Promise<AnalyticsBreakdownResponse> {
  const page = platformOf(query.platform);
  const resolved = await resolveQuery(deps, actor, page, undefined, query);
  return queryDimensionBreakdown(deps.db, page.slug, resolved, query.dimension);
}

/** platform/additional/info: which of the generic dimensions hold data. */
export async function queryGenericDimensionInfo(
  deps: AppDeps,
  actor: Actor,
  query: AnalyticsFilterQuery & { platform: string },
): Promise<AnalyticsDimensionInfoResponse> {
  const page = platformOf(query.platform);
  return queryDimensionInfo(deps.db, page.slug, await resolveQuery(deps, actor, page, undefined, query));
}

/** platform/total-streams (Pinterest's): the total and the previous period's. */
export async function queryGenericTotal(
  deps: AppDeps,
  actor: Actor,
  query: AnalyticsFilterQuery & { platform: string },
): Promise<AnalyticsSnapshotResponse> {
  const page = platformOf(query.platform);
  const resolved = await resolveQuery(deps, actor, page, undefined, query);
  return querySnapshot(deps.db, page.slug, resolved, [resolved.level.metric]);
}

/** top-tracks?platform=spotify: the platform's tracks by its page's metric (or the toggled one). */
export async function queryTopTracks(
  deps: AppDeps,
  actor: Actor,
  query: AnalyticsFilterQuery & PageQuery & { platform: string },
): Promise<AnalyticsTrackPage> {
  const page = platformOf(query.platform);
  return queryTracks(deps.db, page.slug, await resolveQuery(deps, actor, page, undefined, query), query);
}
