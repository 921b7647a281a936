import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUDIENCE_IMPORT_MAX_BYTES,
  AudienceFanInput,
  AudienceFansPage,
  AudienceFindAllQuery,
  AudienceFindAllResponse,
  AudienceImportResult,
  AudienceMemberResponse,
  AudiencePageQuery,
  AudienceRefreshResponse,
  AudienceRefreshStatus,
  AudienceSearchParams,
  BulkImportFansRequest,
  BulkRemoveFansRequest,
  BulkRemoveFansResponse,
  OkResponse,
  RemoveFanQuery,
} from '@liner/domain';
import { accountOf, actorOf } from '../../platform/request-auth.js';
import { addFan } from './add-fan.js';
import { exportAllFans } from './export-fans.js';
import { findAllMembers, findFansPage } from './find-members.js';
import { importFans } from './import-fans.js';
import { readRefreshStatus, startAudienceRefresh } from './refresh-audience.js';
import { bulkRemoveFans, removeFan } from './remove-fans.js';

/** Room for the CSV text inside its JSON body (quotes and line breaks are escaped there). */
const IMPORT_BODY_LIMIT = AUDIENCE_IMPORT_MAX_BYTES * 3;

/** The audience: fans added and imported, platform followers, search, export and refresh (api/portal/audience). */
export async function registerAudienceRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/audience';
  const view = { access: 'audience.view' } as const;
  const manage = { access: 'audience.manage' } as const;
  const tags = ['audience'];
  const security = [{ bearer: [] }];

  app.post(
    `${base}/fan`,
    { config: manage, schema: { tags, security, body: AudienceFanInput, response: { 200: AudienceMemberResponse } } },
    async (req) => addFan(app.deps, accountOf(req), req.body),
  );

  app.delete(
    `${base}/fan`,
    { config: manage, schema: { tags, security, querystring: RemoveFanQuery, response: { 200: OkResponse } } },
    async (req) => removeFan(app.deps, actorOf(req), req.query.id),
  );

  app.post(
    `${base}/fan/bulk-import`,
    {
      config: manage,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, security, body: BulkImportFansRequest, response: { 200: AudienceImportResult } },
    },
    async (req) => importFans(app.deps, accountOf(req), req.body),
  );

  app.post(
    `${base}/fan/bulk-remove`,
    {
      config: manage,
      schema: { tags, security, body: BulkRemoveFansRequest, response: { 200: BulkRemoveFansResponse } },
    },
    async (req) => bulkRemoveFans(app.deps, actorOf(req), req.body.ids),
  );

  // The search is a path segment ({q}); without it every member matches.
  const findAll = { tags, security, querystring: AudienceFindAllQuery, response: { 200: AudienceFindAllResponse } };
  app.get(`${base}/findAll`, { config: view, schema: findAll }, async (req) =>
    findAllMembers(app.deps, accountOf(req), '', req.query.type),
  );
  app.get(`${base}/findAll/:q`, { config: view, schema: { ...findAll, params: AudienceSearchParams } }, async (req) =>
    findAllMembers(app.deps, accountOf(req), req.params.q, req.query.type),
  );

  const findFans = { tags, security, querystring: AudiencePageQuery, response: { 200: AudienceFansPage } };
  app.get(`${base}/find/fans`, { config: view, schema: findFans }, async (req) =>
    findFansPage(app.deps, accountOf(req), '', req.query),
  );
  app.get(
    `${base}/find/fans/:q`,
    { config: view, schema: { ...findFans, params: AudienceSearchParams } },
    async (req) => findFansPage(app.deps, accountOf(req), req.params.q, req.query),
  );

  app.post(
    `${base}/refresh-audience`,
    { config: manage, schema: { tags, security, response: { 200: AudienceRefreshResponse } } },
    async (req) => startAudienceRefresh(app.deps, accountOf(req)),
  );

  app.get(
    `${base}/refresh-status`,
    { config: view, schema: { tags, security, response: { 200: AudienceRefreshStatus } } },
    async (req) => readRefreshStatus(app.deps, accountOf(req)),
  );

  app.get(`${base}/fan/export-all`, { config: view, schema: { tags, security } }, async (req, reply) => {
    const day = app.deps.clock.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audience-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(exportAllFans(app.deps, accountOf(req)));
  });
}
