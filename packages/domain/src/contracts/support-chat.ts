import { z } from 'zod';
import { idField, multilineText, text } from './primitives.js';
import { SupportComment, SupportTicketStatus } from './support.js';

/**
 * Live chat with support (docs/product/support.md, "Live chat"): a chat is a support ticket of
 * source `chat` whose thread is delivered as it is written, over the realtime channel.
 */

export const SUPPORT_CHAT_LIMITS = {
  messageMax: 2_000,
  /** How often an open chat window asks whether an agent is (still) online. */
  presencePollMs: 30_000,
} as const;

export const SUPPORT_CHAT_MESSAGES = {
  message: `Write a message of 1 to ${SUPPORT_CHAT_LIMITS.messageMax.toLocaleString('en')} characters`,
  noAgent: 'No agent is online right now: leave a ticket and we answer by e-mail',
  alreadyOpen: 'You already have a chat open: write in it',
  notFound: 'No such chat',
  ended: 'This chat has ended: start a new one',
  agentsOnly: 'Only operators take chats',
} as const;

const chatMessage = multilineText({ error: SUPPORT_CHAT_MESSAGES.message })
  .trim()
  .min(1, SUPPORT_CHAT_MESSAGES.message)
  .max(SUPPORT_CHAT_LIMITS.messageMax, SUPPORT_CHAT_MESSAGES.message);

export const SupportChat = z.object({
  ticket_id: z.number().int(),
  status: SupportTicketStatus,
  /** False once the chat was ended (by either side) or the ticket was solved or closed. */
  live: z.boolean(),
  started_at: text(),
  messages: z.array(SupportComment),
});
export type SupportChat = z.infer<typeof SupportChat>;

/** GET /api/portal/support/chat: whether someone can answer now, and the account's live chat if any. */
export const SupportChatState = z.object({
  agents_online: z.boolean(),
  chat: SupportChat.nullable(),
});
export type SupportChatState = z.infer<typeof SupportChatState>;

export const StartSupportChatRequest = z.object({ message: chatMessage });
export type StartSupportChatRequest = z.infer<typeof StartSupportChatRequest>;

export const SupportChatMessageRequest = z.object({ ticket_id: idField(), message: chatMessage });
export type SupportChatMessageRequest = z.infer<typeof SupportChatMessageRequest>;

export const EndSupportChatRequest = z.object({ ticket_id: idField() });
export type EndSupportChatRequest = z.infer<typeof EndSupportChatRequest>;

/** An operator's own chat availability; `online` is true while they also have the portal open. */
export const SupportChatAvailability = z.object({
  available: z.boolean(),
  online: z.boolean(),
  /** Operators available and online now, the caller included. */
  agents_online: z.number().int(),
});
export type SupportChatAvailability = z.infer<typeof SupportChatAvailability>;

export const SetSupportChatAvailabilityRequest = z.object({
  available: z.boolean({ error: 'Say whether you take chats (true or false)' }),
});
export type SetSupportChatAvailabilityRequest = z.infer<typeof SetSupportChatAvailabilityRequest>;
