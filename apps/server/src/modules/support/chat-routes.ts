import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EndSupportChatRequest,
  OkResponse,
  SetSupportChatAvailabilityRequest,
  StartSupportChatRequest,
  SupportChatAvailability,
  SupportChatMessageRequest,
  SupportChatState,
} from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import { chatAvailability, setChatAvailability } from './chat-presence.js';
import { endChatAsAgent, endOwnChat, readChatState, sendChatMessage, startChat } from './live-chat.js';

/**
 * Live chat: the person's side (api/portal/support/chat, for the account acted for) and the
 * operator's availability and end (api/admin/support/chat). Agents answer in the inbox.
 */
export async function registerChatRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/support/chat';
  const view = { access: 'support.view' } as const;
  const write = { access: 'support.write' } as const;
  const operator = { access: 'operator' } as const;
  const tags = ['support chat'];
  const security = [{ bearer: [] }];
  const state = { 200: SupportChatState };

  app.get(base, { config: view, schema: { tags, security, response: state } }, async (req) =>
    readChatState(app.deps, actorOf(req)),
  );
  app.post(
    `${base}/start`,
    { config: write, schema: { tags, security, body: StartSupportChatRequest, response: state } },
    async (req) => startChat(app.deps, actorOf(req), req.body),
  );
  app.post(
    `${base}/message`,
    { config: write, schema: { tags, security, body: SupportChatMessageRequest, response: state } },
    async (req) => sendChatMessage(app.deps, actorOf(req), req.body),
  );
  app.post(
    `${base}/end`,
    { config: write, schema: { tags, security, body: EndSupportChatRequest, response: state } },
    async (req) => endOwnChat(app.deps, actorOf(req), req.body.ticket_id),
  );

  const admin = '/api/admin/support/chat';
  const availability = { 200: SupportChatAvailability };
  app.get(
    `${admin}/availability`,
    { config: operator, schema: { tags, security, response: availability } },
    async (req) => chatAvailability(app.deps, actorOf(req).user.id),
  );
  app.post(
    `${admin}/availability`,
    { config: operator, schema: { tags, security, body: SetSupportChatAvailabilityRequest, response: availability } },
    async (req) => setChatAvailability(app.deps, actorOf(req).user.id, req.body.available),
  );
  app.post(
    `${admin}/end`,
    { config: operator, schema: { tags, security, body: EndSupportChatRequest, response: { 200: OkResponse } } },
    async (req) => endChatAsAgent(app.deps, req.body.ticket_id),
  );
}
