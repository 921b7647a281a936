import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditPage, AuditQuery } from '@liner/domain';
import { accountOf } from '../../platform/request-auth.js';
import { listAuditEntries } from './list-audit-entries.js';

/** The account's audit trail: what was changed in it, by whom. Its owner reads it. */
export async function registerAuditRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/portal/audit',
    {
      config: { access: 'account.manage' },
      schema: { tags: ['audit'], security: [{ bearer: [] }], querystring: AuditQuery, response: { 200: AuditPage } },
    },
    async (req) => listAuditEntries(app.deps, accountOf(req), req.query),
  );
}
