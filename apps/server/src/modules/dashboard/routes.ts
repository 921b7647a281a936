import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CanInstantAccessResponse,
  DASHBOARD_LISTS,
  DashboardListPage,
  DashboardWalletResponse,
  PageQuery,
} from '@liner/domain';
import { accountOf, actorOf } from '../../platform/request-auth.js';
import { dashboardList } from './dashboard-lists.js';
import { canInstantAccess } from './instant-access.js';
import { dashboardWallet } from './wallet-balance.js';

/** Base api/portal/dashboard. */
export async function registerDashboardRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/dashboard';
  const config = { access: 'account.read' } as const;
  const tags = ['dashboard'];
  const security = [{ bearer: [] }];

  app.get(
    `${base}/wallet`,
    { config, schema: { tags, security, response: { 200: DashboardWalletResponse } } },
    async (req) => dashboardWallet(app.deps, accountOf(req)),
  );

  for (const list of DASHBOARD_LISTS) {
    app.get(
      `${base}/${list}`,
      { config, schema: { tags, security, querystring: PageQuery, response: { 200: DashboardListPage } } },
      async (req) => dashboardList(app.deps, actorOf(req), list, req.query),
    );
  }

  // Instant access to the artist tools of the stores (Spotify for Artists, Audiomack) needs music in the stores.
  app.get(
    `${base}/can-instant-access`,
    { config, schema: { tags, security, response: { 200: CanInstantAccessResponse } } },
    async (req) => canInstantAccess(app.deps, accountOf(req)),
  );
}
