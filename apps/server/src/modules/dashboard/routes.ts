import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CanInstantAccessResponse, DASHBOARD_LISTS, DashboardListPage, DashboardWalletResponse, PageQuery, type Paginated,
} from '@liner/domain';
import { actorOf, requireUser } from '../../platform/request-auth.js';
import { dashboardWallet } from './wallet-balance.js';

/**
 * Releases, submissions, pending releases, activity logs and support tickets belong to areas
 * that do not exist yet (releases, support): until they do, each list is an empty page of the
 * spec's pagination shape, so the dashboard shows its "Nothing here yet ..." states.
 */
function emptyPage(page: PageQuery): Paginated<Record<string, unknown>> {
  return { data: [], current_page: page.page, last_page: 1, total: 0, per_page: page.per_page };
}

/** Base api/portal/dashboard. */
export async function registerDashboardRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/dashboard';
  const onRequest = [requireUser];
  const tags = ['dashboard'];
  const security = [{ bearer: [] }];

  app.get(`${base}/wallet`, { onRequest, schema: { tags, security, response: { 200: DashboardWalletResponse } } },
    async (req) => dashboardWallet(app.deps, actorOf(req).user.id));

  for (const list of DASHBOARD_LISTS) {
    app.get(`${base}/${list}`, { onRequest, schema: { tags, security, querystring: PageQuery, response: { 200: DashboardListPage } } },
      async (req) => emptyPage(req.query));
  }

  // Instant access (Spotify / Audiomack programmes) comes with the programmes issue.
  app.get(`${base}/can-instant-access`, { onRequest, schema: { tags, security, response: { 200: CanInstantAccessResponse } } },
    async () => ({ canAccess: false }));
}
