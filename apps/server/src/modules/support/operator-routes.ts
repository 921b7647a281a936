import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AssignSupportTicketRequest,
  CreateCustomMessageRequest,
  CreateSavedReplyRequest,
  OkResponse,
  OperatorReplyRequest,
  OperatorSupportTicketDetail,
  OperatorSupportTicketPage,
  OperatorTicketQuery,
  OperatorTicketSaved,
  SavedReply,
  SavedReplyList,
  SavedReplyQuery,
  SetSupportTicketStatusRequest,
  SupportAgentList,
  SupportCustomerSidebar,
  SupportQueueQuery,
  UpdateSavedReplyRequest,
} from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import { createCustomMessage } from './create-custom-message.js';
import { customerSidebar } from './customer-sidebar.js';
import { listAgents, listQueue, readTicketForOperator } from './operator-queue.js';
import { assignTicket, replyAsAgent, setTicketStatus } from './operator-writes.js';
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply } from './saved-replies.js';

/** The operator's support inbox (api/admin/support): queue, thread, assignment, replies, notes, saved replies. */
export async function registerOperatorSupportRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/admin/support';
  const config = { access: 'operator' } as const;
  const tags = ['admin support'];
  const security = [{ bearer: [] }];
  const saved = { 200: OperatorTicketSaved };

  app.get(
    `${base}/tickets`,
    {
      config,
      schema: { tags, security, querystring: SupportQueueQuery, response: { 200: OperatorSupportTicketPage } },
    },
    async (req) => listQueue(app.deps, actorOf(req).user.id, req.query),
  );
  app.get(
    `${base}/tickets/single`,
    {
      config,
      schema: { tags, security, querystring: OperatorTicketQuery, response: { 200: OperatorSupportTicketDetail } },
    },
    async (req) => readTicketForOperator(app.deps, req.query.id),
  );
  app.get(
    `${base}/tickets/customer`,
    { config, schema: { tags, security, querystring: OperatorTicketQuery, response: { 200: SupportCustomerSidebar } } },
    async (req) => customerSidebar(app.deps, req.query.id),
  );
  app.post(
    `${base}/tickets/assign`,
    { config, schema: { tags, security, body: AssignSupportTicketRequest, response: saved } },
    async (req) => assignTicket(app.deps, req.body),
  );
  app.post(
    `${base}/tickets/reply`,
    { config, schema: { tags, security, body: OperatorReplyRequest, response: saved } },
    async (req) => replyAsAgent(app.deps, actorOf(req), req.body),
  );
  app.post(
    `${base}/tickets/status`,
    { config, schema: { tags, security, body: SetSupportTicketStatusRequest, response: saved } },
    async (req) => setTicketStatus(app.deps, req.body),
  );
  app.post(
    `${base}/custom-messages`,
    { config, schema: { tags, security, body: CreateCustomMessageRequest, response: saved } },
    async (req) => createCustomMessage(app.deps, actorOf(req), req.body),
  );
  app.get(`${base}/agents`, { config, schema: { tags, security, response: { 200: SupportAgentList } } }, async () =>
    listAgents(app.deps),
  );

  app.get(
    `${base}/saved-replies`,
    { config, schema: { tags, security, response: { 200: SavedReplyList } } },
    async () => listSavedReplies(app.deps),
  );
  app.post(
    `${base}/saved-replies`,
    { config, schema: { tags, security, body: CreateSavedReplyRequest, response: { 200: SavedReply } } },
    async (req) => createSavedReply(app.deps, actorOf(req).user.id, req.body),
  );
  app.post(
    `${base}/saved-replies/update`,
    { config, schema: { tags, security, body: UpdateSavedReplyRequest, response: { 200: SavedReply } } },
    async (req) => updateSavedReply(app.deps, req.body),
  );
  app.delete(
    `${base}/saved-replies`,
    { config, schema: { tags, security, querystring: SavedReplyQuery, response: { 200: OkResponse } } },
    async (req) => deleteSavedReply(app.deps, req.query.id),
  );
}
