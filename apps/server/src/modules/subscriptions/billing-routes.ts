import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BillingActionResponse,
  BillingInitResponse,
  BillingResponse,
  CreateSubscriptionRequest,
  UpdatePaymentRequest,
  UpgradeResponse,
} from '@liner/domain';
import { IDEMPOTENCY_HEADER } from '../../platform/idempotency.js';
import { accountOf } from '../../platform/request-auth.js';
import { loadBilling } from './billing-state.js';
import { cancelSubscription, reinstateSubscription } from './cancel-and-reinstate.js';
import { createSubscription } from './create-subscription.js';
import { initBilling } from './init-billing.js';
import { updatePayment } from './update-payment.js';
import { upgradeSubscription } from './upgrade-subscription.js';

/**
 * api/subscription: the account's billing, the holder's alone (billing.manage: the owner, or a
 * collaborator upgrading their own account by choosing a plan).
 */
export async function registerBillingRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'billing.manage' } as const;
  const moneyConfig = { access: 'billing.manage', idempotent: true } as const;
  const security = [{ bearer: [] }];
  const tags = ['billing'];
  const action = { 200: BillingActionResponse };
  const answer = async (accountId: number, message: string) => ({
    message,
    billing: await loadBilling(app.deps, accountId),
  });

  app.get(
    '/api/subscription/billing',
    { config, schema: { tags, security, response: { 200: BillingResponse } } },
    async (req) => loadBilling(app.deps, accountOf(req)),
  );
  app.post(
    '/api/subscription/init',
    { config, schema: { tags, security, response: { 200: BillingInitResponse } } },
    async (req) => initBilling(app.deps, accountOf(req)),
  );
  app.post(
    '/api/subscription/create',
    { config: moneyConfig, schema: { tags, security, body: CreateSubscriptionRequest, response: action } },
    async (req) => {
      const key = req.headers[IDEMPOTENCY_HEADER];
      const message = await createSubscription(
        app.deps,
        accountOf(req),
        req.body,
        typeof key === 'string' ? key : undefined,
      );
      return answer(accountOf(req), message);
    },
  );
  app.post('/api/subscription/cancel', { config, schema: { tags, security, response: action } }, async (req) =>
    answer(accountOf(req), await cancelSubscription(app.deps, accountOf(req), { legacy: false })),
  );
  app.post('/api/subscription/cancel-legacy', { config, schema: { tags, security, response: action } }, async (req) =>
    answer(accountOf(req), await cancelSubscription(app.deps, accountOf(req), { legacy: true })),
  );
  app.post('/api/subscription/reinstate', { config, schema: { tags, security, response: action } }, async (req) =>
    answer(accountOf(req), await reinstateSubscription(app.deps, accountOf(req))),
  );
  for (const kind of ['yearly', 'label'] as const)
    app.post(
      `/api/subscription/upgrade/${kind}`,
      { config: moneyConfig, schema: { tags, security, response: { 200: UpgradeResponse } } },
      async (req) => {
        const { message, ...amounts } = await upgradeSubscription(app.deps, accountOf(req), kind);
        return { ...(await answer(accountOf(req), message)), ...amounts };
      },
    );
  app.post(
    '/api/subscription/update-payment',
    { config: moneyConfig, schema: { tags, security, body: UpdatePaymentRequest, response: action } },
    async (req) => answer(accountOf(req), await updatePayment(app.deps, accountOf(req), req.body.paymentMethod)),
  );
}
