import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  acceptsReplies,
  type AssignSupportTicketRequest,
  type OperatorReplyRequest,
  type OperatorTicketSaved,
  resolveDisplayName,
  type SetSupportTicketStatusRequest,
  statusAfterAgentReply,
  SUPPORT_MESSAGES,
  SUPPORT_OPERATOR_MESSAGES,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { findUserById } from '../auth/index.js';
import { addComment } from './add-comment.js';
import { commentFromHtml } from './comment-body.js';
import { requireTicket } from './find-ticket.js';
import { notifyAgentReply, notifyStatusChange } from './notify.js';
import { presentOperatorTicket } from './present-operator-ticket.js';
import { agentReplyMessage, requesterAddress, reserveSupportMail, sendReserved } from './support-mail.js';
import { supportTickets } from './tables.js';
import { announceTicketChange } from './ticket-changed.js';
import { isLiveChat } from './live-chat.js';

type ReplyInput = z.output<typeof OperatorReplyRequest>;

/** Every write answers through here: the ticket as it now is, after the open pages heard of it. */
async function saved(deps: AppDeps, message: string, row: Parameters<typeof presentOperatorTicket>[1]) {
  await announceTicketChange(deps, row);
  const answer: OperatorTicketSaved = { message, ticket: await presentOperatorTicket(deps.db, row) };
  return answer;
}

/** POST admin/support/tickets/assign: to an operator who is not suspended, or to nobody (null). */
export async function assignTicket(deps: AppDeps, input: AssignSupportTicketRequest): Promise<OperatorTicketSaved> {
  const ticket = await requireTicket(deps.db, input.id);
  if (input.assignee_id !== null) {
    const assignee = await findUserById(deps.db, input.assignee_id);
    if (!assignee?.isAdmin || assignee.bannedAt !== null)
      throw fieldError('assignee_id', SUPPORT_OPERATOR_MESSAGES.assigneeNotOperator);
  }
  const [row] = await deps.db
    .update(supportTickets)
    .set({ assigneeId: input.assignee_id, updatedAt: deps.clock.now() })
    .where(eq(supportTickets.id, ticket.id))
    .returning();
  return saved(
    deps,
    input.assignee_id === null ? SUPPORT_OPERATOR_MESSAGES.unassigned : SUPPORT_OPERATOR_MESSAGES.assigned,
    row,
  );
}

/**
 * POST admin/support/tickets/reply. An internal note is written and nothing else happens. A
 * public reply is mailed to the requester (Reply-To threads their answer), notifies their
 * account, moves the ticket to the chosen state (pending when none) and, on a ticket nobody
 * holds, assigns it to the operator who answered. A closed ticket takes neither (409).
 */
export async function replyAsAgent(deps: AppDeps, actor: Actor, input: ReplyInput): Promise<OperatorTicketSaved> {
  const ticket = await requireTicket(deps.db, input.id);
  if (!acceptsReplies(ticket.status)) throw new AppError('CONFLICT', { message: SUPPORT_MESSAGES.closed });
  const bodies = commentFromHtml(input.html);
  if (!bodies.text && input.attachments.length === 0) throw fieldError('html', SUPPORT_OPERATOR_MESSAGES.html);
  const agent = await findUserById(deps.db, actor.user.id);
  const author = { id: actor.user.id, name: agent ? resolveDisplayName(agent) : 'Support', agent: true };
  // In a live chat the answer reaches the open chat window; the whole chat is mailed when it ends.
  const mailed = !input.internal && !(await isLiveChat(deps.db, ticket.id));
  if (mailed)
    await reserveSupportMail(deps, 'support-reply', { userId: actor.user.id }, await requesterAddress(deps, ticket));
  const now = deps.clock.now();
  const written = await deps.db.transaction(async (tx) => {
    const result = await addComment(tx, ticket, {
      author,
      bodies,
      internal: input.internal,
      attachmentIds: input.attachments,
      attachmentAccountId: actor.accountId,
      status: input.internal ? ticket.status : statusAfterAgentReply(ticket.status, input.status),
      at: now,
    });
    if (input.internal || result.ticket.assigneeId !== null) return result;
    const [assigned] = await tx
      .update(supportTickets)
      .set({ assigneeId: actor.user.id })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    return { ...result, ticket: assigned };
  });
  if (mailed) {
    await sendReserved(deps, await agentReplyMessage(deps, written.ticket, written.comment));
    await notifyAgentReply(deps, written.ticket, written.comment);
  }
  return saved(
    deps,
    input.internal ? SUPPORT_OPERATOR_MESSAGES.noted : SUPPORT_OPERATOR_MESSAGES.replied,
    written.ticket,
  );
}

/** POST admin/support/tickets/status: any state but new; a closed ticket stays closed (409). */
export async function setTicketStatus(
  deps: AppDeps,
  input: SetSupportTicketStatusRequest,
): Promise<OperatorTicketSaved> {
  const ticket = await requireTicket(deps.db, input.id);
  if (ticket.status === 'closed' && input.status !== 'closed')
    throw new AppError('CONFLICT', { message: SUPPORT_OPERATOR_MESSAGES.closedIsFinal });
  if (ticket.status === input.status) return saved(deps, SUPPORT_OPERATOR_MESSAGES.statusChanged, ticket);
  const [row] = await deps.db
    .update(supportTickets)
    .set({ status: input.status, updatedAt: deps.clock.now() })
    .where(eq(supportTickets.id, ticket.id))
    .returning();
  await notifyStatusChange(deps, row);
  return saved(deps, SUPPORT_OPERATOR_MESSAGES.statusChanged, row);
}
