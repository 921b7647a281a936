import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SalesCollabPage,
  SalesDetailOverview,
  SalesIdParams,
  SalesListQuery,
  SalesOverviewResponse,
  SalesRangeQuery,
  SalesRowPage,
  SalesSplitPage,
  SalesTotalResponse,
  StreamRatesResponse,
} from '@liner/domain';
import { AppError } from '../../platform/errors.js';
import { accountOf, actorOf } from '../../platform/request-auth.js';
import { keyNames, ownedRelease, ownedTrack, releaseNames, trackNames } from './catalog-names.js';
import { salesBreakdown, salesOverview, salesTotal, streamRates } from './query-sales.js';
import { salesCollabs, salesSplits } from './split-sales.js';

/** GET api/portal/sales/*: the signed-in user's own sales (a manager's view is another issue). */
export async function registerSalesRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/sales';
  const config = { access: 'account.read' } as const;
  const tags = ['sales'];
  const security = [{ bearer: [] }];
  const db = () => app.deps.db;
  const list = { tags, security, querystring: SalesListQuery, response: { 200: SalesRowPage } };
  const detailList = { ...list, params: SalesIdParams };

  app.get(
    `${base}/total`,
    { config, schema: { tags, security, querystring: SalesRangeQuery, response: { 200: SalesTotalResponse } } },
    async (req) => salesTotal(db(), accountOf(req), { dimension: 'month' }, req.query, app.deps.config.money.currency),
  );

  app.get(
    `${base}/overview`,
    { config, schema: { tags, security, querystring: SalesRangeQuery, response: { 200: SalesOverviewResponse } } },
    async (req) => salesOverview(db(), accountOf(req), req.query, app.deps.config.money.currency),
  );

  for (const [path, dimension] of [
    ['channels', 'store'],
    ['territories', 'territory'],
    ['artists', 'artist'],
  ] as const) {
    app.get(`${base}/${path}`, { config, schema: list }, async (req) =>
      salesBreakdown(db(), accountOf(req), { dimension }, req.query, 'key', keyNames),
    );
  }
  app.get(`${base}/releases`, { config, schema: list }, async (req) =>
    salesBreakdown(db(), accountOf(req), { dimension: 'release' }, req.query, 'release_id', (ids) =>
      releaseNames(db(), ids),
    ),
  );
  app.get(`${base}/tracks`, { config, schema: list }, async (req) =>
    salesBreakdown(db(), accountOf(req), { dimension: 'track' }, req.query, 'track_id', (ids) => trackNames(db(), ids)),
  );

  // Detail views: the release or track must be the user's own, else 404 (never someone else's figures).
  for (const kind of ['releases', 'tracks'] as const) {
    const find = async (userId: number, id: number) => {
      const item = kind === 'releases' ? await ownedRelease(db(), userId, id) : await ownedTrack(db(), userId, id);
      if (!item)
        throw new AppError('NOT_FOUND', { message: kind === 'releases' ? 'No such release' : 'No such track' });
      return item;
    };
    const scopeOf = (item: { id: number; releaseId: number }, suffix: '' | '-store' | '-territory') =>
      kind === 'releases'
        ? { dimension: `release${suffix}`, releaseId: item.id }
        : { dimension: `track${suffix}`, trackId: item.id, releaseId: suffix === '' ? item.releaseId : 0 };

    app.get(
      `${base}/${kind}/overview/:id`,
      {
        config,
        schema: {
          tags,
          security,
          params: SalesIdParams,
          querystring: SalesRangeQuery,
          response: { 200: SalesDetailOverview },
        },
      },
      async (req) => {
        const userId = accountOf(req);
        const item = await find(userId, req.params.id);
        return {
          id: item.id,
          name: item.name,
          code: item.code,
          ...(await salesTotal(db(), userId, scopeOf(item, ''), req.query, app.deps.config.money.currency)),
        };
      },
    );
    app.get(`${base}/${kind}/channels/:id`, { config, schema: detailList }, async (req) => {
      const userId = accountOf(req);
      return salesBreakdown(
        db(),
        userId,
        scopeOf(await find(userId, req.params.id), '-store'),
        req.query,
        'key',
        keyNames,
      );
    });
    app.get(`${base}/${kind}/territories/:id`, { config, schema: detailList }, async (req) => {
      const userId = accountOf(req);
      return salesBreakdown(
        db(),
        userId,
        scopeOf(await find(userId, req.params.id), '-territory'),
        req.query,
        'key',
        keyNames,
      );
    });
  }

  app.get(
    `${base}/streamrates`,
    { config, schema: { tags, security, querystring: SalesRangeQuery, response: { 200: StreamRatesResponse } } },
    async (req) => streamRates(db(), accountOf(req), req.query, app.deps.config.money.currency),
  );

  // Split money by sale month: what the owner shared out, and what the user received as a payee.
  app.get(
    `${base}/splits`,
    { config, schema: { tags, security, querystring: SalesListQuery, response: { 200: SalesSplitPage } } },
    async (req) => salesSplits(db(), accountOf(req), req.query),
  );
  app.get(
    `${base}/collabs`,
    { config, schema: { tags, security, querystring: SalesListQuery, response: { 200: SalesCollabPage } } },
    async (req) => salesCollabs(db(), actorOf(req).account, req.query),
  );
}
