import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MeResponse } from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import { currentUserJson } from './load-current-user.js';

/** `GET /api/auth/me`: what the shell shows of the signed-in person. */
export async function registerCurrentUserRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  // The answer is the contract-parsed JSON (see currentUserJson); the schema documents it.
  app.get(
    '/api/auth/me',
    {
      // Who may call it: see platform/permissions/route-policy.ts.
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: MeResponse } },
    },
    async (req, reply) => {
      const json = await currentUserJson(deps, actorOf(req));
      // A JSON string with a JSON content type is sent as is (Fastify skips the serializer);
      // the typed reply only knows the parsed shape, hence the cast.
      return reply.type('application/json; charset=utf-8').send(json as unknown as MeResponse);
    },
  );
}
