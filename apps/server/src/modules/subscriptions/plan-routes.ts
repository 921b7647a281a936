import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminPlansResponse,
  BillingSettingsRequest,
  OkResponse,
  PLAN_MESSAGES,
  PlanIdParams,
  UpdatePlanRequest,
  UpdatePlanResponse,
} from '@liner/domain';
import { listAdminPlans, presentAdminPlan } from './admin-plans.js';
import { setGracePeriodDays, updatePlan } from './plans.js';

/** The operator's plan desk: prices, trials, legacy, and the grace period after a failed renewal. */
export async function registerPlanRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'operator' } as const;
  const tags = ['operator'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/admin/subscription-plans',
    { config, schema: { tags, security, response: { 200: AdminPlansResponse } } },
    async () => listAdminPlans(app.deps),
  );
  app.put(
    '/api/admin/subscription-plans/:planId',
    {
      config,
      schema: { tags, security, params: PlanIdParams, body: UpdatePlanRequest, response: { 200: UpdatePlanResponse } },
    },
    async (req) => {
      const row = await updatePlan(app.deps, req.params.planId, req.body);
      return { message: PLAN_MESSAGES.saved, plan: await presentAdminPlan(app.deps, row) };
    },
  );
  app.put(
    '/api/admin/subscription-settings',
    { config, schema: { tags, security, body: BillingSettingsRequest, response: { 200: OkResponse } } },
    async (req) => {
      await setGracePeriodDays(app.deps, req.body.gracePeriodDays);
      return { message: PLAN_MESSAGES.settingsSaved };
    },
  );
}
