import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/request-auth.js';
import {
  AccountSearchQuery,
  AccountSearchResponse,
  DistributionFeesResponse,
  OkResponse,
  SetAccountFeeRequest,
  SetPlanFeeRequest,
} from '@liner/domain';
import {
  FEE_SAVED,
  GrantSubscriptionRequest,
  GrantSubscriptionResponse,
  SUBSCRIPTION_GRANTED,
  SubscriptionRequiredSetting,
} from './contracts.js';
import { grantSubscription, setSubscriptionRequired, subscriptionOf } from './service.js';
import {
  listDistributionFees,
  searchAccounts,
  setAccountDistributionFee,
  setPlanDistributionFee,
} from './distribution-fees.js';

/** Operator endpoints: until billing exists an operator grants subscriptions and decides whether artists need one. */
export async function registerSubscriptionRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'operator' } as const;
  const tags = ['operator'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/admin/subscriptions/grant',
    {
      config,
      schema: { tags, security, body: GrantSubscriptionRequest, response: { 200: GrantSubscriptionResponse } },
    },
    async (req) => {
      const endsAt = req.body.endsAt ? new Date(req.body.endsAt) : null;
      await grantSubscription(app.deps, {
        userId: req.body.userId,
        grantedBy: actorOf(req).user.id,
        endsAt,
        plan: req.body.plan,
      });
      return { message: SUBSCRIPTION_GRANTED, subscription: await subscriptionOf(app.deps, req.body.userId) };
    },
  );

  app.put(
    '/api/admin/settings/subscription-required',
    {
      config,
      schema: { tags, security, body: SubscriptionRequiredSetting, response: { 200: SubscriptionRequiredSetting } },
    },
    async (req) => {
      await setSubscriptionRequired(app.deps, req.body.required);
      return { required: req.body.required };
    },
  );

  // Distribution fee (commission) per plan and per account: docs/product/subscriptions.md.
  app.get(
    '/api/admin/distribution-fees',
    { config, schema: { tags, security, response: { 200: DistributionFeesResponse } } },
    async () => listDistributionFees(app.deps),
  );
  app.put(
    '/api/admin/distribution-fees/plan',
    { config, schema: { tags, security, body: SetPlanFeeRequest, response: { 200: OkResponse } } },
    async (req) => {
      await setPlanDistributionFee(app.deps, actorOf(req).user.id, req.body);
      return { message: FEE_SAVED };
    },
  );
  app.get(
    '/api/admin/accounts',
    { config, schema: { tags, security, querystring: AccountSearchQuery, response: { 200: AccountSearchResponse } } },
    async (req) => searchAccounts(app.deps, req.query.q),
  );
  app.put(
    '/api/admin/distribution-fees/account',
    { config, schema: { tags, security, body: SetAccountFeeRequest, response: { 200: OkResponse } } },
    async (req) => {
      await setAccountDistributionFee(app.deps, actorOf(req).user.id, req.body);
      return { message: FEE_SAVED };
    },
  );
}
