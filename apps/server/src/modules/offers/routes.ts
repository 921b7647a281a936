import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcceptPriorityRequest,
  AcceptPriorityResponse,
  AccountOffersParams,
  AccountOffersView,
  AdvanceEstimateResponse,
  AdvanceOfferResponse,
  UpdateAccountOffersRequest,
} from '@liner/domain';
import { accountOf, actorOf } from '../../platform/request-auth.js';
import { acceptAdvance } from './accept-advance.js';
import { acceptPriority } from './accept-priority.js';
import { accountOffers, updateAccountOffers } from './account-offers.js';
import { advanceEstimateOf, presentEstimate } from './advance-estimate.js';
import { findCurrentAdvanceOffer, presentAdvanceOffer } from './advance-offers.js';

/** The priority and advance offers: the account's side under api/portal/dashboard, the operator's under api/admin. */
export async function registerOfferRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/dashboard';
  const security = [{ bearer: [] }];
  const tags = ['offers'];
  const read = { access: 'account.read' } as const;
  // Signing a contract is the account owner's own act, not a manager's.
  const sign = { access: 'account.manage' } as const;
  // Taking an advance moves money into the account: the owner, confirmed e-mail, idempotent.
  const takeAdvance = { access: 'money.move', idempotent: true } as const;
  const operator = { access: 'operator' } as const;

  app.post(
    `${base}/accept-priority`,
    {
      config: sign,
      schema: { tags, security, body: AcceptPriorityRequest, response: { 200: AcceptPriorityResponse } },
    },
    async (req) => acceptPriority(app.deps, accountOf(req), req.body),
  );
  app.get(
    `${base}/advance-estimate`,
    { config: read, schema: { tags, security, response: { 200: AdvanceEstimateResponse } } },
    async (req) => presentEstimate(await advanceEstimateOf(app.deps.db, accountOf(req), app.deps.clock.now())),
  );
  app.get(
    `${base}/advance`,
    { config: read, schema: { tags, security, response: { 200: AdvanceOfferResponse } } },
    async (req) => ({
      offer: await presentAdvanceOffer(app.deps.db, await findCurrentAdvanceOffer(app.deps.db, accountOf(req))),
    }),
  );
  app.post(
    `${base}/accept-advance`,
    { config: takeAdvance, schema: { tags, security, response: { 200: AdvanceOfferResponse } } },
    async (req) => acceptAdvance(app.deps, accountOf(req)),
  );

  const admin = { tags: ['admin offers'], security };
  app.get(
    '/api/admin/accounts/:userId/offers',
    { config: operator, schema: { ...admin, params: AccountOffersParams, response: { 200: AccountOffersView } } },
    async (req) => accountOffers(app.deps, req.params.userId),
  );
  app.post(
    '/api/admin/accounts/:userId/offers',
    {
      config: operator,
      schema: {
        ...admin,
        params: AccountOffersParams,
        body: UpdateAccountOffersRequest,
        response: { 200: AccountOffersView },
      },
    },
    async (req) => updateAccountOffers(app.deps, actorOf(req).user.id, req.params.userId, req.body),
  );
}
