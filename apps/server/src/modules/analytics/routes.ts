import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AnalyticsDataset,
  AnalyticsBreakdownResponse,
  AnalyticsDimensionInfoResponse,
  AnalyticsFilterQuery,
  AnalyticsGenericDimensionQuery,
  AnalyticsGenericQuery,
  AnalyticsLinkPage,
  AnalyticsLinkQuery,
  AnalyticsListQuery,
  AnalyticsMetaResponse,
  AnalyticsPlatformListQuery,
  AnalyticsReleaseSearchParams,
  AnalyticsReleaseSearchResponse,
  AnalyticsSeriesResponse,
  AnalyticsSnapshotResponse,
  AnalyticsTotalStreamsQuery,
  AnalyticsTrackPage,
  analyticsDatasets,
  StreamThresholdPage,
  StreamThresholdQuery,
} from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import {
  queryDataset,
  queryGenericBreakdown,
  queryGenericDimensionInfo,
  queryGenericSeries,
  queryGenericTotal,
  queryTopTracks,
} from './query-dataset.js';
import { queryLinkStats } from './query-links.js';
import { queryMeta } from './query-meta.js';
import { searchReleases } from './search-releases.js';
import { streamThreshold } from './stream-threshold.js';

/** The answer schema of each kind of dataset. */
function responseOf(dataset: AnalyticsDataset) {
  switch (dataset.kind) {
    case 'series':
      return AnalyticsSeriesResponse;
    case 'snapshot':
      return AnalyticsSnapshotResponse;
    case 'tracks':
      return AnalyticsTrackPage;
    default:
      return AnalyticsBreakdownResponse;
  }
}

/**
 * GET api/portal/analytics/*: one route per dataset of the catalog, the generic platforms' calls,
 * the shared calls and the 1,000-streams tracker. Read-only, for whoever may read the account's
 * figures (docs/product/analytics.md).
 */
export async function registerAnalyticsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/analytics';
  const config = { access: 'account.read' } as const;
  const tags = ['analytics'];
  const security = [{ bearer: [] }];

  for (const { platform, dataset } of analyticsDatasets()) {
    const querystring = dataset.kind === 'tracks' ? AnalyticsListQuery : AnalyticsFilterQuery;
    app.get(
      `${base}/${dataset.path}`,
      { config, schema: { tags, security, querystring, response: { 200: responseOf(dataset) } } },
      async (req) => queryDataset(app.deps, actorOf(req), platform, dataset, req.query),
    );
  }

  app.get(
    `${base}/platform`,
    {
      config,
      schema: { tags, security, querystring: AnalyticsGenericQuery, response: { 200: AnalyticsSeriesResponse } },
    },
    async (req) => queryGenericSeries(app.deps, actorOf(req), req.query),
  );
  app.get(
    `${base}/platform/additional`,
    {
      config,
      schema: {
        tags,
        security,
        querystring: AnalyticsGenericDimensionQuery,
        response: { 200: AnalyticsBreakdownResponse },
      },
    },
    async (req) => queryGenericBreakdown(app.deps, actorOf(req), req.query),
  );
  app.get(
    `${base}/platform/additional/info`,
    {
      config,
      schema: { tags, security, querystring: AnalyticsGenericQuery, response: { 200: AnalyticsDimensionInfoResponse } },
    },
    async (req) => queryGenericDimensionInfo(app.deps, actorOf(req), req.query),
  );
  app.get(
    `${base}/platform/total-streams`,
    {
      config,
      schema: { tags, security, querystring: AnalyticsTotalStreamsQuery, response: { 200: AnalyticsSnapshotResponse } },
    },
    async (req) => queryGenericTotal(app.deps, actorOf(req), req.query),
  );

  app.get(
    `${base}/releases/:query`,
    {
      config,
      schema: {
        tags,
        security,
        params: AnalyticsReleaseSearchParams,
        response: { 200: AnalyticsReleaseSearchResponse },
      },
    },
    async (req) => searchReleases(app.deps, actorOf(req), req.params.query),
  );
  app.get(
    `${base}/meta`,
    { config, schema: { tags, security, response: { 200: AnalyticsMetaResponse } } },
    async (req) => queryMeta(app.deps.db, actorOf(req).accountId),
  );
  app.get(
    `${base}/release-links/top-releases`,
    { config, schema: { tags, security, querystring: AnalyticsLinkQuery, response: { 200: AnalyticsLinkPage } } },
    async (req) => queryLinkStats(app.deps, actorOf(req), req.query),
  );
  app.get(
    `${base}/top-tracks`,
    {
      config,
      schema: { tags, security, querystring: AnalyticsPlatformListQuery, response: { 200: AnalyticsTrackPage } },
    },
    async (req) => queryTopTracks(app.deps, actorOf(req), req.query),
  );
  app.get(
    `${base}/spotify/threshold`,
    { config, schema: { tags, security, querystring: StreamThresholdQuery, response: { 200: StreamThresholdPage } } },
    async (req) => streamThreshold(app.deps, actorOf(req), req.query),
  );
}
