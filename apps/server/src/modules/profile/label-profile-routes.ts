import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LABEL_IMAGE_MAX_BYTES,
  LABEL_IMAGE_TYPES,
  LABEL_PROFILE_MESSAGES,
  OkResponse,
  UpdateLabelProfileRequest,
} from '@liner/domain';
import { fieldError } from '../../platform/errors.js';
import { accountOf } from '../../platform/request-auth.js';
import { openLabelImage, setLabelImage } from './label-image.js';
import { updateLabelProfile } from './update-label-profile.js';

const ok = { 200: OkResponse };

/** The label profile: name, description, links, and its image sent as the raw bytes of the file. */
export async function registerLabelProfileRoutes(root: FastifyInstance): Promise<void> {
  // Own scope: the image parser applies to these routes only.
  await root.register(async (scope) => {
    // The whole image is read (it is small) so sharp can check it before anything is stored.
    scope.addContentTypeParser(
      [...LABEL_IMAGE_TYPES, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: LABEL_IMAGE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const base = '/api/profile/label-profile';
    const config = { access: 'account.manage' } as const;
    const tags = ['profile'];
    const security = [{ bearer: [] }];

    app.post(
      `${base}/update`,
      { config, schema: { tags, security, body: UpdateLabelProfileRequest, response: ok } },
      async (req) => ({ message: await updateLabelProfile(app.deps, accountOf(req), req.body) }),
    );

    app.post(
      `${base}/image`,
      { config, schema: { tags, security, consumes: [...LABEL_IMAGE_TYPES], response: ok } },
      async (req) => {
        if (!Buffer.isBuffer(req.body)) throw fieldError('image', LABEL_PROFILE_MESSAGES.imageMissing);
        return { message: await setLabelImage(app.deps, accountOf(req), req.body) };
      },
    );

    app.get(`${base}/image`, { config, schema: { tags, security } }, async (req, reply) => {
      const image = await openLabelImage(app.deps, accountOf(req));
      reply.header('content-type', image.type);
      reply.header('cache-control', 'private, max-age=86400');
      return reply.send(image.body);
    });
  });
}
