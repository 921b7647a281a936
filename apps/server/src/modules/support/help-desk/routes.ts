import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HelpDeskConnectionTest, HelpDeskSettings, HelpDeskSettingsRequest } from '@liner/domain';
import { actorOf } from '../../../platform/request-auth.js';
import { findHelpDeskSettings, presentHelpDeskSettings, saveHelpDeskSettings } from './help-desk-settings.js';
import { testHelpDeskConnection } from './test-connection.js';

/** The operator's choice of help desk (api/admin/settings/help-desk), and its connection test. */
export function registerHelpDeskSettingsRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'operator' } as const;
  const base = { tags: ['admin settings'], security: [{ bearer: [] }] };
  const path = '/api/admin/settings/help-desk';

  app.get(path, { config, schema: { ...base, response: { 200: HelpDeskSettings } } }, async () =>
    presentHelpDeskSettings(await findHelpDeskSettings(app.deps.db)),
  );
  app.put(
    path,
    { config, schema: { ...base, body: HelpDeskSettingsRequest, response: { 200: HelpDeskSettings } } },
    async (req) => saveHelpDeskSettings(app.deps, actorOf(req).user.id, req.body),
  );
  app.post(
    `${path}/test`,
    { config, schema: { ...base, body: HelpDeskSettingsRequest, response: { 200: HelpDeskConnectionTest } } },
    async (req) => testHelpDeskConnection(app.deps, req.body),
  );
}
