import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddAdditionalEmailRequest,
  OkResponse,
  RemoveAdditionalEmailRequest,
  UpdateAdditionalEmailRequest,
  VerifyAdditionalEmailRequest,
} from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import { addAdditionalEmail } from './add-additional-email.js';
import { removeAdditionalEmail } from './remove-additional-email.js';
import { setCommunicationEmail } from './set-communication-email.js';
import { verifyAdditionalEmail } from './verify-additional-email.js';

const ok = { 200: OkResponse };

/** The person's additional e-mail addresses: their own, whoever they act for. */
export async function registerAdditionalEmailRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/profile/additional-email';
  const config = { access: 'signed-in' } as const;
  const tags = ['profile'];
  const security = [{ bearer: [] }];

  app.post(
    `${base}/init`,
    { config, schema: { tags, security, body: AddAdditionalEmailRequest, response: ok } },
    async (req) => ({ message: await addAdditionalEmail(app.deps, actorOf(req).user, req.body) }),
  );

  app.post(
    `${base}/verify`,
    { config, schema: { tags, security, body: VerifyAdditionalEmailRequest, response: ok } },
    async (req) => ({ message: await verifyAdditionalEmail(app.deps, actorOf(req).user.id, req.body.token) }),
  );

  app.post(
    `${base}/update`,
    { config, schema: { tags, security, body: UpdateAdditionalEmailRequest, response: ok } },
    async (req) => ({ message: await setCommunicationEmail(app.deps, actorOf(req).user.id, req.body) }),
  );

  app.post(
    `${base}/remove`,
    { config, schema: { tags, security, body: RemoveAdditionalEmailRequest, response: ok } },
    async (req) => ({ message: await removeAdditionalEmail(app.deps, actorOf(req).user.id, req.body.id) }),
  );
}
