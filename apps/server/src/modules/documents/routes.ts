import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DocumentIdParams, DocumentsResponse } from '@liner/domain';
import { accountOf, actorOf } from '../../platform/request-auth.js';
import { listUserDocuments } from './list-user-documents.js';
import { attachmentDisposition, openUserDocument } from './open-user-document.js';

/**
 * The account's documents under api/profile: the list and one file. Contracts and tax forms
 * stay with the owner, like the account's other settings (`account.manage`).
 */
export async function registerDocumentRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/profile/documents';
  const config = { access: 'account.manage' } as const;
  const tags = ['profile'];
  const security = [{ bearer: [] }];

  app.get(base, { config, schema: { tags, security, response: { 200: DocumentsResponse } } }, async (req) => ({
    documents: await listUserDocuments(app.deps, accountOf(req)),
  }));

  app.get(`${base}/:id/file`, { config, schema: { tags, security, params: DocumentIdParams } }, async (req, reply) => {
    const document = await openUserDocument(app.deps, actorOf(req), req.params.id);
    reply.header('content-type', document.contentType);
    reply.header('content-length', document.size);
    reply.header('content-disposition', attachmentDisposition(document.fileName));
    return reply.send(document.body);
  });
}
