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
import { receiveStripeConnectEvent } from './stripe-connect-webhook.js';

const WebhookResponse = z.object({ received: z.literal(true) });

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

/** Stripe Connect's webhook: what became of the transfers and of the connected accounts' payouts. */
export async function registerStripeConnectWebhook(root: FastifyInstance): Promise<void> {
  await root.register(async (scope) => {
    // The signature is computed over the exact bytes Stripe sent: keep the body as text.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/webhooks/stripe-connect',
      {
        config: { access: 'public' },
        schema: { tags: ['webhooks'], body: z.string().max(1_000_000), response: { 200: WebhookResponse } },
      },
      async (req) => {
        const signature = req.headers['stripe-signature'];
        return receiveStripeConnectEvent(scope.deps, req.body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
}
