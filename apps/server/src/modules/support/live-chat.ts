import { and, eq, isNull } from 'drizzle-orm';
import {
  acceptsReplies,
  resolveDisplayName,
  SUPPORT_CHAT_MESSAGES,
  statusAfterRequesterReply,
  type StartSupportChatRequest,
  type SupportChat,
  type SupportChatMessageRequest,
  type SupportChatState,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { findUserById } from '../auth/index.js';
import { addComment } from './add-comment.js';
import { onlineChatAgentIds } from './chat-presence.js';
import { commentFromText } from './comment-body.js';
import { findComments, findTicket, loadOwnTicket } from './find-ticket.js';
import { notifyAgentsOfChat } from './notify.js';
import { openTicket } from './open-ticket.js';
import { presentComments } from './present-ticket.js';
import { type SupportChatRow, type SupportTicketRow, supportChats, supportTickets } from './tables.js';
import { announceTicketChange } from './ticket-changed.js';
import { mailChatTranscript } from './chat-transcript.js';

/** A chat's subject: every chat reads the same in lists; its first message is the description. */
export const CHAT_SUBJECT = 'Live-chat';

const conflict = (message: string) => new AppError('CONFLICT', { message });
const notFound = () => new AppError('NOT_FOUND', { message: SUPPORT_CHAT_MESSAGES.notFound });

async function findChat(db: DbExecutor, ticketId: number): Promise<SupportChatRow | null> {
  const [row] = await db.select().from(supportChats).where(eq(supportChats.ticketId, ticketId)).limit(1);
  return row ?? null;
}

/** Whether the ticket is a chat still going on: its messages are delivered live, not mailed one by one. */
export async function isLiveChat(db: DbExecutor, ticketId: number): Promise<boolean> {
  const chat = await findChat(db, ticketId);
  return chat !== null && chat.endedAt === null;
}

async function liveChatOf(db: DbExecutor, accountId: number): Promise<SupportChatRow | null> {
  const [row] = await db
    .select()
    .from(supportChats)
    .where(and(eq(supportChats.accountId, accountId), isNull(supportChats.endedAt)))
    .limit(1);
  return row ?? null;
}

async function presentChat(deps: AppDeps, chat: SupportChatRow, ticket: SupportTicketRow): Promise<SupportChat> {
  const comments = await findComments(deps.db, ticket.id, false);
  return {
    ticket_id: ticket.id,
    status: ticket.status,
    live: chat.endedAt === null && acceptsReplies(ticket.status) && ticket.status !== 'solved',
    started_at: chat.startedAt.toISOString(),
    messages: await presentComments(deps.db, comments),
  };
}

/** A chat row not ended whose ticket an operator solved or closed meanwhile is over all the same. */
const isOver = (ticket: SupportTicketRow) => !acceptsReplies(ticket.status) || ticket.status === 'solved';

async function stateOf(deps: AppDeps, accountId: number): Promise<SupportChatState> {
  const [agents, chat] = await Promise.all([onlineChatAgentIds(deps), liveChatOf(deps.db, accountId)]);
  const ticket = chat ? await findTicket(deps.db, chat.ticketId) : null;
  return {
    agents_online: agents.length > 0,
    chat: chat && ticket && !isOver(ticket) ? await presentChat(deps, chat, ticket) : null,
  };
}

/** Marks the account's chat ended when its ticket is over; answers whether one is still going. */
async function settleLiveChat(deps: AppDeps, accountId: number): Promise<boolean> {
  const chat = await liveChatOf(deps.db, accountId);
  if (!chat) return false;
  const ticket = await findTicket(deps.db, chat.ticketId);
  if (ticket && !isOver(ticket)) return true;
  await deps.db.update(supportChats).set({ endedAt: deps.clock.now() }).where(eq(supportChats.ticketId, chat.ticketId));
  return false;
}

/** GET portal/support/chat */
export async function readChatState(deps: AppDeps, actor: Actor): Promise<SupportChatState> {
  return stateOf(deps, actor.accountId);
}

/**
 * POST portal/support/chat/start: opens a chat when an agent is online to take it (409 when
 * none is: the person leaves a ticket instead), and tells those agents.
 */
export async function startChat(
  deps: AppDeps,
  actor: Actor,
  input: StartSupportChatRequest,
): Promise<SupportChatState> {
  if (await settleLiveChat(deps, actor.accountId)) throw conflict(SUPPORT_CHAT_MESSAGES.alreadyOpen);
  const agents = await onlineChatAgentIds(deps);
  if (agents.length === 0) throw conflict(SUPPORT_CHAT_MESSAGES.noAgent);
  const ticket = await openChat(deps, { accountId: actor.accountId, personId: actor.user.id }, input.message);
  await notifyAgentsOfChat(deps, agents, ticket);
  await announceTicketChange(deps, ticket);
  return stateOf(deps, actor.accountId);
}

/** Writes the chat's ticket, its first message and the chat row (409 when the account has one going). */
export async function openChat(
  deps: AppDeps,
  who: { accountId: number; personId: number },
  message: string,
): Promise<SupportTicketRow> {
  const account = await findUserById(deps.db, who.accountId);
  const person = who.personId === who.accountId ? account : await findUserById(deps.db, who.personId);
  if (!account || !person) throw new Error('the signed-in account has no row');
  const at = deps.clock.now();
  return deps.db
    .transaction(async (tx) => {
      const opened = await openTicket(tx, {
        requesterId: account.id,
        requesterEmail: account.email,
        requesterName: resolveDisplayName(account),
        subject: CHAT_SUBJECT,
        description: message,
        firstComment: commentFromText(message),
        author: { id: person.id, name: resolveDisplayName(person), agent: false },
        status: 'new',
        kind: 'general',
        source: 'chat',
        at,
      });
      await tx.insert(supportChats).values({ ticketId: opened.id, accountId: account.id, startedAt: at });
      return opened;
    })
    .catch((error: unknown) => {
      // Two tabs starting at once: the partial unique index keeps one chat per account.
      if (isUniqueViolation(error)) throw conflict(SUPPORT_CHAT_MESSAGES.alreadyOpen);
      throw error;
    });
}

/** The account's chat for a write: 404 for anything but its own chat, 409 once it ended. */
async function loadOwnLiveChat(deps: AppDeps, actor: Actor, ticketId: number) {
  const ticket = await loadOwnTicket(deps.db, actor, ticketId, 'support.write');
  const chat = await findChat(deps.db, ticket.id);
  if (!chat) throw notFound();
  if (chat.endedAt !== null || isOver(ticket)) throw conflict(SUPPORT_CHAT_MESSAGES.ended);
  return { ticket, chat };
}

/** POST portal/support/chat/message: the person writes in their chat. */
export async function sendChatMessage(
  deps: AppDeps,
  actor: Actor,
  input: SupportChatMessageRequest,
): Promise<SupportChatState> {
  const { ticket } = await loadOwnLiveChat(deps, actor, input.ticket_id);
  const person = await findUserById(deps.db, actor.user.id);
  const written = await deps.db.transaction((tx) =>
    addComment(tx, ticket, {
      author: { id: actor.user.id, name: person ? resolveDisplayName(person) : ticket.requesterName, agent: false },
      bodies: commentFromText(input.message),
      status: statusAfterRequesterReply(ticket.status),
      at: deps.clock.now(),
    }),
  );
  await announceTicketChange(deps, written.ticket);
  return stateOf(deps, actor.accountId);
}

/**
 * Ends a chat. One an agent answered is solved (a later reply on its page opens it again); one
 * nobody answered stays a ticket in the queue, answered by mail like any other. The person gets
 * the conversation by mail.
 */
async function endChat(deps: AppDeps, ticket: SupportTicketRow): Promise<SupportTicketRow> {
  const at = deps.clock.now();
  const ended = await deps.db.transaction(async (tx) => {
    const closed = await tx
      .update(supportChats)
      .set({ endedAt: at })
      .where(and(eq(supportChats.ticketId, ticket.id), isNull(supportChats.endedAt)))
      .returning({ ticketId: supportChats.ticketId });
    if (closed.length === 0) return null;
    if (ticket.status === 'new' || isOver(ticket)) return ticket;
    const [solved] = await tx
      .update(supportTickets)
      .set({ status: 'solved', updatedAt: at })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    return solved;
  });
  if (!ended) return ticket;
  await mailChatTranscript(deps, ended);
  await announceTicketChange(deps, ended);
  return ended;
}

/** The hourly sweep ends a chat nobody wrote in for a while, as if one side had. */
export async function endIdleChat(deps: AppDeps, ticket: SupportTicketRow): Promise<void> {
  await endChat(deps, ticket);
}

/** POST portal/support/chat/end */
export async function endOwnChat(deps: AppDeps, actor: Actor, ticketId: number): Promise<SupportChatState> {
  const ticket = await loadOwnTicket(deps.db, actor, ticketId, 'support.write');
  const chat = await findChat(deps.db, ticket.id);
  if (!chat) throw notFound();
  await endChat(deps, ticket);
  return stateOf(deps, actor.accountId);
}

/** POST admin/support/chat/end: the agent closes the conversation. */
export async function endChatAsAgent(deps: AppDeps, ticketId: number): Promise<{ message: string }> {
  const ticket = await findTicket(deps.db, ticketId);
  const chat = ticket ? await findChat(deps.db, ticket.id) : null;
  if (!ticket || !chat) throw notFound();
  await endChat(deps, ticket);
  return { message: 'The chat has ended' };
}
