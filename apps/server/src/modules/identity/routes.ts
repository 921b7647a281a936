import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDENTITY_IMAGE_MAX_BYTES,
  IdentityCheck,
  IdentityCheckParams,
  IdentityDecisionRequest,
  IdentityImageParams,
  IdentityRequiredSetting,
  IdentityReviewPage,
  IdentityReviewQuery,
  IdentityVerificationRequest,
  IdentityVerificationStatus,
  IDENTITY_CHECK_STATUSES,
} from '@liner/domain';
import { closeIfUnread } from '../../platform/close-unread-upload.js';
import { actorOf } from '../../platform/request-auth.js';
import { decideVerification } from './decide-verification.js';
import { readIdentityUpload } from './identity-upload.js';
import { isIdentityRequiredForPayouts, setIdentityRequiredForPayouts } from './payout-gate.js';
import { receiveStripeWebhook } from './receive-stripe-webhook.js';
import { requestVerification } from './request-verification.js';
import { listIdentityReviews, openIdentityImage } from './review-queue.js';
import { submitVerification } from './submit-verification.js';
import { verificationStatus } from './verification-status.js';

const DecisionResponse = z.object({ id: z.number().int(), status: z.enum(IDENTITY_CHECK_STATUSES) });
const WebhookResponse = z.object({ received: z.literal(true) });

/** Identity verification (api/support/verification), the operator's identity queue and the hosted provider's webhook. */
export async function registerIdentityRoutes(root: FastifyInstance): Promise<void> {
  // Verifying one's identity is the account owner's own act: a manager or a collaborator cannot
  // show the owner's passport for them.
  const mine = { access: 'account.manage' } as const;
  const admin = { access: 'operator' } as const;
  const security = [{ bearer: [] }];
  const support = { tags: ['identity verification'], security };
  const desk = { tags: ['admin identity checks'], security };

  await root.register(async (scope) => {
    // Own scope: the multipart parser applies to the photo upload only. Its limit sits past
    // ours, so our per-photo limit stops the reading first.
    await scope.register(fastifyMultipart, {
      limits: { fileSize: IDENTITY_IMAGE_MAX_BYTES * 2, files: 3, fields: 5 },
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/support/verification',
      { config: mine, schema: { ...support, response: { 200: IdentityVerificationStatus } } },
      async (req) => verificationStatus(app.deps, actorOf(req).user.id),
    );
    app.post(
      '/api/support/verification/request',
      { config: mine, schema: { ...support, body: IdentityVerificationRequest, response: { 200: IdentityCheck } } },
      async (req) => requestVerification(app.deps, actorOf(req).user, req.body),
    );
    app.post(
      '/api/support/verification/submit',
      { config: mine, schema: { ...support, consumes: ['multipart/form-data'], response: { 200: IdentityCheck } } },
      async (req, reply) => {
        try {
          return await submitVerification(app.deps, actorOf(req).user, await readIdentityUpload(req));
        } catch (error) {
          closeIfUnread(req, reply);
          throw error;
        }
      },
    );

    app.get(
      '/api/admin/identity-checks',
      { config: admin, schema: { ...desk, querystring: IdentityReviewQuery, response: { 200: IdentityReviewPage } } },
      async (req) => listIdentityReviews(app.deps, req.query),
    );
    app.get(
      '/api/admin/identity-checks/:id/images/:side',
      { config: admin, schema: { ...desk, params: IdentityImageParams } },
      async (req, reply) =>
        reply
          .type('image/jpeg')
          .header('content-disposition', `inline; filename="identity-${req.params.id}-${req.params.side}.jpg"`)
          .header('cache-control', 'private, no-store')
          .send(await openIdentityImage(app.deps, req.params.id, req.params.side)),
    );
    app.post(
      '/api/admin/identity-checks/:id/decision',
      {
        config: admin,
        schema: {
          ...desk,
          params: IdentityCheckParams,
          body: IdentityDecisionRequest,
          response: { 200: DecisionResponse },
        },
      },
      async (req) => decideVerification(app.deps, actorOf(req).user, req.params.id, req.body),
    );
    app.get(
      '/api/admin/settings/identity-required',
      { config: admin, schema: { ...desk, response: { 200: IdentityRequiredSetting } } },
      async () => ({ required: await isIdentityRequiredForPayouts(app.deps.db) }),
    );
    app.put(
      '/api/admin/settings/identity-required',
      { config: admin, schema: { ...desk, body: IdentityRequiredSetting, response: { 200: IdentityRequiredSetting } } },
      async (req) => setIdentityRequiredForPayouts(app.deps, req.body.required),
    );
  });

  await root.register(async (scope) => {
    // The signature is computed over the exact bytes Stripe sent: keep the body as text.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/webhooks/stripe/identity',
      { config: { access: 'public' }, schema: { tags: ['webhooks'], response: { 200: WebhookResponse } } },
      async (req) => {
        const signature = req.headers['stripe-signature'];
        return receiveStripeWebhook(
          app.deps,
          typeof req.body === 'string' ? req.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });
}
