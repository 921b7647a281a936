import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateSupportTicketRequest,
  GuestSupportTicketRequest,
  GuestSupportTicketResponse,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  SupportAttachmentParams,
  SupportAttachmentUploaded,
  SupportTicketDetail,
  SupportTicketListParams,
  SupportTicketListQuery,
  SupportTicketPage,
  SupportTicketQuery,
  SupportTicketSaved,
  UpdateSupportTicketRequest,
} from '@liner/domain';
import { fieldError } from '../../platform/errors.js';
import { accountOf, actorOf, clientOf } from '../../platform/request-auth.js';
import { helpDeskOf } from './help-desk/help-desk-of.js';
import { registerHelpDeskSettingsRoutes } from './help-desk/routes.js';
import { openAttachment } from './open-attachment.js';
import { registerChatRoutes } from './chat-routes.js';
import { registerSupportClaimRoutes } from './claims/routes.js';
import { registerOperatorSupportRoutes } from './operator-routes.js';
import { type SubmittedAttachment, uploadAttachment } from './store-attachment.js';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The multipart part named "file"; a body whose declared length is already too large is refused unread. */
async function attachmentPart(request: FastifyRequest): Promise<SubmittedAttachment | null> {
  if (Number(request.headers['content-length'] ?? 0) > SUPPORT_LIMITS.attachmentMaxBytes + MULTIPART_OVERHEAD_BYTES)
    throw fieldError('file', SUPPORT_MESSAGES.attachmentTooLarge);
  if (!request.isMultipart()) return null;
  const part = await request.file({ limits: { fileSize: SUPPORT_LIMITS.attachmentMaxBytes * 2, files: 1, fields: 5 } });
  if (part?.fieldname !== 'file') return null;
  return { fileName: part.filename, stream: part.file };
}

/** After refusing an upload whose body is still arriving, close the connection instead of reading the rest. */
function closeIfUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete) return;
  request.raw.unpipe();
  request.raw.pause();
  void reply.header('connection', 'close');
}

/**
 * Support tickets: the account's tickets (api/portal/support/tickets), their attachments, the
 * guest form (api/support/tickets/create) and the operator's inbox (api/admin/support).
 */
export async function registerSupportRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/support/tickets';
  const view = { access: 'support.view' } as const;
  const write = { access: 'support.write' } as const;
  const tags = ['support'];
  const security = [{ bearer: [] }];

  app.get(
    `${base}/get/:status`,
    {
      config: view,
      schema: {
        tags,
        security,
        params: SupportTicketListParams,
        querystring: SupportTicketListQuery,
        response: { 200: SupportTicketPage },
      },
    },
    async (req) => (await helpDeskOf(app.deps)).listTickets(actorOf(req), req.params.status, req.query),
  );

  const single = { tags, security, querystring: SupportTicketQuery, response: { 200: SupportTicketDetail } };
  app.get(`${base}/single`, { config: view, schema: single }, async (req) =>
    (await helpDeskOf(app.deps)).readTicket(actorOf(req), req.query.id, 'ticket'),
  );
  app.get(`${base}/custom-single`, { config: view, schema: single }, async (req) =>
    (await helpDeskOf(app.deps)).readTicket(actorOf(req), req.query.id, 'custom-message'),
  );

  app.post(
    `${base}/create`,
    {
      config: write,
      schema: { tags, security, body: CreateSupportTicketRequest, response: { 200: SupportTicketSaved } },
    },
    async (req) => (await helpDeskOf(app.deps)).createTicket(actorOf(req), req.body),
  );

  app.post(
    `${base}/update`,
    {
      config: write,
      schema: { tags, security, body: UpdateSupportTicketRequest, response: { 200: SupportTicketSaved } },
    },
    async (req) => (await helpDeskOf(app.deps)).updateTicket(actorOf(req), req.body),
  );

  app.post(
    '/api/support/tickets/create',
    {
      config: { access: 'public' },
      schema: { tags, body: GuestSupportTicketRequest, response: { 200: GuestSupportTicketResponse } },
    },
    async (req) => (await helpDeskOf(app.deps)).createGuestTicket(req.body, clientOf(req)),
  );

  app.get(
    '/api/portal/support/attachments/:id',
    // Which file is decided per file (open-attachment.ts): the ticket's account, and operators.
    { config: view, schema: { tags, security, params: SupportAttachmentParams } },
    async (req, reply) => {
      const file = await openAttachment(app.deps, actorOf(req), req.params.id);
      const disposition = file.contentType === 'text/plain' ? 'attachment' : 'inline';
      return reply
        .type(file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  await root.register(async (scope) => {
    // Own scope: the multipart parser applies to the attachment upload only.
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 5, fileSize: SUPPORT_LIMITS.attachmentMaxBytes * 2 },
    });
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.post(
      '/api/portal/support/attachments',
      {
        config: write,
        schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: SupportAttachmentUploaded } },
      },
      async (req, reply) => {
        try {
          return await uploadAttachment(uploads.deps, accountOf(req), await attachmentPart(req));
        } catch (error) {
          closeIfUnread(req, reply);
          throw error;
        }
      },
    );
  });

  await registerOperatorSupportRoutes(root);
  await registerChatRoutes(root);
  registerHelpDeskSettingsRoutes(root);
  await registerSupportClaimRoutes(root);
}
