import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConfirmPayoutChangeRequest,
  idParam,
  OkResponse,
  PROVIDER_METHOD_MESSAGES,
  StripeConnectOutcomeResponse,
  StripeConnectStartRequest,
  StripeOnboardingResponse,
} from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import { removeProviderMethod } from './remove-provider-method.js';
import { confirmStripeConnect, resumeStripeOnboarding, startStripeConnect } from './stripe-connect-methods.js';

/** Bank payouts through Stripe Connect (api/profile): start, resume, come back, remove. */
export async function registerStripeConnectRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Like every change of payout details: the owner, with a confirmed e-mail address.
  const manage = { access: 'money.move' } as const;
  const profile = { tags: ['payout methods'], security: [{ bearer: [] }] };
  const onboarding = { 200: StripeOnboardingResponse };

  app.post(
    '/api/profile/bank/stripe-connect',
    { config: manage, schema: { ...profile, body: StripeConnectStartRequest, response: onboarding } },
    async (req) => startStripeConnect(app.deps, actorOf(req).user, req.body),
  );
  app.get(
    '/api/profile/stripe/intiate/:id',
    { config: manage, schema: { ...profile, params: z.object({ id: idParam() }), response: onboarding } },
    async (req) => resumeStripeOnboarding(app.deps, actorOf(req), req.params.id),
  );
  app.post(
    '/api/profile/update/bank/success',
    { config: manage, schema: { ...profile, response: { 200: StripeConnectOutcomeResponse } } },
    async (req) => confirmStripeConnect(app.deps, actorOf(req).user),
  );
  app.delete(
    '/api/profile/bank/stripe-connect',
    { config: manage, schema: { ...profile, body: ConfirmPayoutChangeRequest, response: { 200: OkResponse } } },
    // Allowed even after Stripe is switched off here: a person can always drop a method.
    async (req) => ({
      message: await removeProviderMethod(
        app.deps,
        actorOf(req).user,
        'stripe',
        req.body,
        PROVIDER_METHOD_MESSAGES.stripeRemoved,
      ),
    }),
  );
}
