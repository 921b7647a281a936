import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PickerReleasePage, PickerReleaseQuery } from '@liner/domain';
import { accountOf } from '../../platform/request-auth.js';
import { listPickerReleases } from './list-picker-releases.js';

/** The release pickers' list (docs/product/release-picker.md). */
export async function registerReleasePickerRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/portal/releases/picker',
    {
      // Whoever may see the account's release list may choose from it.
      config: { access: 'release.view' },
      schema: {
        tags: ['releases'],
        security: [{ bearer: [] }],
        querystring: PickerReleaseQuery,
        response: { 200: PickerReleasePage },
      },
    },
    async (req) => listPickerReleases(app.deps, accountOf(req), req.query),
  );
}
