import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MyTaxInformation,
  ReceiveTaxFormRequest,
  TAX_DOCUMENT_MAX_BYTES,
  TaxPayeeParams,
  TaxProfile,
  TaxSubmissionsPage,
  TaxSubmissionsQuery,
} from '@liner/domain';
import { closeIfUnread } from '../../platform/close-unread-upload.js';
import { accountOf, actorOf } from '../../platform/request-auth.js';
import { receiveTaxForm } from './receive-tax-form.js';
import { submitTaxInformation } from './submit-tax-information.js';
import { readTaxUpload } from './tax-document-upload.js';
import { findMyTaxInformation, listTaxSubmissions, openTaxDocument } from './tax-submissions.js';

const EXTENSION: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The payee's own tax information (api/profile/tax) and the operator's review of it. */
export async function registerTaxInformationRoutes(root: FastifyInstance): Promise<void> {
  // Own scope: the multipart parser applies to the document upload only.
  await root.register(async (scope) => {
    // The parser's limit sits past ours, so storage's limit stops the reading first.
    await scope.register(fastifyMultipart, { limits: { fileSize: TAX_DOCUMENT_MAX_BYTES * 2, files: 1, fields: 10 } });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const security = [{ bearer: [] }];
    const mine = { access: 'account.manage' } as const;
    const admin = { access: 'operator' } as const;
    const profile = { tags: ['tax information'], security };
    const desk = { tags: ['admin payouts'], security };

    app.get(
      '/api/profile/tax',
      { config: mine, schema: { ...profile, response: { 200: MyTaxInformation } } },
      async (req) => findMyTaxInformation(app.deps, accountOf(req)),
    );
    app.post(
      '/api/profile/tax',
      { config: mine, schema: { ...profile, consumes: ['multipart/form-data'], response: { 200: MyTaxInformation } } },
      async (req, reply) => {
        try {
          return await submitTaxInformation(app.deps, accountOf(req), await readTaxUpload(req));
        } catch (error) {
          closeIfUnread(req, reply);
          throw error;
        }
      },
    );

    app.get(
      '/api/admin/tax-submissions',
      { config: admin, schema: { ...desk, querystring: TaxSubmissionsQuery, response: { 200: TaxSubmissionsPage } } },
      async (req) => listTaxSubmissions(app.deps, req.query),
    );
    app.get(
      '/api/admin/tax-submissions/:userId/document',
      { config: admin, schema: { ...desk, params: TaxPayeeParams } },
      async (req, reply) => {
        const file = await openTaxDocument(app.deps, req.params.userId);
        // The stored name is the payee's; the header carries a plain one of our own.
        const name = `tax-form-${req.params.userId}.${EXTENSION[file.contentType] ?? 'bin'}`;
        return reply
          .type(file.contentType)
          .header('content-length', String(file.size))
          .header('content-disposition', `inline; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
    app.post(
      '/api/admin/tax-submissions/:userId/receive',
      {
        config: admin,
        schema: { ...desk, params: TaxPayeeParams, body: ReceiveTaxFormRequest, response: { 200: TaxProfile } },
      },
      async (req) => receiveTaxForm(app.deps, actorOf(req).user.id, { userId: req.params.userId, ...req.body }),
    );
  });
}
