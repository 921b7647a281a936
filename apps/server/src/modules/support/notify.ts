import { SUPPORT_STATUS_LABELS, ticketSubjectText } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { createNotification } from '../notifications/index.js';
import type { SupportCommentRow, SupportTicketRow } from './tables.js';

/**
 * In-app notices about a ticket (the bell, and the live toast the notifications area pushes).
 * A guest has no account to notify: mail is their only channel. A notice that fails is logged:
 * the reply or the change it reports is already saved.
 */
async function notify(deps: AppDeps, userId: number | null, title: string, message: string): Promise<void> {
  if (userId === null) return;
  try {
    await createNotification(deps, { userId, title, message, type: 'message', toast: 'info' });
  } catch (error) {
    deps.logger.error({ err: error, userId }, 'support notification not created');
  }
}

/** A comment cut to a notification's line. */
function preview(text: string, length = 140): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

const subjectOf = (ticket: SupportTicketRow) => `“${ticketSubjectText(ticket.subject)}” (#${ticket.id})`;

export async function notifyAgentReply(deps: AppDeps, ticket: SupportTicketRow, comment: SupportCommentRow) {
  await notify(deps, ticket.requesterId, `Support answered ${subjectOf(ticket)}`, preview(comment.textBody));
}

export async function notifyStatusChange(deps: AppDeps, ticket: SupportTicketRow) {
  await notify(
    deps,
    ticket.requesterId,
    `Your ticket ${subjectOf(ticket)} is now ${SUPPORT_STATUS_LABELS[ticket.status].toLowerCase()}`,
    `Status: ${SUPPORT_STATUS_LABELS[ticket.status]}`,
  );
}

/** The operator working the ticket hears when the requester writes (on the web or by mail). */
export async function notifyAssignee(deps: AppDeps, ticket: SupportTicketRow, comment: SupportCommentRow) {
  await notify(deps, ticket.assigneeId, `New reply on ${subjectOf(ticket)}`, preview(comment.textBody));
}

/** The agents online when a chat starts hear of it (the bell and a live toast). */
export async function notifyAgentsOfChat(deps: AppDeps, agentIds: readonly number[], ticket: SupportTicketRow) {
  const text = preview(ticket.description);
  await Promise.all(
    agentIds.map((id) => notify(deps, id, `New live chat from ${ticket.requesterName} (#${ticket.id})`, text)),
  );
}
